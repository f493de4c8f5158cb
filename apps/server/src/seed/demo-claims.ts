import { join } from 'node:path';
import type { CaseClaimFigures } from '../platform/case-store/case-store.js';
import { repositoryRoot } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { Clock } from '../platform/clock.js';
import { importClaimsFile } from '../reference/claims-import.js';
import { demoPlans } from './demo-accounts.js';

const [lakeshore, schools, northcoast] = demoPlans;

/**
 * The synthetic demo claims file (docs/decisions/0105 "Claims"): made by
 * `scripts/generate-demo-claims.ts` from the CMS price files, committed, loaded by the demo seed
 * through the claims importer.
 */
export const demoClaimsFile = join(repositoryRoot, 'apps/server/data/demo-claims.synthetic.csv.gz');

/**
 * Each demo plan's Medicare multiple (allowed = Medicare equivalent × multiple, at most billed):
 * synthetic plan terms, chosen in the range reference-based plans use (120 % to 160 % of Medicare).
 */
export const demoPlanMedicareMultiples: Readonly<Record<string, number>> = {
  [lakeshore.id]: 1.4,
  [schools.id]: 1.5,
  [northcoast.id]: 1.3,
};

/** A claim the generator writes for a demo case, balance billed (billed − allowed). */
export interface DemoCaseClaim {
  claimId: string;
  planId: string;
  /** The patient's member id on the plan (here the subscriber himself). */
  memberId: string;
  claimType: 'inpatient' | 'outpatient' | 'professional';
  serviceDateFrom: string;
  serviceDateTo: string;
}

/**
 * The claims of the demo cases (seed/demo-cases.ts `claimIds`): the generator writes them with the
 * rest, the seed links them to their case and takes the case's claim figures from them.
 */
export const demoCaseClaims: readonly DemoCaseClaim[] = [
  {
    claimId: 'SYNTHETIC-CASE-0001',
    planId: lakeshore.id,
    memberId: 'DEMO100001',
    claimType: 'outpatient',
    serviceDateFrom: '2026-01-12',
    serviceDateTo: '2026-01-12',
  },
  {
    claimId: 'SYNTHETIC-CASE-0002',
    planId: northcoast.id,
    memberId: 'DEMO200002',
    claimType: 'inpatient',
    serviceDateFrom: '2026-09-14',
    serviceDateTo: '2026-09-17',
  },
  {
    claimId: 'SYNTHETIC-CASE-0003',
    planId: northcoast.id,
    memberId: 'DEMO200002',
    claimType: 'professional',
    serviceDateFrom: '2026-09-15',
    serviceDateTo: '2026-09-15',
  },
];

/** The figures of a case from its claims (cases spec claim fields), amounts in USD to the cent. */
export function caseFiguresOfClaims(
  claims: readonly {
    billed: number;
    balance_billed: number;
    service_date_from: string;
    service_date_to: string;
  }[],
): Required<
  Pick<
    CaseClaimFigures,
    'totalBilledCharges' | 'balanceBillAmount' | 'claimDosFrom' | 'claimDosTo' | 'numberOfClaims'
  >
> {
  const cents = (value: number) => Math.round(value * 100) / 100;
  const froms = claims.map((claim) => claim.service_date_from).sort();
  const tos = claims.map((claim) => claim.service_date_to).sort();
  return {
    totalBilledCharges: cents(claims.reduce((sum, claim) => sum + claim.billed, 0)),
    balanceBillAmount: cents(claims.reduce((sum, claim) => sum + claim.balance_billed, 0)),
    claimDosFrom: froms[0] ?? null,
    claimDosTo: tos[tos.length - 1] ?? null,
    numberOfClaims: claims.length,
  };
}

/**
 * Loads the synthetic demo claims file into `claims` through the claims importer, once: skipped
 * when claims of that file are stored already with their patients (docs/decisions/0114 "Data").
 * A database seeded before the file had them imports it once more, over the same claim ids, so
 * its claims gain patients, billing providers and cost shares and keep their case links. Needs
 * the demo plans.
 */
export async function seedDemoClaims(
  handle: DatabaseHandle,
  clock: Clock,
  options: { log: (line: string) => void },
): Promise<void> {
  const stored = await handle.db
    .selectFrom('claims')
    .select('claim_id')
    .where('source_file', '=', 'demo-claims.synthetic.csv.gz')
    .where('patient_member_id', 'is not', null)
    .executeTakeFirst();
  if (stored !== undefined) return;
  const lines: string[] = [];
  const result = await importClaimsFile(handle, demoClaimsFile, { clock, log: (line) => lines.push(line) });
  for (const line of lines.filter((text) => text.includes(': rejected: ')))
    options.log(`demo seed: ${line.trim()}`);
  options.log(`demo seed: ${String(result.written)} claims added (synthetic)`);
}
