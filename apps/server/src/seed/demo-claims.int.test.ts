import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { demoPlans } from './demo-accounts.js';
import { demoCases } from './demo-cases.js';
import { demoCaseClaims, demoPlanMedicareMultiples } from './demo-claims.js';
import { seedDemoData } from './seed-demo.js';

describe('demo claims seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const clock = new ManualClock(new Date('2026-11-26T12:00:00Z'));
    await seedDemoData(t.database.handle, clock, { log: () => undefined });
    await seedDemoData(t.database.handle, clock, { log: () => undefined });
  });
  afterAll(async () => {
    await t.close();
  });

  it('loads the synthetic claims once, for the demo plans, from January 2019 on', async () => {
    const claims = await t.db.selectFrom('claims').selectAll().execute();
    expect(claims.length).toBeGreaterThan(1000);
    expect(new Set(claims.map((claim) => claim.claim_id)).size).toBe(claims.length);
    expect(claims.every((claim) => claim.is_synthetic === 1 && claim.claim_id.startsWith('SYNTHETIC-'))).toBe(
      true,
    );
    expect(new Set(claims.map((claim) => claim.plan_id))).toEqual(new Set(demoPlans.map((plan) => plan.id)));
    const received = claims.map((claim) => claim.received_on).sort();
    expect(received[0]?.slice(0, 7)).toBe('2019-01');
    // Every month from January 2019 to the file's last has claims of every plan.
    const months = new Set(claims.map((claim) => `${claim.plan_id} ${claim.received_on.slice(0, 7)}`));
    const last = received[received.length - 1] ?? '';
    expect(last >= '2026-01').toBe(true);
    for (let year = 2019; `${String(year)}-01` <= last; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const text = `${String(year)}-${String(month).padStart(2, '0')}`;
        if (text > last.slice(0, 7)) break;
        for (const plan of demoPlans)
          expect(months.has(`${plan.id} ${text}`), `${plan.id} ${text}`).toBe(true);
      }
    }
  });

  it('prices every claim by the plan rule: allowed is the Medicare equivalent times the multiple, at most billed', async () => {
    const claims = await t.db.selectFrom('claims').selectAll().execute();
    for (const claim of claims) {
      const multiple = demoPlanMedicareMultiples[claim.plan_id] ?? 0;
      const expected = Math.min(claim.billed, Math.round(claim.medicare_equivalent * multiple * 100) / 100);
      expect(claim.allowed, claim.claim_id).toBeCloseTo(expected, 2);
      expect(claim.paid).toBe(claim.allowed);
      expect(
        claim.balance_billed === 0 || Math.abs(claim.balance_billed - (claim.billed - claim.allowed)) < 0.006,
      ).toBe(true);
      expect(
        claim.service_date_from <= claim.service_date_to && claim.service_date_to <= claim.received_on,
      ).toBe(true);
      expect(claim.provider_npi ?? claim.provider_ccn).not.toBeNull();
    }
  });

  it('bills only demo members of the claim plan, born before the service', async () => {
    const rows = await t.db
      .selectFrom('claims as c')
      .leftJoin('eligibility_records as e', (join) =>
        join
          .onRef('e.plan_id', '=', 'c.plan_id')
          .on((eb) =>
            eb.or([
              eb('e.member_id', '=', eb.ref('c.member_id')),
              eb('e.subscriber_member_id', '=', eb.ref('c.member_id')),
            ]),
          ),
      )
      .select([
        'c.claim_id',
        'c.patient_name',
        'c.service_date_from',
        'e.first_name',
        'e.last_name',
        'e.date_of_birth',
      ])
      .execute();
    const byClaim = new Map<string, boolean>();
    for (const row of rows) {
      const matches =
        row.first_name !== null &&
        `${row.first_name} ${row.last_name ?? ''}` === row.patient_name &&
        (row.date_of_birth ?? '') < row.service_date_from;
      byClaim.set(row.claim_id, (byClaim.get(row.claim_id) ?? false) || matches);
    }
    expect([...byClaim.entries()].filter(([, ok]) => !ok)).toEqual([]);
  });

  it('gives each demo case with claims the figures of the claims linked to it', async () => {
    const withClaims = demoCases.filter((demo) => (demo.claimIds ?? []).length > 0);
    expect(withClaims.length).toBeGreaterThan(0);
    const linked = await t.db
      .selectFrom('claims')
      .innerJoin('cases', 'cases.id', 'claims.case_id')
      .select([
        'claims.claim_id',
        'claims.plan_id as claim_plan',
        'cases.plan_id as case_plan',
        'cases.id as case_id',
        'cases.provider_name',
      ])
      .execute();
    expect(linked.map((row) => row.claim_id).sort()).toEqual(
      withClaims.flatMap((demo) => demo.claimIds ?? []).sort(),
    );
    expect(linked.every((row) => row.claim_plan === row.case_plan)).toBe(true);
    for (const demo of withClaims) {
      const caseId = linked.find((row) => row.claim_id === demo.claimIds?.[0])?.case_id ?? '';
      const claims = await t.db.selectFrom('claims').selectAll().where('case_id', '=', caseId).execute();
      const figures = await t.db
        .selectFrom('cases')
        .select([
          'total_billed_charges',
          'balance_bill_amount',
          'claim_dos_from',
          'claim_dos_to',
          'number_of_claims',
          'provider_name',
        ])
        .where('id', '=', caseId)
        .executeTakeFirstOrThrow();
      const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
      expect(figures).toEqual({
        total_billed_charges: sum(claims.map((claim) => claim.billed)),
        balance_bill_amount: sum(claims.map((claim) => claim.balance_billed)),
        claim_dos_from: claims.map((claim) => claim.service_date_from).sort()[0],
        claim_dos_to: claims
          .map((claim) => claim.service_date_to)
          .sort()
          .at(-1),
        number_of_claims: claims.length,
        provider_name: claims.sort((a, b) => a.service_date_from.localeCompare(b.service_date_from))[0]
          ?.provider_name,
      });
      expect(figures.balance_bill_amount).toBeGreaterThan(0);
      expect(claims.every((claim) => demoCaseClaims.some((spec) => spec.claimId === claim.claim_id))).toBe(
        true,
      );
    }
  });
});
