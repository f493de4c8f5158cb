import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.js';
import { PlanDesignsRepository } from '../features/claims/plan-designs.repository.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { demoPlans } from './demo-accounts.js';
import { demoPlanMedicareMultiples } from './demo-claims.js';
import { seedDemoData } from './seed-demo.js';

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

  it('loads a synthetic design of every demo plan for 2025 and 2026, once', async () => {
    const rows = await database.handle.db.selectFrom('plan_designs').selectAll().execute();
    expect(rows.map((row) => `${row.plan_id} ${String(row.plan_year)}`).sort()).toEqual(
      demoPlans.flatMap((plan) => [`${plan.id} 2025`, `${plan.id} 2026`]).sort(),
    );
    expect(
      rows.every((row) => row.is_synthetic === 1 && row.source_file === 'demo-plan-designs.synthetic.csv'),
    ).toBe(true);
    expect(log.filter((line) => line.includes('plan designs added'))).toEqual([
      'demo seed: 6 plan designs added (synthetic)',
    ]);
    expect(log.filter((line) => line.includes('rejected'))).toEqual([]);
  });

  it('gives each design the Medicare multiple its plan’s demo claims are priced with, for every claim type', async () => {
    const designs = await new PlanDesignsRepository(database.handle.db).designsOf(
      demoPlans.map((plan) => plan.id),
    );
    expect(designs).toHaveLength(6);
    for (const design of designs) {
      const multiple = demoPlanMedicareMultiples[design.planId];
      expect(design.medicareMultiples, `${design.planId} ${String(design.planYear)}`).toEqual({
        inpatient: multiple,
        outpatient: multiple,
        professional: multiple,
      });
    }
  });

  it('prices the demo claims of 2025 and 2026 by their plan year’s design', async () => {
    const db = database.handle.db;
    const repository = new PlanDesignsRepository(db);
    const starts = new Map(
      (await db.selectFrom('plans').select(['id', 'plan_year_start_month']).execute()).map((plan) => [
        plan.id,
        plan.plan_year_start_month,
      ]),
    );
    const claims = await db
      .selectFrom('claims')
      .selectAll()
      .where('service_date_from', '>=', '2025-01-01')
      .where('service_date_from', '<', '2027-01-01')
      .execute();
    expect(claims.length).toBeGreaterThan(100);
    let priced = 0;
    for (const claim of claims) {
      const [year = 0, month = 0] = claim.service_date_from.split('-').map(Number);
      const planYear = month >= (starts.get(claim.plan_id) ?? 1) ? year : year - 1;
      const design = await repository.designOf(claim.plan_id, planYear);
      if (design === null) continue;
      const expected = Math.min(
        claim.billed,
        Math.round(claim.medicare_equivalent * design.medicareMultiples[claim.claim_type] * 100) / 100,
      );
      expect(claim.allowed, claim.claim_id).toBeCloseTo(expected, 2);
      priced += 1;
    }
    expect(priced).toBeGreaterThan(100);
  });
});
