import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedUnderMultiple,
  appealByOf,
  type ErrorReply,
  type MemberAccumulators,
  type MemberClaimDetail,
  type MemberClaimsPage,
  memberClaimsMessages,
} from '@medivi/domain';
import { claimRow } from '../../testing/claims.js';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';
import { type ClaimsWorld, createClaimsWorld, insertWorldClaims } from './testing/member-claims-fixtures.js';

describe(`My Claims figures, filters and pages on ${testDialect} (docs/decisions/0114)`, () => {
  let t: TestApp;
  let world: ClaimsWorld;
  let member: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    world = await createClaimsWorld(t);
    await insertWorldClaims(t.db);
    // Eight more of the subscriber's claims in plan year 2029, a month apart, so the list pages.
    const older = Array.from({ length: 8 }, (_, n) => {
      const day = `2029-${String(n + 3).padStart(2, '0')}-15`;
      return claimRow(`MC-SUB-OLD-${String(n + 1)}`, 'mc-plan', 'MC100', {
        service_date_from: day,
        service_date_to: day,
        received_on: day,
        provider_name: 'Synthetic Older Practice',
        provider_npi: '1003000134',
      });
    });
    await t.db.insertInto('claims').values(older).execute();
    member = world.sessions.subscriber;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, session = member) =>
    t.app.inject({ method: 'GET', url, headers: session.headers });
  const page = async (query: string) => {
    const response = await get(`/api/member/claims${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MemberClaimsPage>();
  };

  it('pages on the server, newest service first, with the total', async () => {
    const all = await page('?pageSize=50');
    expect(all.total).toBe(14);
    expect(all.claims.slice(0, 3).map((claim) => claim.claimID)).toEqual([
      'MC-KID-DENIED-2',
      'MC-KID-DENIED',
      'MC-KID-1',
    ]);
    const dates = all.claims.map((claim) => claim.serviceDateFrom);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = await page('');
    const second = await page('?page=2');
    expect(first).toMatchObject({ total: 14, page: 1, pageSize: 10 });
    expect(first.claims).toHaveLength(10);
    expect([...first.claims, ...second.claims].map((claim) => claim.claimID)).toEqual(
      all.claims.map((claim) => claim.claimID),
    );
    // A page past the last still says how many there are; a query that matches none says 0.
    expect(await page('?page=3')).toMatchObject({ claims: [], total: 14 });
    expect(await page('?provider=%25')).toMatchObject({ claims: [], total: 0 });
  });

  it('filters by patient, provider name or NPI, dates of service, status and plan', async () => {
    const ids = async (query: string) =>
      (await page(`?pageSize=50${query}`)).claims.map((claim) => claim.claimID);
    expect(await ids('&patient=mc101')).toEqual(['MC-KID-DENIED-2', 'MC-KID-DENIED', 'MC-KID-1']);
    expect(await ids('&provider=cleveland')).toEqual(['MC-SUB-2']);
    expect(await ids('&provider=1003000126')).toEqual(['MC-SUB-2']);
    expect(await ids('&provider=%25')).toEqual([]);
    expect(await ids('&from=2031-03-01&to=2031-04-01')).toEqual(['MC-KID-DENIED', 'MC-KID-1']);
    expect(await ids('&status=denied')).toEqual(['MC-KID-DENIED-2', 'MC-KID-DENIED']);
    expect(await ids('&status=paid&patient=MC101')).toEqual(['MC-KID-1']);
    expect((await page('?planID=mc-plan&from=2029-01-01&to=2029-12-31')).total).toBe(8);
  });

  it('answers a bad query with 400 and a message for each field', async () => {
    const response = await get('/api/member/claims?pageSize=20&page=0&from=2031-02-30&status=pending');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorReply>().fieldErrors).toEqual({
      pageSize: memberClaimsMessages.pageSize,
      page: memberClaimsMessages.page,
      from: memberClaimsMessages.date,
      status: memberClaimsMessages.status,
    });
    const backwards = await get('/api/member/claims?from=2031-03-02&to=2031-03-01');
    expect(backwards.json<ErrorReply>().fieldErrors).toEqual({ to: memberClaimsMessages.toBeforeFrom });
    const year = await get('/api/member/accumulators?year=1999');
    expect(year.statusCode).toBe(400);
    expect(year.json<ErrorReply>().fieldErrors).toEqual({ year: memberClaimsMessages.year });
  });

  it("shows the EOB's arithmetic: Medicare equivalent × the plan year's multiple to the cent, share, balance", async () => {
    const response = await get('/api/member/claims/MC-SUB-1');
    expect(response.statusCode, response.body).toBe(200);
    const eob = response.json<MemberClaimDetail>();
    expect(eob).toMatchObject({
      claimID: 'MC-SUB-1',
      patientMemberId: 'MC100',
      relationship: 'subscriber',
      status: 'paid',
      billed: 180,
      medicareEquivalent: 73.67,
      medicareMultiple: 1.5,
      allowed: 110.51,
      planPaid: 55.41,
      deductible: 30,
      coinsurance: 0.1,
      copay: 25,
      memberOwes: 55.1,
      balanceBillable: 69.49,
      placeOfService: '11',
      billingClass: 'professional',
      billingProviderTin: '341234567',
      decidedOn: '2030-08-20',
      appealBy: null,
    });
    expect(eob.allowed).toBe(allowedUnderMultiple(eob.medicareEquivalent, eob.medicareMultiple ?? 0));
    expect(Math.round((eob.planPaid + eob.memberOwes) * 100)).toBe(Math.round(eob.allowed * 100));
    expect(eob.explanation).toContain(
      "The plan allowed $110.51: $73.67, what Medicare would allow for the same care, times 1.5, the plan's multiple for professional claims.",
    );
    expect(eob.explanation.at(-1)).toContain('Balance Bill case');
    const outpatient = (await get('/api/member/claims/MC-SUB-2')).json<MemberClaimDetail>();
    expect(outpatient.medicareMultiple).toBe(1.6);
    expect(outpatient.allowed).toBe(allowedUnderMultiple(1000, 1.6));
  });

  it('has no multiple for a claim of a plan year without a design', async () => {
    const eob = (await get('/api/member/claims/MC-SUB-PREV')).json<MemberClaimDetail>();
    expect(eob.medicareMultiple).toBeNull();
    expect(eob.explanation[1]).toBe(
      'The plan allowed $110.51. Medicare would allow $73.67 for the same care.',
    );
  });

  it('gives a denied claim its reason and an appeal date 180 days after the decision', async () => {
    const eob = (await get('/api/member/claims/MC-KID-DENIED')).json<MemberClaimDetail>();
    expect(eob).toMatchObject({
      status: 'denied',
      relationship: 'child',
      denialReason: 'Not a covered service.',
      decidedOn: '2031-04-20',
      appealBy: '2031-10-17',
      memberOwes: 0,
      balanceBillable: 500,
    });
    expect(eob.appealBy).toBe(appealByOf('2031-04-20'));
    expect(eob.explanation).toContain(
      "You may appeal the denial until October 17, 2031, 180 days after the plan's decision (29 CFR 2560.503-1(h)(3)(i)).",
    );
  });

  /**
   * The member's share of claims on mc-plan from–to, summed by the database: of the patients
   * `memberIds`, or of every claim of the family whose subscriber is `family`.
   */
  async function sumOfShares(who: { memberIds: string[] } | { family: string }, from: string, to: string) {
    let query = t.db
      .selectFrom('claims')
      .select([
        sql<number>`coalesce(sum(deductible_amount), 0)`.as('deductible'),
        sql<number>`coalesce(sum(deductible_amount + coinsurance_amount + copay_amount), 0)`.as(
          'outOfPocket',
        ),
      ])
      .where('plan_id', '=', 'mc-plan')
      .where('claim_status', '<>', 'denied')
      .where('service_date_from', '>=', from)
      .where('service_date_from', '<=', to);
    query =
      'family' in who
        ? query.where('member_id', '=', who.family)
        : query.where(sql<string>`coalesce(patient_member_id, member_id)`, 'in', who.memberIds);
    const row = await query.executeTakeFirstOrThrow();
    const cents = (value: number | string) => Math.round(Number(value) * 100) / 100;
    return { deductible: cents(row.deductible), outOfPocket: cents(row.outOfPocket) };
  }

  it("equals a sum over the plan year's claims, denied ones left out, against the design's limits", async () => {
    const response = await get('/api/member/accumulators?planID=mc-plan');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<MemberAccumulators>();
    expect(body).toMatchObject({
      planID: 'mc-plan',
      planYear: 2030,
      from: '2030-07-01',
      to: '2031-06-30',
      subscriberMemberId: 'MC100',
    });
    expect(body.design?.deductible).toEqual({ individual: 1000, family: 2000 });
    for (const person of body.individuals) {
      const sums = await sumOfShares({ memberIds: [person.memberId] }, body.from, body.to);
      expect(person.deductible.used, person.memberId).toBe(sums.deductible);
      expect(person.outOfPocket.used, person.memberId).toBe(sums.outOfPocket);
      expect(person.deductible.remaining).toBe(Math.max(0, Math.round((1000 - sums.deductible) * 100) / 100));
    }
    expect(body.individuals.map((p) => [p.memberId, p.name, p.deductible.used, p.outOfPocket.used])).toEqual([
      ['MC100', 'SAM SUBSCRIBER', 430, 555.1],
      ['MC101', 'KIM SUBSCRIBER', 50, 60],
    ]);
    // The family counts every claim of the family: the adult dependent's $20 too, though he has no row.
    const family = await sumOfShares({ family: 'MC100' }, body.from, body.to);
    const seen = await sumOfShares({ memberIds: ['MC100', 'MC101'] }, body.from, body.to);
    expect(family.deductible).toBe(seen.deductible + 20);
    expect(body.family).toEqual({
      deductible: { limit: 2000, used: family.deductible, remaining: 1500 },
      outOfPocket: { limit: 8000, used: family.outOfPocket, remaining: 7364.9 },
    });
    expect(response.body).not.toContain('MC102');
    expect(response.body).not.toContain('ALEX');
  });

  it('has null limits for a plan year without a design', async () => {
    const body = (await get('/api/member/accumulators?year=2029')).json<MemberAccumulators>();
    expect(body).toMatchObject({ planYear: 2029, from: '2029-07-01', to: '2030-06-30', design: null });
    expect(body.individuals[0]).toEqual({
      memberId: 'MC100',
      name: 'SAM SUBSCRIBER',
      deductible: { limit: null, used: 110.51, remaining: null },
      outOfPocket: { limit: null, used: 110.51, remaining: null },
    });
  });
});
