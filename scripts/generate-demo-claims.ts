/**
 * Writes the synthetic demo claims file `apps/server/data/demo-claims.synthetic.csv.gz`
 * (docs/decisions/0105 "Claims", 0114 "Data" and "Adjudication"; issue 19 item 1, issue 32):
 *
 *   npx tsx --conditions source scripts/generate-demo-claims.ts [--through YYYY-MM]
 *
 * Every claim is invented (ids `SYNTHETIC-…`, column is_synthetic = 1) for the people of the demo
 * plans' eligibility, subscribers and dependents (`patient_member_id`, `patient_relationship`);
 * every provider and price is real: the script imports public files of the reference data
 * directory through the portal's own importers into a throw-away in-memory database
 * (`demo-claims/prices.ts`):
 * - inpatient: Inpatient Top 100 DRGs FY2011, Cleveland-area (zip 441xx) hospitals by CCN:
 *   billed = average covered charges, Medicare equivalent = average total payments;
 * - outpatient: comprehensive APC CY2016, the same hospitals: billed = average submitted charges,
 *   Medicare equivalent = average Medicare allowed amount;
 * - professional: Physician and Other Supplier PUF 2012, Cleveland-area NPIs by HCPCS: billed =
 *   average submitted charge, Medicare equivalent = average Medicare allowed amount.
 * The billing provider is the professional's own NPI, or the hospital's organization NPI from CMS
 * Hospital Enrollments 2023 (empty where that file has no enrollment for the CCN); the TIN is
 * empty, since no public file has providers' EINs. Place of service, status and denial reasons:
 * `demo-claims/claim-rows.ts`. The cost share is `adjudicateClaim` of the domain under the
 * synthetic demo plan designs the seed loads (`apps/server/data/demo-plan-designs.synthetic.csv`,
 * read by `demo-claims/designs.ts`), each claim under its plan's design for its plan year, claim
 * after claim in order of service within each plan year; a claim whose plan year has no design
 * stops the script. Allowed = min(billed, Medicare equivalent × the design's multiple) to the cent
 * (0 for a denied claim) and paid = allowed − the member's share. Change that file, then run this
 * again, or the demo's explanations of benefits disagree with its claims.
 * Received months run from January 2019 to `--through` (default: the month before this one).
 * Deterministic: every choice comes from a SHA-256 of a fixed seed and the claim's key, so the
 * same data and month give the same file, byte for byte.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { claimsFileColumns, type ClaimsFileColumn } from '@medivi/domain';
import { loadConfig } from '../apps/server/src/config.js';
import { demoPlans } from '../apps/server/src/seed/demo-accounts.js';
import { demoCaseClaims, demoClaimsFile } from '../apps/server/src/seed/demo-claims.js';
import { demoGroupIds } from '../apps/server/src/seed/demo-eligibility.js';
import { demoPlanDesignsFile } from '../apps/server/src/seed/demo-plan-designs.js';
import {
  claimRow,
  demoDecision,
  type DemoClaim,
  demoPlaceOfService,
  patientsOf,
} from './demo-claims/claim-rows.js';
import { adjudicateDemoClaims } from './demo-claims/cost-share.js';
import { readDemoPlanDesigns } from './demo-claims/designs.js';
import { addDays, chance, lastDayOf, monthsFrom, pick, previousMonth, quote } from './demo-claims/draws.js';
import { type ClaimType, loadPrices, type Price } from './demo-claims/prices.js';

const firstMonth = '2019-01';

/** A demo claim of one patient, price and dates, with its place of service and decision drawn. */
function demoClaim(
  claimId: string,
  plan: { id: string; name: string },
  patient: DemoClaim['patient'],
  price: Price,
  dates: { from: string; to: string; received: string; lastDay: string },
  isBalanceBilled: boolean,
  key: (string | number)[],
): DemoClaim {
  return {
    claimId,
    planId: plan.id,
    planName: plan.name,
    memberId: patient.memberId,
    patientMemberId: patient.patientMemberId,
    patient,
    price,
    claimType: price.claimType,
    billed: price.billed,
    medicareEquivalent: price.medicare,
    serviceDateFrom: dates.from,
    serviceDateTo: dates.to,
    receivedOn: dates.received,
    placeOfService: demoPlaceOfService(price, ...key),
    isBalanceBilled,
    ...demoDecision(price.claimType, dates.received, dates.lastDay, isBalanceBilled, ...key),
  };
}

async function main(): Promise<void> {
  const throughIndex = process.argv.indexOf('--through');
  const through = throughIndex > 0 ? (process.argv[throughIndex + 1] ?? '') : previousMonth(new Date());
  if (!/^\d{4}-\d{2}$/.test(through) || through < firstMonth) {
    throw new Error('--through takes a month YYYY-MM from 2019-01 on');
  }
  const designOf = readDemoPlanDesigns(demoPlanDesignsFile);
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
  const claims: DemoClaim[] = [];
  for (const plan of demoPlans) {
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
          claims.push(
            demoClaim(
              `SYNTHETIC-${code}-${month.replace('-', '')}-${String(number).padStart(2, '0')}`,
              plan,
              pick(born, ...key, 'patient'),
              pick(lists[type], ...key, 'price'),
              { from, to, received: received > lastDay ? lastDay : received, lastDay },
              chance(...key, 'balance') < (type === 'professional' ? 0.03 : 0.06),
              key,
            ),
          );
        }
      }
    }
  }
  for (const claim of demoCaseClaims) {
    const plan = demoPlans.find((candidate) => candidate.id === claim.planId);
    const patient =
      plan === undefined
        ? undefined
        : patientsOf(plan.name).find((p) => p.patientMemberId === claim.memberId);
    if (plan === undefined || patient === undefined)
      throw new Error(`${claim.claimId}: no such demo plan or member`);
    const received = addDays(claim.serviceDateTo, 12);
    claims.push(
      demoClaim(
        claim.claimId,
        plan,
        patient,
        pick(lists[claim.claimType], claim.claimId, 'price'),
        {
          from: claim.serviceDateFrom,
          to: claim.serviceDateTo,
          received: received > lastDay ? lastDay : received,
          lastDay,
        },
        true,
        [claim.claimId],
      ),
    );
  }
  const splits = adjudicateDemoClaims(claims, designOf);
  const rows: Record<ClaimsFileColumn, string>[] = claims.map((claim) => {
    const split = splits.get(claim.claimId);
    if (split === undefined) throw new Error(`${claim.claimId}: not adjudicated`);
    return claimRow(claim, split);
  });
  const text = [
    claimsFileColumns.join(','),
    ...rows.map((row) => claimsFileColumns.map((column) => quote(row[column])).join(',')),
  ].join('\n');
  // mtime 0 in the gzip header keeps the file identical between runs.
  writeFileSync(demoClaimsFile, gzipSync(`${text}\n`, { level: 9 }));
  const count = (status: string) => String(claims.filter((claim) => claim.status === status).length);
  console.log(
    `wrote ${String(rows.length)} synthetic claims through ${through} to ${demoClaimsFile}: ${count('denied')} denied, ${count('adjusted')} adjusted`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
