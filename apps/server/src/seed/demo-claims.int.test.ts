import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedByMultiple, hasValidNpiCheckDigit } from '@medivi/domain';
import { ManualClock } from '../platform/clock.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { demoPlans } from './demo-accounts.js';
import { demoCases } from './demo-cases.js';
import { demoCaseClaims, demoPlanMedicareMultiples } from './demo-claims.js';
import { demoEligibility } from './demo-eligibility.js';
import { seedDemoData } from './seed-demo.js';

describe('demo claims seed', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-11-26T12:00:00Z'));
  const log: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.database.handle, clock, { log: (line) => log.push(line) });
    await seedDemoData(t.database.handle, clock, { log: (line) => log.push(line) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('loads the synthetic claims once, for the demo plans, from January 2019 on', async () => {
    const claims = await t.db.selectFrom('claims').selectAll().execute();
    expect(claims.length).toBeGreaterThan(1000);
    // Every line of the file passes the importer's rules, the member-claim columns' included.
    expect(log.filter((line) => line.includes('rejected'))).toEqual([]);
    expect(log).toContain(`demo seed: ${String(claims.length)} claims added (synthetic)`);
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

  it('prices every claim by the plan rule and splits it: paid = allowed − the member share', async () => {
    const claims = await t.db.selectFrom('claims').selectAll().execute();
    const cents = (value: number) => Math.round(value * 100);
    for (const claim of claims) {
      const multiple = demoPlanMedicareMultiples[claim.plan_id] ?? 0;
      // A denied claim allows nothing (decision 0114 "Adjudication").
      const allowed =
        claim.claim_status === 'denied'
          ? 0
          : allowedByMultiple(claim.billed, claim.medicare_equivalent, multiple);
      expect(claim.allowed, claim.claim_id).toBe(allowed);
      const share = [claim.deductible_amount, claim.coinsurance_amount, claim.copay_amount];
      expect(share.every((amount) => amount >= 0)).toBe(true);
      expect(cents(claim.paid) + share.reduce((sum, amount) => sum + cents(amount), 0), claim.claim_id).toBe(
        cents(claim.allowed),
      );
      expect(
        claim.balance_billed === 0 || Math.abs(claim.balance_billed - (claim.billed - claim.allowed)) < 0.006,
      ).toBe(true);
      expect(
        claim.service_date_from <= claim.service_date_to && claim.service_date_to <= claim.received_on,
      ).toBe(true);
      expect(claim.provider_npi ?? claim.provider_ccn).not.toBeNull();
    }
    // The member pays part of the care: a deductible, coinsurance and copays are all used.
    for (const column of ['deductible_amount', 'coinsurance_amount', 'copay_amount'] as const) {
      expect(
        claims.some((claim) => claim[column] > 0),
        column,
      ).toBe(true);
    }
    expect(claims.some((claim) => claim.paid > 0 && claim.paid < claim.allowed)).toBe(true);
  });

  it('ties every claim to a person of the eligibility file: subscribers, spouses and children', async () => {
    const claims = await t.db.selectFrom('claims').selectAll().execute();
    for (const claim of claims) {
      const person = demoEligibility.find(
        (row) =>
          row.memberId === claim.patient_member_id &&
          demoPlans.find((plan) => plan.id === claim.plan_id)?.name === row.planName,
      );
      expect(person, claim.claim_id).toBeDefined();
      expect(claim.patient_relationship).toBe(person?.relationship);
      expect(claim.member_id).toBe(person?.subscriberMemberId ?? person?.memberId);
      expect(claim.patient_name).toBe(`${person?.firstName ?? ''} ${person?.lastName ?? ''}`);
    }
    const relationships = new Set(claims.map((claim) => claim.patient_relationship));
    expect(relationships).toEqual(new Set(['subscriber', 'spouse', 'child']));
  });

  it('gives each claim its billing provider, place of service, class and decision', async () => {
    const claims = await t.db.selectFrom('claims').selectAll().execute();
    const places = { inpatient: ['21'], outpatient: ['22', '23'], professional: ['11', '20'] };
    for (const claim of claims) {
      expect(places[claim.claim_type], claim.claim_id).toContain(claim.place_of_service);
      expect(claim.billing_class).toBe(
        claim.claim_type === 'professional' ? 'professional' : 'institutional',
      );
      if (claim.claim_type === 'professional') expect(claim.billing_provider_npi).toBe(claim.provider_npi);
      if (claim.billing_provider_npi !== null)
        expect(hasValidNpiCheckDigit(claim.billing_provider_npi)).toBe(true);
      // No public file has providers' EINs.
      expect(claim.billing_provider_tin).toBeNull();
      // Copays only where the place of service calls for one (office, urgent care, emergency room).
      if (claim.copay_amount > 0) expect(['11', '20', '23']).toContain(claim.place_of_service);
      if (claim.claim_status === 'denied') {
        expect(claim).toMatchObject({ allowed: 0, paid: 0, deductible_amount: 0, copay_amount: 0 });
        expect(claim.denial_reason?.length ?? 0).toBeGreaterThan(10);
      } else {
        expect(claim.denial_reason).toBeNull();
      }
      const decided = claim.decided_on ?? '';
      if (claim.claim_status === 'adjusted') expect(decided > claim.received_on).toBe(true);
      else expect(decided).toBe(claim.received_on);
    }
    const facilityNpis = claims.filter(
      (claim) => claim.claim_type !== 'professional' && claim.billing_provider_npi,
    );
    expect(facilityNpis.length).toBeGreaterThan(0);
    for (const status of ['paid', 'denied', 'adjusted']) {
      expect(
        claims.some((claim) => claim.claim_status === status),
        status,
      ).toBe(true);
    }
    for (const place of ['11', '20', '21', '22', '23']) {
      expect(
        claims.some((claim) => claim.place_of_service === place),
        place,
      ).toBe(true);
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
    // The same links are the claims' cases that the EOB lists (docs/decisions/0114).
    const links = await t.db.selectFrom('claim_cases').select(['claim_id', 'case_id']).execute();
    expect(links.sort((a, b) => a.claim_id.localeCompare(b.claim_id))).toEqual(
      linked
        .map((row) => ({ claim_id: row.claim_id, case_id: row.case_id }))
        .sort((a, b) => a.claim_id.localeCompare(b.claim_id)),
    );
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

  it('imports the file again over claims seeded before they had patients, keeping their case links', async () => {
    const linked = await t.db
      .selectFrom('claims')
      .select(['claim_id', 'case_id'])
      .where('case_id', 'is not', null)
      .execute();
    expect(linked.length).toBeGreaterThan(0);
    await t.db.updateTable('claims').set({ patient_member_id: null, patient_relationship: null }).execute();
    await seedDemoData(t.database.handle, clock, { log: () => undefined });
    const unlinked = await t.db
      .selectFrom('claims')
      .select('claim_id')
      .where('patient_member_id', 'is', null)
      .execute();
    expect(unlinked).toEqual([]);
    const after = await t.db
      .selectFrom('claims')
      .select(['claim_id', 'case_id'])
      .where('case_id', 'is not', null)
      .execute();
    expect(after.sort((a, b) => a.claim_id.localeCompare(b.claim_id))).toEqual(
      linked.sort((a, b) => a.claim_id.localeCompare(b.claim_id)),
    );
  });
});
