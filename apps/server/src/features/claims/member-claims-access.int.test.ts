import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorReply, MemberAccumulators, MemberClaimDetail, MemberClaimsPage } from '@medivi/domain';
import { type CaseTestApp, createCaseTestApp, createTestCase } from '../../testing/cases.js';
import type { SignedIn } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';
import { type ClaimsWorld, createClaimsWorld, insertWorldClaims } from './testing/member-claims-fixtures.js';

describe(`who sees which member claims on ${testDialect} (docs/decisions/0114)`, () => {
  let t: CaseTestApp;
  let world: ClaimsWorld;

  beforeAll(async () => {
    t = await createCaseTestApp();
    world = await createClaimsWorld(t);
    await insertWorldClaims(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (session: SignedIn | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

  async function claimIds(session: SignedIn, query = ''): Promise<string[]> {
    const response = await get(session, `/api/member/claims?pageSize=50${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<MemberClaimsPage>()
      .claims.map((claim) => claim.claimID)
      .sort();
  }

  it('shows a member his own claims and those of his dependent under 18, not of one who is 18 today', async () => {
    expect(await claimIds(world.sessions.subscriber)).toEqual([
      'MC-KID-1',
      'MC-KID-DENIED',
      'MC-KID-DENIED-2',
      'MC-SUB-1',
      'MC-SUB-2',
      'MC-SUB-PREV',
    ]);
    const page = (await get(world.sessions.subscriber, '/api/member/claims')).json<MemberClaimsPage>();
    expect(page.patients).toEqual([
      { memberId: 'MC100', name: 'SAM SUBSCRIBER', relationship: 'subscriber' },
      { memberId: 'MC101', name: 'KIM SUBSCRIBER', relationship: 'child' },
    ]);
    expect(page.plans).toEqual([{ id: 'mc-plan', name: 'Member Claims Plan (synthetic)' }]);
  });

  it("answers 404 for the adult dependent's claim, and for his member id as a filter", async () => {
    const response = await get(world.sessions.subscriber, '/api/member/claims/MC-ADULT-1');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('ALEX');
    const filtered = await get(world.sessions.subscriber, '/api/member/claims?patient=MC102');
    expect(filtered.statusCode).toBe(404);
    expect(filtered.json<ErrorReply>().fieldErrors).toHaveProperty('patient');
  });

  it('shows a dependent who holds his own account only his own claims', async () => {
    expect(await claimIds(world.sessions.adult)).toEqual(['MC-ADULT-1']);
    expect((await get(world.sessions.adult, '/api/member/claims/MC-ADULT-1')).statusCode).toBe(200);
    expect((await get(world.sessions.adult, '/api/member/claims/MC-SUB-1')).statusCode).toBe(404);
    expect((await get(world.sessions.adult, '/api/member/claims/MC-KID-1')).statusCode).toBe(404);
  });

  it("answers 404 for another member's claim on the same plan or another, and for a claim that does not exist", async () => {
    for (const claimId of ['MC-OTHER-1', 'MC-B-1', 'MC-NOPE']) {
      const response = await get(world.sessions.subscriber, `/api/member/claims/${claimId}`);
      expect(response.statusCode, claimId).toBe(404);
      expect(response.json<ErrorReply>().code).toBe('CLAIM_NOT_FOUND');
    }
    expect(await claimIds(world.sessions.other)).toEqual(['MC-OTHER-1']);
    const plan = await get(world.sessions.subscriber, '/api/member/claims?planID=mc-plan-b');
    expect(plan.statusCode).toBe(404);
    expect(plan.json<ErrorReply>().fieldErrors).toEqual({ planID: expect.any(String) as string });
  });

  it("shows client staff every claim of their plans and nothing of another plan's", async () => {
    expect(await claimIds(world.sessions.client)).toEqual([
      'MC-ADULT-1',
      'MC-KID-1',
      'MC-KID-DENIED',
      'MC-KID-DENIED-2',
      'MC-OTHER-1',
      'MC-SUB-1',
      'MC-SUB-2',
      'MC-SUB-PREV',
    ]);
    expect(await claimIds(world.sessions.client, '&patient=mc200')).toEqual(['MC-OTHER-1']);
    expect((await get(world.sessions.client, '/api/member/claims/MC-ADULT-1')).statusCode).toBe(200);
    expect((await get(world.sessions.client, '/api/member/claims/MC-B-1')).statusCode).toBe(404);
    expect((await get(world.sessions.client, '/api/member/claims?planID=mc-plan-b')).statusCode).toBe(404);
    const accumulators = await get(world.sessions.client, '/api/member/accumulators?planID=mc-plan-b');
    expect(accumulators.statusCode).toBe(404);
  });

  it('answers 401 signed out and 403 without the role or the CSRF header', async () => {
    for (const url of ['/api/member/claims', '/api/member/claims/MC-SUB-1', '/api/member/accumulators']) {
      expect((await get(null, url)).statusCode, url).toBe(401);
      const noRole = await get(world.sessions.noRole, url);
      expect(noRole.statusCode, url).toBe(403);
      expect(noRole.json<ErrorReply>().code).toBe('FORBIDDEN_ROLE');
      const { cookie } = world.sessions.subscriber;
      const noToken = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(noToken.statusCode, url).toBe(403);
    }
  });

  it('lists the cases filed about a claim that the reader may read', async () => {
    const filed = await createTestCase(t.db, world.subscriber, { claimId: 'MC-SUB-2' });
    for (const session of [world.sessions.subscriber, world.sessions.client]) {
      const detail = (await get(session, '/api/member/claims/MC-SUB-2')).json<MemberClaimDetail>();
      expect(detail.cases).toEqual([
        { caseId: filed.id, caseNumber: filed.CaseNumber, status: expect.any(String) as string },
      ]);
    }
    expect(
      (await get(world.sessions.subscriber, '/api/member/claims/MC-SUB-1')).json<MemberClaimDetail>().cases,
    ).toEqual([]);
  });

  it('writes a claim.read row with who, which claim and which patient, and a denied row for a refused read', async () => {
    // Rows of this test only: the clock stands still unless moved.
    t.clock.advance(60_000);
    const since = t.clock.now().toISOString();
    const read = await get(world.sessions.subscriber, '/api/member/claims/mc-kid-1');
    expect(read.statusCode).toBe(200);
    t.clock.advance(1000);
    await get(world.sessions.subscriber, '/api/member/claims/MC-ADULT-1');
    const rows = await t.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'subject_type', 'subject_id', 'outcome', 'detail', 'address'])
      .where('action', '=', 'claim.read')
      .where('actor_user_id', '=', world.subscriber.userId)
      .where('subject_id', 'in', ['MC-KID-1', 'MC-ADULT-1'])
      .where('at', '>=', since)
      .orderBy('at')
      .execute();
    expect(rows.map((row) => [row.subject_id, row.outcome])).toEqual([
      ['MC-KID-1', 'success'],
      ['MC-ADULT-1', 'denied'],
    ]);
    const detail = JSON.parse(rows[0]?.detail ?? '{}') as Record<string, unknown>;
    expect(detail).toMatchObject({
      status: 200,
      planId: 'mc-plan',
      patientEligibilityId: world.kidEligibilityId,
    });
    expect(rows[0]?.address).toBe('127.0.0.1');
    // Lists and accumulators leave their request rows too.
    await get(world.sessions.subscriber, '/api/member/accumulators');
    const actions = await t.db
      .selectFrom('audit_events')
      .select('action')
      .distinct()
      .where('actor_user_id', '=', world.subscriber.userId)
      .where('action', 'like', 'claim.%')
      .orderBy('action')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'claim.accumulators_read',
      'claim.listed',
      'claim.read',
    ]);
  });

  it('gives a member rows only for the people he may see, and the adult dependent the same family totals', async () => {
    const response = await get(world.sessions.subscriber, '/api/member/accumulators');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<MemberAccumulators>();
    expect(body.individuals.map((person) => person.memberId)).toEqual(['MC100', 'MC101']);
    const adultReply = await get(world.sessions.adult, '/api/member/accumulators');
    expect(adultReply.statusCode, adultReply.body).toBe(200);
    const adult = adultReply.json<MemberAccumulators>();
    expect(adult.individuals.map((person) => [person.memberId, person.deductible.used])).toEqual([
      ['MC102', 20],
    ]);
    // One family, one set of totals, whoever of it asks; his own row names nobody else.
    expect(adult.subscriberMemberId).toBe('MC100');
    expect(adult.family).toEqual(body.family);
    expect(adultReply.body).not.toContain('KIM');
    expect(adultReply.body).not.toContain('SAM');
  });
});
