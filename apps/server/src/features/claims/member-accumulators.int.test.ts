import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ErrorReply,
  type MemberAccumulators,
  memberClaimsMessages,
  type MemberPlanDesign,
} from '@medivi/domain';
import { claimRow } from '../../testing/claims.js';
import { createTestApp, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';
import { type ClaimsWorld, createClaimsWorld, insertWorldClaims } from './testing/member-claims-fixtures.js';

describe(`accumulators by family and the plan design on ${testDialect} (docs/decisions/0114)`, () => {
  let t: TestApp;
  let world: ClaimsWorld;

  beforeAll(async () => {
    t = await createTestApp();
    world = await createClaimsWorld(t);
    await insertWorldClaims(t.db);
    // A newborn of the family with a claim but no eligibility record yet.
    await t.db
      .insertInto('claims')
      .values(
        claimRow('MC-NEWBORN-1', 'mc-plan', 'MC100', {
          patient_member_id: 'MC103',
          patient_relationship: 'child',
          patient_name: 'NEO SUBSCRIBER',
          service_date_from: '2031-05-02',
          service_date_to: '2031-05-02',
          deductible_amount: 15,
          coinsurance_amount: 5,
        }),
      )
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (session: SignedIn | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
  const accumulators = async (session: SignedIn, query: string) => {
    const response = await get(session, `/api/member/accumulators${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MemberAccumulators>();
  };
  const rows = (body: MemberAccumulators) =>
    body.individuals.map((person) => [person.memberId, person.name, person.deductible.used]);

  // Family MC100 in plan year 2030: SAM 430 + KIM 50 + ALEX (18) 20 + NEO (no record) 15.
  const familyDeductible = 515;

  it('gives client staff the family of the member id they name: every person of it, and its totals', async () => {
    const body = await accumulators(world.sessions.client, '?planID=mc-plan&memberID=mc100');
    expect(body).toMatchObject({ planID: 'mc-plan', planYear: 2030, subscriberMemberId: 'MC100' });
    expect(rows(body)).toEqual([
      ['MC100', 'SAM SUBSCRIBER', 430],
      ['MC102', 'ALEX SUBSCRIBER', 20],
      ['MC101', 'KIM SUBSCRIBER', 50],
      ['MC103', 'NEO SUBSCRIBER', 15],
    ]);
    expect(body.family.deductible).toEqual({ limit: 2000, used: familyDeductible, remaining: 1485 });
    expect(body.design?.coinsurancePercent).toBe(20);
    expect(JSON.stringify(body)).not.toContain('OTTO');
  });

  it("finds the family from any of its members' ids, the plan from their own plans when none is named", async () => {
    for (const memberID of ['MC101', 'MC102', 'MC103']) {
      const body = await accumulators(world.sessions.client, `?memberID=${memberID}`);
      expect(body.subscriberMemberId, memberID).toBe('MC100');
      expect(body.family.deductible.used, memberID).toBe(familyDeductible);
      expect(body.individuals, memberID).toHaveLength(4);
    }
    const other = await accumulators(world.sessions.client, '?memberID=MC200');
    expect(rows(other)).toEqual([['MC200', 'OTTO OTHER', 0]]);
    expect(other.family.outOfPocket.used).toBe(0);
  });

  it('answers client staff 400 without a member id or with a bad one, and 404 for a member not on their plans', async () => {
    for (const query of ['', '?planID=mc-plan', '?planID=mc-plan&memberID=']) {
      const response = await get(world.sessions.client, `/api/member/accumulators${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ErrorReply>().fieldErrors).toEqual({
        memberID: memberClaimsMessages.memberIdRequired,
      });
    }
    const long = await get(world.sessions.client, `/api/member/accumulators?memberID=${'M'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorReply>().fieldErrors).toEqual({ memberID: memberClaimsMessages.idTooLong });
    for (const query of ['?memberID=MC300', '?memberID=NOPE', '?planID=mc-plan&memberID=MC300']) {
      const response = await get(world.sessions.client, `/api/member/accumulators${query}`);
      expect(response.statusCode, query).toBe(404);
      expect(response.json<ErrorReply>()).toMatchObject({
        code: 'MEMBER_NOT_FOUND',
        fieldErrors: { memberID: memberClaimsMessages.memberNotFound },
      });
      expect(response.body).not.toContain('BEA');
    }
    const otherPlan = await get(
      world.sessions.client,
      '/api/member/accumulators?planID=mc-plan-b&memberID=MC300',
    );
    expect(otherPlan.statusCode).toBe(404);
    expect(otherPlan.json<ErrorReply>().code).toBe('PLAN_NOT_FOUND');
  });

  it("counts every claim of a member's family, and takes a member id only of the people he sees", async () => {
    const own = await accumulators(world.sessions.subscriber, '');
    expect(rows(own)).toEqual([
      ['MC100', 'SAM SUBSCRIBER', 430],
      ['MC101', 'KIM SUBSCRIBER', 50],
    ]);
    expect(own.family.deductible.used).toBe(familyDeductible);
    expect(await accumulators(world.sessions.subscriber, '?memberID=mc101')).toEqual(own);
    for (const memberID of ['MC102', 'MC103', 'MC200']) {
      const response = await get(world.sessions.subscriber, `/api/member/accumulators?memberID=${memberID}`);
      expect(response.statusCode, memberID).toBe(404);
      expect(response.json<ErrorReply>().code).toBe('MEMBER_NOT_FOUND');
    }
    const adult = await accumulators(world.sessions.adult, '');
    expect(rows(adult)).toEqual([['MC102', 'ALEX SUBSCRIBER', 20]]);
    expect(adult.family).toEqual(own.family);
  });

  it("shows the plan's benefit design read-only to client staff before they name a family, and to members", async () => {
    for (const session of [world.sessions.client, world.sessions.subscriber]) {
      const response = await get(session, '/api/member/plan-design');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<MemberPlanDesign>();
      expect(body).toMatchObject({
        planID: 'mc-plan',
        planName: 'Member Claims Plan (synthetic)',
        planYear: 2030,
        from: '2030-07-01',
        to: '2031-06-30',
      });
      expect(body.design).toMatchObject({
        planId: 'mc-plan',
        deductible: { individual: 1000, family: 2000 },
        medicareMultiples: { inpatient: 2, outpatient: 1.6, professional: 1.5 },
        isSynthetic: true,
      });
    }
    const earlier = await get(world.sessions.client, '/api/member/plan-design?planID=mc-plan&year=2029');
    expect(earlier.json<MemberPlanDesign>()).toMatchObject({ planYear: 2029, design: null });
    const foreign = await get(world.sessions.client, '/api/member/plan-design?planID=mc-plan-b');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorReply>().fieldErrors).toEqual({ planID: memberClaimsMessages.planNotFound });
    const planB = await signIn(t.app, world.planB.email);
    expect((await get(planB, '/api/member/plan-design?planID=mc-plan')).statusCode).toBe(404);
    expect((await get(null, '/api/member/plan-design')).statusCode).toBe(401);
    expect((await get(world.sessions.noRole, '/api/member/plan-design')).statusCode).toBe(403);
    const year = await get(world.sessions.client, '/api/member/plan-design?year=1999');
    expect(year.json<ErrorReply>().fieldErrors).toEqual({ year: memberClaimsMessages.year });
  });
});
