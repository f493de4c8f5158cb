import type { DatabaseHandle } from '../db/database.js';
import type { Clock } from '../platform/clock.js';
import type { EligibilityRow } from '../reference/eligibility-rows.js';
import { writeEligibilityBatch } from '../reference/eligibility-writer.js';
import { demoAccounts, demoEmail, demoPlans } from './demo-accounts.js';
import { DemoEligibilityRepository } from './demo-eligibility.repository.js';
import { SeedRepository } from './seed.repository.js';

const [lakeshore, schools, northcoast] = demoPlans;

/** Group IDs of the demo plans (synthetic). */
export const demoGroupIds = {
  [lakeshore.id]: 'LAKESHORE01',
  [schools.id]: 'CUYSCH02',
  [northcoast.id]: 'NCOAST03',
} as const;

/** What a demo eligibility record is for (docs/demo-data.md lists the same table). */
export type DemoEligibilityUse =
  | 'demo account'
  | 'registration'
  | 'registration journey'
  | 'dependent'
  | 'dependent (18 or older: refused)'
  | 'add plan'
  | 'new-member journey';

/** A synthetic eligibility record of the demo and what testers use it for. */
export interface DemoEligibility extends EligibilityRow {
  use: DemoEligibilityUse;
}

function person(
  planIndex: 0 | 1 | 2,
  memberId: string,
  firstName: string,
  lastName: string,
  dateOfBirth: string,
  zip: string,
  use: DemoEligibilityUse,
  relationship: EligibilityRow['relationship'] = 'subscriber',
  subscriberMemberId: string | null = null,
): DemoEligibility {
  const plan = demoPlans[planIndex];
  return {
    memberId,
    groupId: demoGroupIds[plan.id],
    firstName,
    lastName,
    dateOfBirth,
    zip,
    planName: plan.name,
    relationship,
    subscriberMemberId,
    use,
  };
}

/**
 * Synthetic demo eligibility records: invented people, no real member. They cover the three demo
 * plans; people with a demo account (linked 'self' by the seed), people without one (to register),
 * spouses and children under 18 of a subscriber with an account (dependents) and of one without,
 * a child of 18 or older (the dependent age rule), and adults with a demo account on a second
 * plan (ADD PLAN). `demo-eligibility.synthetic.csv` holds the same rows for
 * `npm run import:eligibility`; a test keeps the two in step.
 */
export const demoEligibility: readonly DemoEligibility[] = [
  // Holders of demo accounts (member, member2, member-limited).
  person(0, 'DEMO100001', 'JORDAN', 'DEMO-MEMBER', '1984-03-15', '44106', 'demo account'),
  person(1, 'DEMO100001', 'JORDAN', 'DEMO-MEMBER', '1984-03-15', '44106', 'demo account'),
  person(2, 'DEMO200002', 'RILEY', 'DEMO-SECOND', '1979-10-08', '44114', 'demo account'),
  person(0, 'DEMO300003', 'CASEY', 'DEMO-LIMITED', '1991-05-21', '44120', 'demo account'),
  // Family of the demo member: a spouse, two children under 18, one child who is 18 or older.
  person(
    0,
    'DEMO100001-01',
    'SAM',
    'DEMO-MEMBER',
    '1986-01-30',
    '44106',
    'dependent',
    'spouse',
    'DEMO100001',
  ),
  person(0, 'DEMO100001-02', 'AVA', 'DEMO-MEMBER', '2015-06-02', '44106', 'dependent', 'child', 'DEMO100001'),
  person(0, 'DEMO100001-03', 'LEO', 'DEMO-MEMBER', '2019-09-23', '44106', 'dependent', 'child', 'DEMO100001'),
  person(
    0,
    'DEMO100001-04',
    'NOAH',
    'DEMO-MEMBER',
    '2006-04-18',
    '44106',
    'dependent (18 or older: refused)',
    'child',
    'DEMO100001',
  ),
  // People without an account, to register.
  person(0, 'DEMO400004', 'TAYLOR', 'SYNTH-REGISTER', '1990-07-04', '44106', 'registration'),
  person(1, 'DEMO400005', 'ALEX', 'SYNTH-NEWMEMBER', '1978-11-02', '44120', 'registration'),
  person(2, 'DEMO400006', 'MORGAN', 'SYNTH-NORTH', '1995-02-28', '44114', 'registration'),
  person(
    2,
    'DEMO400006-01',
    'JAMIE',
    'SYNTH-NORTH',
    '1996-02-29',
    '44114',
    'registration',
    'spouse',
    'DEMO400006',
  ),
  person(2, 'DEMO400006-02', 'KAI', 'SYNTH-NORTH', '2014-05-10', '44114', 'dependent', 'child', 'DEMO400006'),
  person(
    2,
    'DEMO400006-03',
    'MILA',
    'SYNTH-NORTH',
    '2021-12-01',
    '44114',
    'dependent',
    'child',
    'DEMO400006',
  ),
  person(1, 'DEMO900009', 'PAT', 'SYNTH-JOURNEY', '1988-12-12', '44106', 'registration journey'),
  // Demo account holders on a plan they do not have yet (ADD PLAN).
  person(2, 'DEMO700007', 'JORDAN', 'DEMO-MEMBER', '1984-03-15', '44106', 'add plan'),
  person(0, 'DEMO700008', 'RILEY', 'DEMO-SECOND', '1979-10-08', '44114', 'add plan'),
  // A family kept for the new-member journey (e2e/new-member.e2e.ts): registers, adds the child
  // as a dependent and the second plan.
  person(0, 'DEMO950010', 'QUINN', 'SYNTH-NEWFAMILY', '1987-08-19', '44106', 'new-member journey'),
  person(
    0,
    'DEMO950010-01',
    'ROWAN',
    'SYNTH-NEWFAMILY',
    '2016-03-11',
    '44106',
    'new-member journey',
    'child',
    'DEMO950010',
  ),
  person(2, 'DEMO950011', 'QUINN', 'SYNTH-NEWFAMILY', '1987-08-19', '44106', 'new-member journey'),
];

/**
 * Seeds the demo eligibility records and links each demo account with a member ID to its own
 * records ('self'). Idempotent: unchanged records and existing links are left alone.
 */
export async function seedDemoEligibility(
  handle: DatabaseHandle,
  clock: Clock,
  options: { log: (line: string) => void },
): Promise<void> {
  const now = clock.now().toISOString();
  const result = await writeEligibilityBatch(handle.db, demoEligibility, { now, synthetic: true });
  const repository = new DemoEligibilityRepository(handle.db);
  const users = new SeedRepository(handle.db);
  let linksAdded = 0;
  for (const account of demoAccounts) {
    if (account.memberId === undefined) continue;
    const userId = await users.findUserId(demoEmail(account.login));
    if (userId === undefined) continue;
    linksAdded += await repository.linkOwnEligibility(userId, account.memberId, now);
  }
  options.log(
    `demo seed: ${String(result.written)} eligibility records, ${String(linksAdded)} member links added (synthetic)`,
  );
}
