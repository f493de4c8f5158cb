import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { ClaimsTable, PlanDesignsTable } from '../../../db/schema/claims.js';
import { type CaseMember, caseMemberRoles, createCaseMember, linkPerson } from '../../../testing/cases.js';
import { claimRow } from '../../../testing/claims.js';
import { createEligibility, createPlan } from '../../../testing/eligibility.js';
import { createClientViewer } from '../../../testing/notifications.js';
import { createUser, type SignedIn, signIn, type TestApp } from '../../../testing/test-app.js';

/** A benefit design of `planId` for `planYear`, with `changes`. */
export function planDesignRow(
  planId: string,
  planYear: number,
  changes: Partial<Insertable<PlanDesignsTable>> = {},
): Insertable<PlanDesignsTable> {
  return {
    plan_id: planId,
    plan_year: planYear,
    multiple_inpatient: 2,
    multiple_outpatient: 1.6,
    multiple_professional: 1.5,
    deductible_individual: 1000,
    deductible_family: 2000,
    oop_max_individual: 4000,
    oop_max_family: 8000,
    coinsurance_percent: 20,
    copay_primary_care: 25,
    copay_specialist: 50,
    copay_urgent_care: null,
    copay_emergency: 250,
    is_synthetic: 1,
    source_file: 'plan-designs-test.csv',
    imported_at: new Date().toISOString(),
    ...changes,
  };
}

/** The day the claims tests run on (a fixed clock): plan year 2030 of a July plan is current. */
export const claimsTestToday = '2031-06-15T12:00:00.000Z';

/** Moves the test app's clock to `claimsTestToday`; call before anyone signs in. */
export function moveClockToClaimsDay(t: TestApp): void {
  t.clock.advance(Date.parse(claimsTestToday) - t.clock.now().getTime());
}

/**
 * A family on plan `mc-plan` (plan year from July) and the people around it:
 * - `subscriber` MC100 with his account; his dependents `kid` MC101 (born 2013-06-16: 17 today,
 *   18 tomorrow) and `adult` MC102 (born 2013-06-15: 18 today), both linked to his account;
 * - `adultAccount`: MC102's own account ('self' link to his record);
 * - `other` MC200, another member of the plan, and `planB` member MC300 on `mc-plan-b`;
 * - `client`: caseviewclient staff assigned to `mc-plan` only; `noRole`: medivi-read only.
 */
export interface ClaimsWorld {
  subscriber: CaseMember;
  kidEligibilityId: string;
  adultEligibilityId: string;
  adultAccount: CaseMember;
  other: CaseMember;
  planB: CaseMember;
  sessions: Record<'subscriber' | 'adult' | 'other' | 'client' | 'noRole', SignedIn>;
}

/**
 * Seeds `ClaimsWorld` through the member-link writers, with the clock moved to the claims day.
 * @throws Error when a sign-in is refused.
 */
export async function createClaimsWorld(t: TestApp): Promise<ClaimsWorld> {
  moveClockToClaimsDay(t);
  await createPlan(t.db, 'mc-plan', 'Member Claims Plan (synthetic)');
  await createPlan(t.db, 'mc-plan-b', 'Member Claims Other Plan (synthetic)');
  const subscriber = await createCaseMember(t.db, {
    email: 'mc-subscriber@example.test',
    memberId: 'MC100',
    planId: 'mc-plan',
    record: { firstName: 'SAM', lastName: 'SUBSCRIBER', dateOfBirth: '1985-03-01' },
  });
  await t.db.updateTable('plans').set({ plan_year_start_month: 7 }).where('id', '=', 'mc-plan').execute();
  const dependent = async (memberId: string, firstName: string, dateOfBirth: string) => {
    const id = await createEligibility(t.db, {
      planId: 'mc-plan',
      memberId,
      firstName,
      lastName: 'SUBSCRIBER',
      dateOfBirth,
      relationship: 'child',
      subscriberMemberId: 'MC100',
    });
    await linkPerson(t.db, subscriber.userId, id, 'dependent');
    return id;
  };
  const kidEligibilityId = await dependent('MC101', 'KIM', '2013-06-16');
  const adultEligibilityId = await dependent('MC102', 'ALEX', '2013-06-15');
  const adultUserId = await createUser(t.db, {
    email: 'mc-adult@example.test',
    roles: caseMemberRoles,
    planIds: ['mc-plan'],
  });
  const adultLink = await linkPerson(t.db, adultUserId, adultEligibilityId, 'self');
  const adultAccount: CaseMember = {
    userId: adultUserId,
    email: 'mc-adult@example.test',
    selfLinkId: adultLink,
    eligibilityId: adultEligibilityId,
    planId: 'mc-plan',
  };
  const other = await createCaseMember(t.db, {
    email: 'mc-other@example.test',
    memberId: 'MC200',
    planId: 'mc-plan',
    record: { firstName: 'OTTO', lastName: 'OTHER' },
  });
  const planB = await createCaseMember(t.db, {
    email: 'mc-plan-b@example.test',
    memberId: 'MC300',
    planId: 'mc-plan-b',
    record: { firstName: 'BEA', lastName: 'BEE' },
  });
  await createClientViewer(t.db, { email: 'mc-client@example.test', planIds: ['mc-plan'] });
  await createUser(t.db, { email: 'mc-no-role@example.test', roles: ['medivi-read'] });
  const sessions = {
    subscriber: await signIn(t.app, subscriber.email),
    adult: await signIn(t.app, adultAccount.email),
    other: await signIn(t.app, other.email),
    client: await signIn(t.app, 'mc-client@example.test'),
    noRole: await signIn(t.app, 'mc-no-role@example.test'),
  };
  return { subscriber, kidEligibilityId, adultEligibilityId, adultAccount, other, planB, sessions };
}

/**
 * The claims of the world, each named for its patient:
 * - SUB-1: the subscriber's, with no patient id of its own (a claim loaded before migration
 *   0014), $73.67 × 1.5 = $110.51 allowed; SUB-2 his outpatient claim; SUB-PREV in plan year 2029;
 * - KID-1 the 17-year-old's; KID-DENIED denied on 2031-04-20; KID-DENIED-2 denied with a share
 *   on file that must count nothing;
 * - ADULT-1 the 18-year-old's; OTHER-1 another member's; B-1 on the other plan.
 */
export const worldClaims: Insertable<ClaimsTable>[] = [
  claimRow('MC-SUB-1', 'mc-plan', 'MC100', {
    patient_name: 'SAM SUBSCRIBER',
    deductible_amount: 30,
    coinsurance_amount: 0.1,
    copay_amount: 25,
    place_of_service: '11',
    billing_class: 'professional',
    billing_provider_npi: '1234567893',
    billing_provider_tin: '341234567',
  }),
  claimRow('MC-SUB-2', 'mc-plan', 'MC100', {
    patient_member_id: 'MC100',
    patient_relationship: 'subscriber',
    patient_name: 'SAM SUBSCRIBER',
    provider_npi: '1003000126',
    provider_name: 'Synthetic Cleveland Hospital',
    claim_type: 'outpatient',
    code_type: 'APC',
    code: '5012',
    service_date_from: '2031-02-01',
    service_date_to: '2031-02-01',
    received_on: '2031-02-15',
    billed: 2000,
    medicare_equivalent: 1000,
    allowed: 1600,
    paid: 1100,
    deductible_amount: 400,
    coinsurance_amount: 100,
    copay_amount: 0,
  }),
  claimRow('MC-SUB-PREV', 'mc-plan', 'MC100', {
    patient_name: 'SAM SUBSCRIBER',
    service_date_from: '2030-05-01',
    service_date_to: '2030-05-01',
    received_on: '2030-05-09',
    deductible_amount: 110.51,
  }),
  claimRow('MC-KID-1', 'mc-plan', 'MC100', {
    patient_member_id: 'MC101',
    patient_relationship: 'child',
    patient_name: 'KIM SUBSCRIBER',
    service_date_from: '2031-03-05',
    service_date_to: '2031-03-05',
    received_on: '2031-03-20',
    billed: 300,
    medicare_equivalent: 100,
    allowed: 150,
    paid: 90,
    deductible_amount: 50,
    coinsurance_amount: 10,
  }),
  claimRow('MC-KID-DENIED', 'mc-plan', 'MC100', {
    patient_member_id: 'MC101',
    patient_relationship: 'child',
    patient_name: 'KIM SUBSCRIBER',
    service_date_from: '2031-04-01',
    service_date_to: '2031-04-01',
    received_on: '2031-04-10',
    decided_on: '2031-04-20',
    claim_status: 'denied',
    denial_reason: 'Not a covered service.',
    billed: 500,
    medicare_equivalent: 200,
    allowed: 0,
    paid: 0,
  }),
  claimRow('MC-KID-DENIED-2', 'mc-plan', 'MC100', {
    patient_member_id: 'MC101',
    patient_relationship: 'child',
    patient_name: 'KIM SUBSCRIBER',
    service_date_from: '2031-04-02',
    service_date_to: '2031-04-02',
    received_on: '2031-04-12',
    claim_status: 'denied',
    allowed: 0,
    paid: 0,
    deductible_amount: 75,
    coinsurance_amount: 5,
  }),
  claimRow('MC-ADULT-1', 'mc-plan', 'MC100', {
    patient_member_id: 'MC102',
    patient_relationship: 'child',
    patient_name: 'ALEX SUBSCRIBER',
    service_date_from: '2031-01-15',
    service_date_to: '2031-01-15',
    deductible_amount: 20,
  }),
  claimRow('MC-OTHER-1', 'mc-plan', 'MC200', { patient_name: 'OTTO OTHER' }),
  claimRow('MC-B-1', 'mc-plan-b', 'MC300', { patient_name: 'BEA BEE' }),
];

/** Inserts the world's claims and the design of `mc-plan` for plan year 2030. */
export async function insertWorldClaims(db: Kysely<Database>): Promise<void> {
  await db.insertInto('claims').values(worldClaims).execute();
  await db.insertInto('plan_designs').values(planDesignRow('mc-plan', 2030)).execute();
}
