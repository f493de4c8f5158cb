import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessNotificationBus } from '../../platform/notifications/notification-bus.js';
import { addDependent, type CaseTestApp, createCaseTestApp, createTestCase } from '../../testing/cases.js';
import {
  createClientViewer,
  createSignedInCaseMember,
  listNotifications,
  notificationsOf,
  type SignedInCaseMember,
} from '../../testing/notifications.js';
import { type SignedIn, signIn } from '../../testing/test-app.js';

describe('notifications follow the access that brought them', () => {
  let t: CaseTestApp;
  const bus = new InProcessNotificationBus();
  let guardian: SignedInCaseMember;
  let client: SignedIn;
  let clientId: string;

  beforeAll(async () => {
    t = await createCaseTestApp({ notificationBus: bus });
    guardian = await createSignedInCaseMember(t.app, t.db, {
      email: 'guardian-a@example.test',
      memberId: 'GUA100',
      planId: 'plan-a1',
    });
    clientId = await createClientViewer(t.db, {
      email: 'client-a@example.test',
      planIds: ['plan-a1', 'plan-a2'],
    });
    client = await signIn(t.app, 'client-a@example.test');
  });
  afterAll(async () => {
    await t.close();
    await bus.close();
  });

  it("drops a deleted dependent's notifications from the guardian's list and calls, keeping his own", async () => {
    const kidLink = await addDependent(t.db, guardian, 'GUA101');
    const own = await createTestCase(t.db, guardian, { notificationBus: bus });
    const kids = await createTestCase(t.db, guardian, { linkId: kidLink, notificationBus: bus });
    const before = await listNotifications(t.app, guardian.session);
    expect(before.map((n) => n.CaseID)).toEqual([kids.id, own.id]);
    const kidsNotification = before[0]?.NotificationUID ?? '';

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/dependentMember/${kidLink}`,
      headers: guardian.session.headers,
    });
    expect(deleted.statusCode).toBe(200);

    expect((await listNotifications(t.app, guardian.session)).map((n) => n.CaseID)).toEqual([own.id]);
    const mark = await t.app.inject({
      method: 'PUT',
      url: `/api/updateNotification/${kidsNotification}`,
      headers: guardian.session.headers,
      payload: { markasread: true },
    });
    expect(mark.statusCode).toBe(404);
    const markAll = await t.app.inject({
      method: 'POST',
      url: '/api/notification/markasread',
      headers: guardian.session.headers,
      payload: { markallasread: true },
    });
    expect(markAll.json()).toMatchObject({ updated: 1 });
    // Still stored, untouched.
    const stored = (await notificationsOf(t.db, guardian.userId)).find((n) => n.id === kidsNotification);
    expect(stored).toMatchObject({ read_at: null, deleted_at: null });
  });

  it("drops a plan's notifications from a client viewer who no longer holds the plan", async () => {
    const other = await createSignedInCaseMember(t.app, t.db, {
      email: 'member-a2@example.test',
      memberId: 'MAA200',
      planId: 'plan-a2',
    });
    const onA2 = await createTestCase(t.db, other, { notificationBus: bus });
    const listed = await listNotifications(t.app, client, '/api/clientNotifications');
    expect(new Set(listed.map((n) => n.MasterPlanID))).toEqual(new Set(['plan-a1', 'plan-a2']));

    await t.db
      .deleteFrom('user_plans')
      .where('user_id', '=', clientId)
      .where('plan_id', '=', 'plan-a2')
      .execute();

    const after = await listNotifications(t.app, client, '/api/clientNotifications');
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((n) => n.MasterPlanID === 'plan-a1')).toBe(true);
    const a2Notification = listed.find((n) => n.CaseID === onA2.id)?.NotificationUID ?? '';
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/deleteClientNotification/${a2Notification}`,
      headers: client.headers,
    });
    expect(remove.statusCode).toBe(404);
  });
});
