/**
 * Writes the synthetic demo claims file `apps/server/data/demo-claims.synthetic.csv.gz`
 * (docs/decisions/0105 "Claims", issue 19 item 1):
 *
 *   npx tsx --conditions source scripts/generate-demo-claims.ts [--through YYYY-MM]
 *
 * Every claim is invented (ids `SYNTHETIC-…`, column is_synthetic = 1) for the demo plans' demo
 * members; every price is a real CMS average: the script imports three public files of the
 * reference data directory through the portal's own importers into a throw-away in-memory
 * database and reads the averages back from `benchmark_facts`:
 * - inpatient: Inpatient Top 100 DRGs FY2011, Cleveland-area (zip 441xx) hospitals by CCN:
 *   billed = average covered charges, Medicare equivalent = average total payments;
 * - outpatient: comprehensive APC CY2016, the same hospitals: billed = average submitted charges,
 *   Medicare equivalent = average Medicare allowed amount;
 * - professional: Physician and Other Supplier PUF 2012, Cleveland-area NPIs by HCPCS: billed =
 *   average submitted charge, Medicare equivalent = average Medicare allowed amount.
 * allowed = min(billed, Medicare equivalent × the plan's multiple) to the cent; paid = allowed.
 * Received months run from January 2019 to `--through` (default: the month before this one).
 * Deterministic: every choice comes from a SHA-256 of a fixed seed and the claim's key, so the
 * same data and month give the same file, byte for byte.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { claimsFileColumns, type ClaimsFileColumn } from '@medivi/domain';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { importFile } from '../apps/server/src/reference/import-file.js';
import { demoPlans } from '../apps/server/src/seed/demo-accounts.js';
import {
  demoCaseClaims,
  demoClaimsFile,
  demoPlanMedicareMultiples,
} from '../apps/server/src/seed/demo-claims.js';
import { demoEligibility, demoGroupIds } from '../apps/server/src/seed/demo-eligibility.js';

const seed = 'medivi-demo-claims-v1';
const firstMonth = '2019-01';

/** The CMS files the prices come from (reference data directory). */
const priceFiles = [
  'cms/inpatient/inpatient-drg100-by-provider-fy2011.csv.gz',
  'cms/outpatient/outpatient-comprehensive-apc-by-provider-cy2016.csv.gz',
  'cms/professional/physician-and-other-supplier-puf-2012-national-first-17028.tsv.gz',
];

type ClaimType = 'inpatient' | 'outpatient' | 'professional';

interface Price {
  claimType: ClaimType;
  providerId: string;
  providerName: string;
  providerState: string;
  codeType: string;
  code: string;
  billed: number;
  medicare: number;
}

/** A number in [0, 1) from the seed and a key. */
function chance(...key: (string | number)[]): number {
  const digest = createHash('sha256')
    .update([seed, ...key].join('|'))
    .digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

function pick<T>(items: readonly T[], ...key: (string | number)[]): T {
  const item = items[Math.floor(chance(...key) * items.length)];
  if (item === undefined) throw new Error(`nothing to pick for ${key.join('|')}`);
  return item;
}

const cents = (value: number) => Math.round(value * 100) / 100;

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const text = `${String(year)}-${String(month).padStart(2, '0')}`;
    if (text > last) return months;
    months.push(text);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

function previousMonth(today: Date): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}

function quote(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

async function loadPrices(dataDir: string): Promise<Price[]> {
  const handle = openDatabase(':memory:');
  try {
    await migrateToLatest(handle);
    for (const file of priceFiles) {
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
      });
    }
    return prices;
  } finally {
    await handle.close();
  }
}

interface Patient {
  memberId: string;
  name: string;
  dateOfBirth: string;
}

function patientsOf(planName: string): Patient[] {
  return demoEligibility
    .filter((row) => row.planName === planName)
    .map((row) => ({
      memberId: row.subscriberMemberId ?? row.memberId,
      name: `${row.firstName} ${row.lastName}`,
      dateOfBirth: row.dateOfBirth,
    }));
}

function claimRow(
  claimId: string,
  planName: string,
  multiple: number,
  patient: Patient,
  price: Price,
  dates: { from: string; to: string; received: string },
  isBalanceBilled: boolean,
): Record<ClaimsFileColumn, string> {
  const allowed = Math.min(price.billed, cents(price.medicare * multiple));
  const isFacility = price.claimType !== 'professional';
  return {
    claim_id: claimId,
    plan_name: planName,
    member_id: patient.memberId,
    patient_name: patient.name,
    provider_npi: isFacility ? '' : price.providerId,
    provider_ccn: isFacility ? price.providerId : '',
    provider_name: price.providerName,
    provider_state: price.providerState,
    claim_type: price.claimType,
    code_type: price.codeType,
    code: price.code,
    service_date_from: dates.from,
    service_date_to: dates.to,
    received_on: dates.received,
    billed: price.billed.toFixed(2),
    allowed: allowed.toFixed(2),
    paid: allowed.toFixed(2),
    medicare_equivalent: price.medicare.toFixed(2),
    balance_billed: isBalanceBilled ? cents(price.billed - allowed).toFixed(2) : '0.00',
    case_number: '',
    is_synthetic: '1',
  };
}

async function main(): Promise<void> {
  const throughIndex = process.argv.indexOf('--through');
  const through = throughIndex > 0 ? (process.argv[throughIndex + 1] ?? '') : previousMonth(new Date());
  if (!/^\d{4}-\d{2}$/.test(through) || through < firstMonth) {
    throw new Error('--through takes a month YYYY-MM from 2019-01 on');
  }
  const config = loadConfig();
  const prices = await loadPrices(config.referenceDataDir);
  const byType = (type: ClaimType) => prices.filter((price) => price.claimType === type);
  const lists: Record<ClaimType, Price[]> = {
    inpatient: byType('inpatient'),
    outpatient: byType('outpatient'),
    professional: byType('professional'),
  };
  for (const [type, list] of Object.entries(lists)) {
    console.log(
      `${type}: ${String(list.length)} real prices of ${String(new Set(list.map((p) => p.providerId)).size)} providers`,
    );
  }
  const lastDay = lastDayOf(through);
  const rows: Record<ClaimsFileColumn, string>[] = [];
  for (const plan of demoPlans) {
    const multiple = demoPlanMedicareMultiples[plan.id] ?? 1;
    const patients = patientsOf(plan.name);
    const code = demoGroupIds[plan.id];
    for (const month of monthsFrom(firstMonth, through)) {
      const born = patients.filter((patient) => patient.dateOfBirth < `${month}-01`);
      const counts: [ClaimType, number][] = [
        ['professional', 2 + Math.floor(chance(code, month, 'n') * 5)],
        ['outpatient', chance(code, month, 'o') < 0.45 ? 1 : 0],
        ['inpatient', chance(code, month, 'i') < 0.08 ? 1 : 0],
      ];
      let number = 0;
      for (const [type, count] of counts) {
        for (let index = 0; index < count; index += 1) {
          number += 1;
          const key = [code, month, type, index];
          const from = `${month}-${String(1 + Math.floor(chance(...key, 'day') * 20)).padStart(2, '0')}`;
          const to = type === 'inpatient' ? addDays(from, 2 + Math.floor(chance(...key, 'stay') * 5)) : from;
          const received = addDays(to, 7 + Math.floor(chance(...key, 'lag') * 28));
          rows.push(
            claimRow(
              `SYNTHETIC-${code}-${month.replace('-', '')}-${String(number).padStart(2, '0')}`,
              plan.name,
              multiple,
              pick(born, ...key, 'patient'),
              pick(lists[type], ...key, 'price'),
              { from, to, received: received > lastDay ? lastDay : received },
              chance(...key, 'balance') < (type === 'professional' ? 0.03 : 0.06),
            ),
          );
        }
      }
    }
  }
  for (const claim of demoCaseClaims) {
    const plan = demoPlans.find((candidate) => candidate.id === claim.planId);
    const patient =
      plan === undefined ? undefined : patientsOf(plan.name).find((p) => p.memberId === claim.memberId);
    if (plan === undefined || patient === undefined)
      throw new Error(`${claim.claimId}: no such demo plan or member`);
    const received = addDays(claim.serviceDateTo, 12);
    rows.push(
      claimRow(
        claim.claimId,
        plan.name,
        demoPlanMedicareMultiples[plan.id] ?? 1,
        patient,
        pick(lists[claim.claimType], claim.claimId, 'price'),
        {
          from: claim.serviceDateFrom,
          to: claim.serviceDateTo,
          received: received > lastDay ? lastDay : received,
        },
        true,
      ),
    );
  }
  const text = [
    claimsFileColumns.join(','),
    ...rows.map((row) => claimsFileColumns.map((column) => quote(row[column])).join(',')),
  ].join('\n');
  // mtime 0 in the gzip header keeps the file identical between runs.
  writeFileSync(demoClaimsFile, gzipSync(`${text}\n`, { level: 9 }));
  console.log(`wrote ${String(rows.length)} synthetic claims through ${through} to ${demoClaimsFile}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
