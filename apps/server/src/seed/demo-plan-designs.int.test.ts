import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjudicateClaim, type Adjudication, claimStatuses, planYearOf } from '@medivi/domain';
import { ManualClock } from '../platform/clock.js';
import { PlanDesignsRepository } from '../platform/plan-designs.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { demoPlans } from './demo-accounts.js';
import { demoPlanMedicareMultiples } from './demo-claims.js';
import { seedDemoData } from './seed-demo.js';

/** The plan years of the demo claims (service from January 2019 to October 2026). */
const demoPlanYears = [2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026];

describe('demo plan designs seed', () => {
  let database: TestDatabase;
  const log: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    const clock = new ManualClock(new Date('2026-11-26T12:00:00Z'));
    const options = { log: (line: string) => log.push(line), publishReports: false };
    await seedDemoData(database.handle, clock, options);
    await seedDemoData(database.handle, clock, options);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('loads a synthetic design of every demo plan for every plan year of the demo claims, once', async () => {
    const rows = await database.handle.db.selectFrom('plan_designs').selectAll().execute();
    expect(rows.map((row) => `${row.plan_id} ${String(row.plan_year)}`).sort()).toEqual(
      demoPlans.flatMap((plan) => demoPlanYears.map((year) => `${plan.id} ${String(year)}`)).sort(),
    );
    expect(
      rows.every((row) => row.is_synthetic === 1 && row.source_file === 'demo-plan-designs.synthetic.csv'),
    ).toBe(true);
    expect(log.filter((line) => line.includes('plan designs added'))).toEqual([
      `demo seed: ${String(demoPlans.length * demoPlanYears.length)} plan designs added (synthetic)`,
    ]);
    expect(log.filter((line) => line.includes('rejected'))).toEqual([]);
  });

  it('gives each design the Medicare multiple its plan’s demo claims are priced with, for every claim type', async () => {
    const designs = await new PlanDesignsRepository(database.handle.db).designsOf(
      demoPlans.map((plan) => plan.id),
    );
    expect(designs).toHaveLength(demoPlans.length * demoPlanYears.length);
    for (const design of designs) {
      const multiple = demoPlanMedicareMultiples[design.planId];
      expect(design.medicareMultiples, `${design.planId} ${String(design.planYear)}`).toEqual({
        inpatient: multiple,
        outpatient: multiple,
        professional: multiple,
      });
    }
  });

  it('splits every demo claim as adjudicateClaim does under the stored design of its plan and plan year', async () => {
    const db = database.handle.db;
    const designs = new Map(
      (await new PlanDesignsRepository(db).designsOf(demoPlans.map((plan) => plan.id))).map((design) => [
        `${design.planId} ${String(design.planYear)}`,
        design,
      ]),
    );
    const starts = new Map(
      (await db.selectFrom('plans').select(['id', 'plan_year_start_month']).execute()).map((plan) => [
        plan.id,
        plan.plan_year_start_month,
      ]),
    );
    const claims = await db.selectFrom('claims').selectAll().execute();
    expect(claims.length).toBeGreaterThan(1000);
    // Replayed in the generator's order: first day of service, then claim id; each claim meets
    // what the patient and the family (the subscriber's member id) met before it that plan year.
    claims.sort(
      (a, b) =>
        a.service_date_from.localeCompare(b.service_date_from) || a.claim_id.localeCompare(b.claim_id),
    );
    const met = new Map<string, { deductible: number; outOfPocket: number }>();
    const metOf = (key: string) => {
      const found = met.get(key) ?? { deductible: 0, outOfPocket: 0 };
      met.set(key, found);
      return found;
    };
    const cents = (dollars: number) => Math.round(dollars * 100);
    const figures = (split: Omit<Adjudication, 'memberShare'>) =>
      `allowed ${String(split.allowed)}, deductible ${String(split.deductible)}, coinsurance ${String(split.coinsurance)}, copay ${String(split.copay)}, paid ${String(split.planPaid)}`;
    const problems: string[] = [];
    for (const claim of claims) {
      const planYear = planYearOf(claim.service_date_from, starts.get(claim.plan_id) ?? 0);
      const design = designs.get(`${claim.plan_id} ${String(planYear)}`);
      const status = claimStatuses.find((value) => value === claim.claim_status);
      if (design === undefined || status === undefined || claim.patient_member_id === null) {
        problems.push(`${claim.claim_id}: no design for ${String(planYear)}, status or patient`);
        continue;
      }
      const person = metOf(`${claim.plan_id} ${String(planYear)} person ${claim.patient_member_id}`);
      const family = metOf(`${claim.plan_id} ${String(planYear)} family ${claim.member_id}`);
      const expected = adjudicateClaim({
        claimType: claim.claim_type,
        billed: claim.billed,
        medicareEquivalent: claim.medicare_equivalent,
        placeOfService: claim.place_of_service,
        status,
        design,
        met: {
          deductibleIndividual: person.deductible / 100,
          deductibleFamily: family.deductible / 100,
          outOfPocketIndividual: person.outOfPocket / 100,
          outOfPocketFamily: family.outOfPocket / 100,
        },
      });
      const stored = figures({
        allowed: claim.allowed,
        deductible: claim.deductible_amount,
        coinsurance: claim.coinsurance_amount,
        copay: claim.copay_amount,
        planPaid: claim.paid,
      });
      if (stored !== figures(expected)) {
        problems.push(`${claim.claim_id}: stored ${stored}; adjudicated ${figures(expected)}`);
      }
      for (const sum of [person, family]) {
        sum.deductible += cents(expected.deductible);
        sum.outOfPocket += cents(expected.memberShare);
      }
    }
    expect(problems).toEqual([]);
  });
});
