import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caseMessages,
  type ErrorReply,
  limitedAccessLevel,
  type MemberAccumulators,
  type MemberClaimsPage,
} from '@medivi/domain';
import { type CaseTestApp, createCaseTestApp, memberCaseBody } from '../../testing/cases.js';
import type { SignedIn } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';
import { type ClaimsWorld, createClaimsWorld, insertWorldClaims } from './testing/member-claims-fixtures.js';

describe(`a 'Limited Access' member's claims on ${testDialect} (docs/decisions/0069, 0114)`, () => {
  let t: CaseTestApp;
  let world: ClaimsWorld;
  let member: SignedIn;

  beforeAll(async () => {
    t = await createCaseTestApp();
    world = await createClaimsWorld(t);
    await insertWorldClaims(t.db);
    // The subscriber still holds his two dependents' links, made before his access was limited.
    await t.db
      .updateTable('users')
      .set({ access_level: limitedAccessLevel })
      .where('id', '=', world.subscriber.userId)
      .execute();
    member = world.sessions.subscriber;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: member.headers });

  it('lists only his own claims and only himself to filter by', async () => {
    const response = await get('/api/member/claims?pageSize=50');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<MemberClaimsPage>();
    expect(page.claims.map((claim) => claim.claimID).sort()).toEqual(['MC-SUB-1', 'MC-SUB-2', 'MC-SUB-PREV']);
    expect(page.patients).toEqual([
      { memberId: 'MC100', name: 'SAM SUBSCRIBER', relationship: 'subscriber' },
    ]);
    expect(response.body).not.toContain('KIM');
    const filtered = await get('/api/member/claims?patient=MC101');
    expect(filtered.statusCode).toBe(404);
    expect(filtered.json<ErrorReply>().fieldErrors).toHaveProperty('patient');
  });

  it("answers 404 for his dependent's claim, as JSON and as a PDF", async () => {
    for (const url of ['/api/member/claims/MC-KID-1', '/api/member/claims/MC-KID-1/eob.pdf']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<ErrorReply>().code).toBe('CLAIM_NOT_FOUND');
    }
    expect((await get('/api/member/claims/MC-SUB-1')).statusCode).toBe(200);
  });

  it("gives him a row of his own only, and his family's totals", async () => {
    const response = await get('/api/member/accumulators');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<MemberAccumulators>();
    expect(body.individuals.map((person) => [person.memberId, person.deductible.used])).toEqual([
      ['MC100', 430],
    ]);
    // SAM 430 + KIM 50 + ALEX 20: the family's claims count, though their names are not shown.
    expect(body.family.deductible).toEqual({ limit: 2000, used: 500, remaining: 1500 });
    expect(response.body).not.toContain('KIM');
    expect(response.body).not.toContain('ALEX');
    const kid = await get('/api/member/accumulators?memberID=MC101');
    expect(kid.statusCode).toBe(404);
    expect(kid.json<ErrorReply>().code).toBe('MEMBER_NOT_FOUND');
  });

  it("files no Balance Bill from his dependent's claim", async () => {
    const kidLink = await t.db
      .selectFrom('member_links')
      .select('id')
      .where('eligibility_id', '=', world.kidEligibilityId)
      .where('user_id', '=', world.subscriber.userId)
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/createCase',
      headers: member.headers,
      payload: memberCaseBody(kidLink.id, 'BalanceBill', { claimID: 'MC-KID-1' }),
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json<ErrorReply>()).toMatchObject({
      code: 'CLAIM_NOT_FOUND',
      fieldErrors: { claimID: caseMessages.claimNotFound },
    });
  });
});
