import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan } from '../testing/eligibility.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { PlanDesignsRepository } from './plan-designs.js';

/** A stored design of `plan_id` for `plan_year`; `changes` replace columns. */
function designRow(planId: string, planYear: number, changes: Record<string, number | null> = {}) {
  return {
    plan_id: planId,
    plan_year: planYear,
    multiple_inpatient: 1.4,
    multiple_outpatient: 1.45,
    multiple_professional: 1.3,
    deductible_individual: 1500,
    deductible_family: 3000,
    oop_max_individual: 5000,
    oop_max_family: 10000,
    coinsurance_percent: 20,
    copay_primary_care: 25,
    copay_specialist: 50,
    copay_urgent_care: null,
    copay_emergency: 250.5,
    is_synthetic: 1,
    source_file: 'designs.csv',
    imported_at: '2026-01-05T15:00:00.000Z',
    ...changes,
  };
}

describe('plan designs repository', () => {
  let database: TestDatabase;
  let repository: PlanDesignsRepository;
  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.handle.db;
    repository = new PlanDesignsRepository(db);
    for (const id of ['repo-plan-a', 'repo-plan-b', 'repo-plan-c']) await createPlan(db, id);
    await db
      .insertInto('plan_designs')
      .values([
        designRow('repo-plan-b', 2026, { deductible_individual: 2000, deductible_family: 4000 }),
        designRow('repo-plan-a', 2026),
        designRow('repo-plan-a', 2025, {
          coinsurance_percent: 30,
          copay_primary_care: null,
          is_synthetic: 0,
        }),
      ])
      .execute();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('reads the design of a plan and year in the domain shape', async () => {
    expect(await repository.designOf('repo-plan-a', 2026)).toEqual({
      planId: 'repo-plan-a',
      planYear: 2026,
      medicareMultiples: { inpatient: 1.4, outpatient: 1.45, professional: 1.3 },
      deductible: { individual: 1500, family: 3000 },
      outOfPocketMax: { individual: 5000, family: 10000 },
      coinsurancePercent: 20,
      copays: { primaryCare: 25, specialist: 50, urgentCare: null, emergency: 250.5 },
      isSynthetic: true,
    });
    expect(await repository.designOf('repo-plan-a', 2025)).toMatchObject({
      planYear: 2025,
      coinsurancePercent: 30,
      copays: { primaryCare: null },
      isSynthetic: false,
    });
  });

  it('says null for a year or plan without a design', async () => {
    expect(await repository.designOf('repo-plan-a', 2027)).toBeNull();
    expect(await repository.designOf('repo-plan-c', 2026)).toBeNull();
    expect(await repository.designOf('no-such-plan', 2026)).toBeNull();
  });

  it('lists every design of the plans asked, by plan then year, and nothing of other plans', async () => {
    const designs = await repository.designsOf(['repo-plan-c', 'repo-plan-b', 'repo-plan-a', 'repo-plan-a']);
    expect(designs.map((design) => [design.planId, design.planYear])).toEqual([
      ['repo-plan-a', 2025],
      ['repo-plan-a', 2026],
      ['repo-plan-b', 2026],
    ]);
    expect(designs[2]?.deductible).toEqual({ individual: 2000, family: 4000 });
    expect((await repository.designsOf(['repo-plan-b'])).map((design) => design.planId)).toEqual([
      'repo-plan-b',
    ]);
    expect(await repository.designsOf(['repo-plan-c'])).toEqual([]);
    expect(await repository.designsOf([])).toEqual([]);
  });
});
