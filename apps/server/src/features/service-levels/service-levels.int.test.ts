import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultServiceLevels,
  type PlanServiceLevelsReply,
  serviceLevelMessages,
  type ServiceLevelPlansReply,
} from '@medivi/domain';
import {
  type CaseTestApp,
  caseMemberRoles,
  createCaseMember,
  createCaseTestApp,
} from '../../testing/cases.js';
import { createPlan } from '../../testing/eligibility.js';
import { clientSubmitterRoles, createClientViewer, staffRoles } from '../../testing/notifications.js';
import { createUser, type SignedIn, signIn } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';

const planId = 'sl-plan';
const url = `/api/plans/${planId}/service-levels`;

/** A body with Balance Bill's own levels and the other two types on the defaults. */
const body = (
  balanceBill: Record<string, unknown> = { firstResponseDays: 3, resolutionDays: 30, extensionDays: 5 },
) => ({
  BalanceBill: { useDefaults: false, ...balanceBill },
  AccessIssue: { useDefaults: true },
  CallAhead: { useDefaults: true },
});

describe(`a plan's service levels on ${testDialect} (issue 35 item 1)`, () => {
  let t: CaseTestApp;
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

  beforeAll(async () => {
    t = await createCaseTestApp();
    await createPlan(t.db, planId, 'Service Level Plan (synthetic)');
    await createPlan(t.db, 'sl-other', 'Another Plan (synthetic)');
    await createUser(t.db, { email: 'sl-admin@example.test', roles: staffRoles });
    admin = await signIn(t.app, 'sl-admin@example.test');
    await createCaseMember(t.db, {
      email: 'sl-member@example.test',
      memberId: 'SL100',
      planId,
      roles: caseMemberRoles,
    });
    await createClientViewer(t.db, {
      email: 'sl-client@example.test',
      planIds: [planId],
      roles: clientSubmitterRoles,
    });
    const roleUsers: Record<string, string[]> = {
      inviter: ['medivi-read', 'medivi-inviteuser'],
      analyst: ['medivi-read', 'medivi-analysis'],
      providerStaff: ['medivi-read', 'medivi-updateproviderexperience'],
      claimsAdmin: ['claims-read', 'claims-admin'],
    };
    for (const [name, roles] of Object.entries(roleUsers)) {
      await createUser(t.db, { email: `sl-${name}@example.test`, roles });
    }
    for (const name of ['member', 'client', ...Object.keys(roleUsers)]) {
      others[name] = await signIn(t.app, `sl-${name}@example.test`);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the defaults for a plan that sets none', async () => {
    const response = await get(admin);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<PlanServiceLevelsReply>();
    expect(reply.planName).toBe('Service Level Plan (synthetic)');
    expect(reply.types.BalanceBill).toEqual({
      levels: defaultServiceLevels.BalanceBill,
      usesDefaults: true,
      defaults: defaultServiceLevels.BalanceBill,
      updatedAt: null,
    });
    expect(reply.types.CallAhead.levels).toEqual({
      firstResponseDays: 1,
      resolutionDays: 3,
      extensionDays: 2,
    });
  });

  it('refuses every other role with 403 on every call, and signed out with 401', async () => {
    for (const [name, session] of Object.entries(others)) {
      for (const response of [
        await get(session, '/api/plans/service-levels'),
        await get(session),
        await put(session, body()),
      ]) {
        expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
        expect(response.json<{ code: string }>().code).toBe('FORBIDDEN_ROLE');
      }
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(await t.db.selectFrom('plan_service_levels').selectAll().execute()).toEqual([]);
  });

  it('needs the CSRF token to change them', async () => {
    const { 'x-csrf-token': _token, ...withoutToken } = admin.headers;
    const response = await t.app.inject({ method: 'PUT', url, headers: withoutToken, payload: body() });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown plan', async () => {
    for (const response of [
      await get(admin, '/api/plans/no-such-plan/service-levels'),
      await put(admin, body(), '/api/plans/no-such-plan/service-levels'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string; code: string }>()).toMatchObject({
        message: serviceLevelMessages.planNotFound,
        code: 'NOT_FOUND',
      });
    }
  });

  it('refuses levels out of bounds with a message per field, and stores nothing', async () => {
    const response = await put(admin, {
      BalanceBill: { useDefaults: false, firstResponseDays: 0, resolutionDays: 121, extensionDays: 2.5 },
      AccessIssue: { useDefaults: false, firstResponseDays: 5, resolutionDays: 4, extensionDays: 61 },
      CallAhead: { useDefaults: false, firstResponseDays: 2, resolutionDays: 3, extensionDays: 4 },
    });
    expect(response.statusCode).toBe(400);
    const reply = response.json<{ code: string; fieldErrors: Record<string, string> }>();
    expect(reply.code).toBe('VALIDATION_FAILED');
    expect(reply.fieldErrors).toEqual({
      'BalanceBill.firstResponseDays': serviceLevelMessages.firstResponseRange,
      'BalanceBill.resolutionDays': serviceLevelMessages.resolutionRange,
      'BalanceBill.extensionDays': serviceLevelMessages.wholeDays,
      'AccessIssue.resolutionDays': serviceLevelMessages.resolutionBeforeFirstResponse,
      'AccessIssue.extensionDays': serviceLevelMessages.extensionRange,
      'CallAhead.extensionDays': serviceLevelMessages.extensionLongerThanResolution,
    });
    const missing = await put(admin, { BalanceBill: { firstResponseDays: 2 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      'BalanceBill.useDefaults': serviceLevelMessages.useDefaultsRequired,
      AccessIssue: serviceLevelMessages.typeRequired('AccessIssue'),
      CallAhead: serviceLevelMessages.typeRequired('CallAhead'),
    });
    expect(await t.db.selectFrom('plan_service_levels').selectAll().execute()).toEqual([]);
  });

  it('stores a plan’s own levels, answers them, lists the plan with them, and audits the change', async () => {
    t.clock.advance(60_000);
    const saved = await put(admin, body());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ message: string }>().message).toBe(serviceLevelMessages.saved);
    const reply = (await get(admin)).json<PlanServiceLevelsReply>();
    expect(reply.types.BalanceBill).toEqual({
      levels: { firstResponseDays: 3, resolutionDays: 30, extensionDays: 5 },
      usesDefaults: false,
      defaults: defaultServiceLevels.BalanceBill,
      updatedAt: t.clock.now().toISOString(),
    });
    expect(reply.types.AccessIssue.usesDefaults).toBe(true);
    const list = (await get(admin, '/api/plans/service-levels')).json<ServiceLevelPlansReply>();
    expect(list.plans.map((plan) => [plan.planName, plan.ownTypes])).toEqual([
      ['Another Plan (synthetic)', []],
      ['Service Level Plan (synthetic)', ['BalanceBill']],
    ]);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'outcome', 'detail'])
      .where('subject_type', '=', 'plan')
      .where('subject_id', '=', planId)
      .where('outcome', '=', 'success')
      .orderBy('at')
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      'plans.service_levels_changed',
      'plans.service_levels_set',
    ]);
    const change = audit.find((row) => row.action === 'plans.service_levels_changed');
    expect(JSON.parse(change?.detail ?? '{}')).toEqual({
      BalanceBill: 'defaults (2/45/+10 business days) -> 3/30/+5 business days',
    });
  });

  it('records refused and denied attempts on the trail too', async () => {
    await put(others.inviter ?? admin, body());
    await put(admin, body({ firstResponseDays: 0, resolutionDays: 30, extensionDays: 5 }));
    const rows = await t.db
      .selectFrom('audit_events')
      .select(['action', 'outcome'])
      .where('action', '=', 'plans.service_levels_set')
      .where('subject_id', '=', planId)
      .execute();
    expect(rows.map((row) => row.outcome)).toEqual(expect.arrayContaining(['denied', 'refused', 'success']));
  });

  it('writes nothing for a save that changes nothing, and returns a type to the defaults', async () => {
    const before = (await get(admin)).json<PlanServiceLevelsReply>().types.BalanceBill.updatedAt;
    t.clock.advance(60_000);
    expect((await put(admin, body())).statusCode).toBe(200);
    expect((await get(admin)).json<PlanServiceLevelsReply>().types.BalanceBill.updatedAt).toBe(before);
    const changes = () =>
      t.db
        .selectFrom('audit_events')
        .select('detail')
        .where('action', '=', 'plans.service_levels_changed')
        .where('subject_id', '=', planId)
        .execute();
    expect(await changes()).toHaveLength(1);

    const back = await put(admin, {
      BalanceBill: { useDefaults: true },
      AccessIssue: { useDefaults: true },
      CallAhead: { useDefaults: true },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<PlanServiceLevelsReply>().types.BalanceBill).toMatchObject({
      levels: defaultServiceLevels.BalanceBill,
      usesDefaults: true,
      updatedAt: null,
    });
    expect(await t.db.selectFrom('plan_service_levels').selectAll().execute()).toEqual([]);
    expect((await changes()).map((row) => JSON.parse(row.detail ?? '{}') as unknown)).toContainEqual({
      BalanceBill: '3/30/+5 business days -> defaults (2/45/+10 business days)',
    });
  });
});
