import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaseTestApp, createCaseTestApp } from '../../testing/cases.js';
import {
  createClientViewer,
  createSignedInCaseMember,
  createSignedInStaff,
  fileMemberCase,
  listNotifications,
  type SignedInCaseMember,
} from '../../testing/notifications.js';
import { type SignedIn, signIn, signInPasswordOnly } from '../../testing/test-app.js';

/** Every notification call with a valid request body, `:id` filled in. */
function calls(id: string) {
  return {
    member: [
      { method: 'GET', url: '/api/notifications' },
      { method: 'POST', url: '/api/notification/markasread', payload: { markallasread: true } },
      { method: 'PUT', url: `/api/updateNotification/${id}`, payload: { markasread: true } },
      { method: 'DELETE', url: `/api/deleteNotification/${id}` },
    ],
    client: [
      { method: 'GET', url: '/api/clientNotifications' },
      { method: 'POST', url: '/api/clientNotification/markasread', payload: { markallasread: true } },
      { method: 'PUT', url: `/api/updateClientNotification/${id}`, payload: { markasread: true } },
      { method: 'DELETE', url: `/api/deleteClientNotification/${id}` },
    ],
  } as const;
}

describe('notification endpoint guards and input', () => {
  let t: CaseTestApp;
  let member: SignedInCaseMember;
  let clientViewer: SignedIn;
  let staff: SignedIn;
  let notificationId: string;

  beforeAll(async () => {
    t = await createCaseTestApp();
    member = await createSignedInCaseMember(t.app, t.db, {
      email: 'guarded@example.test',
      memberId: 'GRD100',
      planId: 'plan-g',
    });
    await createClientViewer(t.db, { email: 'viewer-g@example.test', planIds: ['plan-g'] });
    clientViewer = await signIn(t.app, 'viewer-g@example.test');
    staff = await createSignedInStaff(t.app, t.db, 'staff-g@example.test');
    await fileMemberCase(t.app, member.session);
    const [first] = await listNotifications(t.app, member.session);
    notificationId = first?.NotificationUID ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 to every call without a session', async () => {
    const all = calls(notificationId);
    for (const call of [...all.member, ...all.client]) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('answers 403 to every call without the CSRF header', async () => {
    for (const call of calls(notificationId).member) {
      const response = await t.app.inject({ ...call, headers: { cookie: member.session.cookie } });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });

  it('answers 403 to a session still waiting for its sign-in code', async () => {
    const pending = await signInPasswordOnly(t.app, member.email);
    expect(pending.isMFANeeded).toBe(true);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: pending.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'MFA_REQUIRED' });
  });

  it('answers 403 to the wrong role: client viewers on the member set, members on the client set, staff on both', async () => {
    const all = calls(notificationId);
    const refused = [
      ...all.member.map((call) => ({ call, session: clientViewer })),
      ...all.client.map((call) => ({ call, session: member.session })),
      ...[...all.member, ...all.client].map((call) => ({ call, session: staff })),
    ];
    for (const { call, session } of refused) {
      const response = await t.app.inject({ ...call, headers: session.headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });
    }
    // Nothing was marked or deleted on the way.
    const [still] = await listNotifications(t.app, member.session);
    expect(still).toMatchObject({ NotificationUID: notificationId, MarkAsRead: false });
  });

  it('answers 400 with field messages to a bad ?after=', async () => {
    for (const after of ['abc', '-1', '1.5']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/notifications?after=${after}`,
        headers: member.session.headers,
      });
      expect(response.statusCode, after).toBe(400);
      expect(response.json<{ fieldErrors?: Record<string, string> }>().fieldErrors).toHaveProperty('after');
    }
  });

  it('answers 400 to bad bodies and ids and changes nothing', async () => {
    const bad = [
      { method: 'POST', url: '/api/notification/markasread', payload: { markallasread: false } },
      { method: 'POST', url: '/api/notification/markasread', payload: {} },
      { method: 'PUT', url: `/api/updateNotification/${notificationId}`, payload: { markasread: 'yes' } },
      { method: 'PUT', url: `/api/updateNotification/${notificationId}`, payload: {} },
      { method: 'PUT', url: `/api/updateNotification/${'x'.repeat(101)}`, payload: { markasread: true } },
      { method: 'DELETE', url: `/api/deleteNotification/${'x'.repeat(101)}` },
    ] as const;
    for (const call of bad) {
      const response = await t.app.inject({ ...call, headers: member.session.headers });
      expect(response.statusCode, `${call.method} ${call.url} ${JSON.stringify(call)}`).toBe(400);
    }
    const [still] = await listNotifications(t.app, member.session);
    expect(still).toMatchObject({ NotificationUID: notificationId, MarkAsRead: false, MarkAsDeleted: false });
  });

  it('documents the eight calls in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    const all = calls('{id}');
    for (const call of [...all.member, ...all.client]) {
      expect(paths[call.url], call.url).toHaveProperty(call.method.toLowerCase());
    }
  });

  it('lets the client viewer use the client set and the member the member set', async () => {
    expect((await listNotifications(t.app, clientViewer, '/api/clientNotifications')).length).toBe(1);
    expect((await listNotifications(t.app, member.session)).length).toBe(1);
  });
});
