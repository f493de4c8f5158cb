import { createCaseMember } from '../../../testing/cases.js';
import { claimRow } from '../../../testing/claims.js';
import { createPlan } from '../../../testing/eligibility.js';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../../testing/test-app.js';
import { type CsvRecord, fy2011Rows, loadEstimateReferenceData } from './estimate-fixtures.js';

/** The Cleveland hospitals with FY2011 DRG 470 figures the tests recompute. */
export const cleveland = ['360180', '360137', '360059'];
/** Huron Hospital (East Cleveland, 44112): FY2011 rows, but none for DRG 470. */
export const huron = '360101';

/** The app, its sessions and the FY2011 DRG 470 rows of `cleveland`. */
export interface EstimateWorld {
  t: TestApp;
  member: SignedIn;
  client: SignedIn;
  analyst: SignedIn;
  reader: SignedIn;
  rows470: CsvRecord[];
}

/**
 * A test app on 2027-03-15 (plan year 2027 of a calendar-year plan: 2022 figures are 5 years old,
 * not stale; 2011 ones are) with the reference data of `loadEstimateReferenceData`, plan
 * `pe-plan` with a 2027 design (1.4 / 1.6 / 1.5 × Medicare, $1,500 / $3,000 deductible, $5,000 /
 * $10,000 maximum, 20 %, $50 specialist copay), its member PE100 who has met $300 of his
 * deductible and $400 of his maximum this plan year, client staff on `pe-plan`, an analyst, and
 * a reader without an estimate role. `pe-other` is a second live plan.
 */
export async function createEstimateWorld(): Promise<EstimateWorld> {
  const t = await createTestApp();
  // Plan year 2027 of a calendar-year plan: 2022 figures are 5 years old (not stale), 2011 ones are.
  t.clock.advance(Date.parse('2027-03-15T12:00:00.000Z') - t.clock.now().getTime());
  await loadEstimateReferenceData(t, [...cleveland, huron], ['470', '101']);
  const rows470 = await fy2011Rows(cleveland, ['470']);
  await createPlan(t.db, 'pe-plan', 'Estimate Plan (synthetic)');
  await createPlan(t.db, 'pe-other', 'Other Plan (synthetic)');
  await t.db
    .insertInto('plan_designs')
    .values({
      plan_id: 'pe-plan',
      plan_year: 2027,
      multiple_inpatient: 1.4,
      multiple_outpatient: 1.6,
      multiple_professional: 1.5,
      deductible_individual: 1500,
      deductible_family: 3000,
      oop_max_individual: 5000,
      oop_max_family: 10000,
      coinsurance_percent: 20,
      copay_primary_care: 25,
      copay_specialist: 50,
      copay_urgent_care: null,
      copay_emergency: 250,
      is_synthetic: 1,
      source_file: 'price-estimates-test.csv',
      imported_at: new Date().toISOString(),
    })
    .execute();
  const holder = await createCaseMember(t.db, {
    email: 'pe-member@example.test',
    memberId: 'PE100',
    planId: 'pe-plan',
  });
  // This plan year he has met $300 of his deductible and paid $400 toward his maximum.
  await t.db
    .insertInto('claims')
    .values([
      claimRow('PE-1', 'pe-plan', 'PE100', {
        service_date_from: '2027-02-01',
        service_date_to: '2027-02-01',
        received_on: '2027-02-10',
        deductible_amount: 300,
        coinsurance_amount: 100,
        copay_amount: 0,
      }),
      claimRow('PE-OLD', 'pe-plan', 'PE100', {
        service_date_from: '2026-12-01',
        service_date_to: '2026-12-01',
        received_on: '2026-12-10',
        deductible_amount: 900,
      }),
    ])
    .execute();
  await createUser(t.db, {
    email: 'pe-client@example.test',
    roles: ['medivi-caseviewclient'],
    planIds: ['pe-plan'],
  });
  await createUser(t.db, { email: 'pe-analyst@example.test', roles: ['medivi-analysis'] });
  await createUser(t.db, { email: 'pe-reader@example.test', roles: ['medivi-read'] });
  const member = await signIn(t.app, holder.email);
  const client = await signIn(t.app, 'pe-client@example.test');
  const analyst = await signIn(t.app, 'pe-analyst@example.test');
  const reader = await signIn(t.app, 'pe-reader@example.test');
  return { t, member, client, analyst, reader, rows470 };
}
