import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type PlanTransparencyIdentifiersReply,
  type TransparencyIdentifierPlansReply,
  transparencyIdentifierMessages as messages,
  transparencyIdentifierProblems as problems,
} from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan } from '../../testing/eligibility.js';
import { clientSubmitterRoles, staffRoles } from '../../testing/notifications.js';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';
import { createTestDatabase, testDialect } from '../../testing/test-database.js';

const planId = 'tid-plan';
const url = `/api/plans/${planId}/transparency-identifiers`;

/** A complete body with an EIN (synthetic: the IRS assigns no EIN starting 00). */
const einBody = {
  planIdType: 'ein',
  planId: '00-0000104',
  planSponsorName: 'Synthetic Identifier Sponsor',
  issuerName: 'Synthetic Identifier Sponsor',
  planMarketType: 'group',
};

describe(`a plan's Transparency in Coverage identifiers on ${testDialect} (issue 34)`, () => {
  let t: TestApp;
  let dir: string;
  let admin: SignedIn;
  const others: Record<string, SignedIn> = {};

  const get = (session: SignedIn, path = url) =>
    t.app.inject({ method: 'GET', url: path, headers: session.headers });
  const put = (session: SignedIn, payload: unknown, path = url) =>
    t.app.inject({
      method: 'PUT',
      url: path,
      headers: session.headers,
      payload: payload as Record<string, unknown>,
    });
  const changeRows = () =>
    t.db
      .selectFrom('audit_events')
      .select(['detail', 'actor_user_id'])
      .where('action', '=', 'plans.transparency_identifiers_changed')
      .where('subject_id', '=', planId)
      .orderBy('at')
      .execute();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'medivi-tic-identifiers-'));
    t = await createTestApp({ database: await createTestDatabase(), transparencyDir: dir });
    await createPlan(t.db, planId, 'Identifier Plan (synthetic)');
    await createPlan(t.db, 'tid-other', 'Another Identifier Plan (synthetic)');
    await createUser(t.db, { email: 'tid-admin@example.test', roles: staffRoles });
    admin = await signIn(t.app, 'tid-admin@example.test');
    const roleUsers: Record<string, { roles: string[]; planIds?: string[] }> = {
      member: { roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'] },
      client: { roles: clientSubmitterRoles, planIds: [planId] },
      allPlans: { roles: ['medivi-read', 'medivi-6dhallplans'] },
      inviter: { roles: ['medivi-read', 'medivi-inviteuser'] },
      analyst: { roles: ['medivi-read', 'medivi-analysis'] },
      claimsAdmin: { roles: ['claims-read', 'claims-admin'] },
    };
    for (const [name, user] of Object.entries(roleUsers)) {
      await createUser(t.db, { email: `tid-${name}@example.test`, ...user });
      others[name] = await signIn(t.app, `tid-${name}@example.test`);
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a plan without identifiers: none set, what is missing, never run', async () => {
    const response = await get(admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PlanTransparencyIdentifiersReply>()).toEqual({
      planId,
      planName: 'Identifier Plan (synthetic)',
      isLive: true,
      identifiers: {
        planIdType: null,
        planId: null,
        planSponsorName: null,
        issuerName: null,
        planMarketType: null,
      },
      problems: [problems.noPlanIdType, problems.noPlanId, problems.noMarketType, problems.noIssuerName],
      lastRun: null,
    });
  });

  it('refuses every other role with 403 on every call, and signed out with 401', async () => {
    for (const [name, session] of Object.entries(others)) {
      for (const response of [
        await get(session, '/api/plans/transparency-identifiers'),
        await get(session),
        await put(session, einBody),
      ]) {
        expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
        expect(response.json<{ code: string }>().code).toBe('FORBIDDEN_ROLE');
      }
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url, payload: einBody })).statusCode).toBe(401);
    expect((await get(admin)).json<PlanTransparencyIdentifiersReply>().identifiers.planId).toBeNull();
  });

  it('needs the CSRF token to change them', async () => {
    const { 'x-csrf-token': _token, ...withoutToken } = admin.headers;
    const response = await t.app.inject({ method: 'PUT', url, headers: withoutToken, payload: einBody });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown plan', async () => {
    for (const response of [
      await get(admin, '/api/plans/no-such-plan/transparency-identifiers'),
      await put(admin, einBody, '/api/plans/no-such-plan/transparency-identifiers'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string; code: string }>()).toMatchObject({
        message: messages.planNotFound,
        code: 'NOT_FOUND',
      });
    }
  });

  it('refuses bad identifiers with a message per field, and stores nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { ...einBody, planId: '12-345678', planSponsorName: '', issuerName: ' ' },
        {
          planId: messages.einFormat,
          planSponsorName: messages.sponsorNameRequired,
          issuerName: messages.issuerNameRequired,
        },
      ],
      [
        { ...einBody, planIdType: 'hios', planId: '12345OH0010001', planMarketType: 'small group' },
        { planId: messages.hiosFormat, planMarketType: messages.marketTypeRequired },
      ],
      [
        { planIdType: 'ssn', planId: '' },
        {
          planIdType: messages.planIdTypeRequired,
          planId: messages.planIdRequired,
          issuerName: messages.issuerNameRequired,
          planMarketType: messages.marketTypeRequired,
        },
      ],
    ];
    for (const [body, fieldErrors] of cases) {
      const response = await put(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ code: string; fieldErrors: Record<string, string> }>()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors,
      });
    }
    expect((await get(admin)).json<PlanTransparencyIdentifiersReply>().identifiers.planIdType).toBeNull();
    expect(await changeRows()).toEqual([]);
  });

  it('stores an EIN typed with its hyphen as nine digits, answers it, lists the plan complete, and audits the change', async () => {
    const saved = await put(admin, einBody);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ message: string }>().message).toBe(messages.saved);
    const reply = (await get(admin)).json<PlanTransparencyIdentifiersReply>();
    expect(reply.identifiers).toEqual({ ...einBody, planId: '000000104' });
    expect(reply.problems).toEqual([]);
    const list = (
      await get(admin, '/api/plans/transparency-identifiers')
    ).json<TransparencyIdentifierPlansReply>();
    expect(list.plans.map((plan) => [plan.planName, plan.isComplete])).toEqual([
      ['Another Identifier Plan (synthetic)', false],
      ['Identifier Plan (synthetic)', true],
    ]);
    const requests = await t.db
      .selectFrom('audit_events')
      .select(['outcome'])
      .where('action', '=', 'plans.transparency_identifiers_set')
      .where('subject_id', '=', planId)
      .execute();
    expect(requests.map((row) => row.outcome)).toEqual(
      expect.arrayContaining(['denied', 'refused', 'success']),
    );
    const changes = await changeRows();
    expect(changes).toHaveLength(1);
    expect(JSON.parse(changes[0]?.detail ?? '{}')).toEqual({
      planIdType: '(none) -> ein',
      planId: '(none) -> 000000104',
      planSponsorName: '(none) -> Synthetic Identifier Sponsor',
      issuerName: '(none) -> Synthetic Identifier Sponsor',
      planMarketType: '(none) -> group',
    });
  });

  it('writes nothing for a save that changes nothing, and names each field a change touches', async () => {
    expect((await put(admin, { ...einBody, planId: '000000104' })).statusCode).toBe(200);
    expect(await changeRows()).toHaveLength(1);

    const hios = await put(admin, {
      ...einBody,
      planIdType: 'hios',
      planId: '12345oh001',
      planSponsorName: null,
      planMarketType: 'individual',
    });
    expect(hios.statusCode, hios.body).toBe(200);
    expect(hios.json<PlanTransparencyIdentifiersReply>().identifiers).toEqual({
      planIdType: 'hios',
      planId: '12345OH001',
      planSponsorName: null,
      issuerName: 'Synthetic Identifier Sponsor',
      planMarketType: 'individual',
    });
    const changes = await changeRows();
    expect(changes).toHaveLength(2);
    expect(JSON.parse(changes[1]?.detail ?? '{}')).toEqual({
      planIdType: 'ein -> hios',
      planId: '000000104 -> 12345OH001',
      planSponsorName: 'Synthetic Identifier Sponsor -> (none)',
      planMarketType: 'group -> individual',
    });
  });
});
