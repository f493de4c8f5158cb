import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { systemClock } from '../../apps/server/src/platform/clock.js';
import { preferredEnrollment } from '../../apps/server/src/reference/hospital-link.js';
import { importFile } from '../../apps/server/src/reference/import-file.js';
import { cents } from './draws.js';

/** The CMS files the prices come from, and the enrollments that give a hospital's NPI. */
const sourceFiles = [
  'cms/inpatient/inpatient-drg100-by-provider-fy2011.csv.gz',
  'cms/outpatient/outpatient-comprehensive-apc-by-provider-cy2016.csv.gz',
  'cms/professional/physician-and-other-supplier-puf-2012-national-first-17028.tsv.gz',
  'hospitals/hospital-enrollments-2023-10-02.csv.gz',
];

export type ClaimType = 'inpatient' | 'outpatient' | 'professional';

/** One real CMS average price of one provider and code, US dollars. */
export interface Price {
  claimType: ClaimType;
  /** NPI of a professional, CCN of a hospital. */
  providerId: string;
  providerName: string;
  providerState: string;
  codeType: string;
  code: string;
  billed: number;
  medicare: number;
  /**
   * The NPI the claim is billed under: a professional's own NPI (the files tie no physician to a
   * group practice); a hospital's organization NPI from CMS Hospital Enrollments, or '' when that
   * file has no enrollment for the CCN (a hospital closed or merged since the price year).
   */
  billingNpi: string;
}

/**
 * Imports the price files and the hospital enrollments through the portal's own importers into a
 * throw-away in-memory database and reads back the Cleveland-area (zip 441xx, Ohio) averages of
 * `benchmark_facts`: inpatient billed = average covered charges, Medicare equivalent = average
 * total payments; outpatient and professional billed = average submitted charges, Medicare
 * equivalent = average Medicare allowed amount. A hospital's billing NPI is the organization NPI
 * of its preferred enrollment (`preferredEnrollment`: the main hospital location first), the
 * same link the reference import makes.
 */
export async function loadPrices(dataDir: string): Promise<Price[]> {
  const handle = openDatabase(':memory:');
  try {
    await migrateToLatest(handle);
    for (const file of sourceFiles) {
      const result = await importFile(handle, join(dataDir, file), {
        clock: systemClock,
        log: () => undefined,
      });
      if (result.status !== 'imported') throw new Error(`${file}: ${result.message ?? result.status}`);
      console.log(`read ${file}`);
    }
    const rows = await handle.db
      .selectFrom('benchmark_facts as f')
      .innerJoin('benchmark_providers as p', 'p.provider_id', 'f.provider_id')
      .select([
        'f.claim_type',
        'f.provider_id',
        'p.name',
        'p.state',
        'f.code_type',
        'f.code',
        'f.billed_avg',
        'f.allowed_avg',
        'f.total_payment_avg',
        'f.place_of_service',
      ])
      .where('p.state', '=', 'OH')
      .where('p.zip', 'like', '441%')
      .orderBy('f.claim_type')
      .orderBy('f.provider_id')
      .orderBy('f.code')
      .orderBy('f.place_of_service')
      .execute();
    const ccns = rows.filter((row) => row.claim_type !== 'professional').map((row) => row.provider_id);
    const enrollments = await handle.db
      .selectFrom('hospital_enrollments')
      .select(['enrollment_id', 'ccn', 'npi', 'practice_location_type'])
      .where('ccn', 'in', [...new Set(ccns), ''])
      .execute();
    const hospitalNpi = (ccn: string) =>
      preferredEnrollment(enrollments.filter((enrollment) => enrollment.ccn === ccn))?.npi ?? '';
    const prices: Price[] = [];
    for (const row of rows) {
      const medicare = row.claim_type === 'inpatient' ? row.total_payment_avg : row.allowed_avg;
      if (row.billed_avg === null || medicare === null || row.billed_avg <= 0 || medicare <= 0) continue;
      // Only professionals' office visits and procedures billed in the office: facility-setting
      // professional fees come with a hospital claim the demo does not pair.
      if (row.claim_type === 'professional' && row.place_of_service === 'F') continue;
      prices.push({
        claimType: row.claim_type,
        providerId: row.provider_id,
        providerName: row.name,
        providerState: row.state ?? 'OH',
        codeType: row.code_type,
        code: row.code,
        billed: cents(row.billed_avg),
        medicare: cents(medicare),
        billingNpi: row.claim_type === 'professional' ? row.provider_id : hospitalNpi(row.provider_id),
      });
    }
    return prices;
  } finally {
    await handle.close();
  }
}
