import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NotificationWire, notificationMessages } from '@medivi/domain';
import { InProcessNotificationBus } from '../../platform/notifications/notification-bus.js';
import { caseMemberRoles, type CaseTestApp, createCaseTestApp, createTestCase } from '../../testing/cases.js';
import {
  changeCaseStatus,
  clientSubmitterRoles,
  createClientViewer,
  createSignedInCaseMember,
  createSignedInStaff,
  fileMemberCase,
  listNotifications,
  notificationsOf,
  type SignedInCaseMember,
} from '../../testing/notifications.js';
import { type SignedIn, signIn } from '../../testing/test-app.js';

const client = '/api/clientNotifications';

describe('notification endpoints', () => {
  let t: CaseTestApp;
  const bus = new InProcessNotificationBus();
  let ann: SignedInCaseMember;
  let ben: SignedInCaseMember;
  let yuri: SignedInCaseMember;
  /** A case member of plan X who is also a client viewer of it. */
  let dana: SignedInCaseMember;
  let clientX: SignedIn;
  let clientY: SignedIn;
  let clientXId: string;
  let annCase: { id: string; CaseNumber: string };
  let appealCase: { id: string; CaseNumber: string };
  let yuriCase: { id: string; CaseNumber: string };

  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    session: SignedIn,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers: session.headers, ...(payload === undefined ? {} : { payload }) });

  beforeAll(async () => {
    t = await createCaseTestApp({ notificationBus: bus });
    clientXId = await createClientViewer(t.db, { email: 'client-x@example.test', planIds: ['plan-x'] });
    await createClientViewer(t.db, {
      email: 'client-y@example.test',
      planIds: ['plan-y'],
      roles: clientSubmitterRoles,
    });
    ann = await createSignedInCaseMember(t.app, t.db, {
      email: 'ann@example.test',
      memberId: 'ANN100',
      planId: 'plan-x',
    });
    ben = await createSignedInCaseMember(t.app, t.db, {
      email: 'ben@example.test',
      memberId: 'BEN100',
      planId: 'plan-x',
    });
    yuri = await createSignedInCaseMember(t.app, t.db, {
      email: 'yuri@example.test',
      memberId: 'YUR100',
      planId: 'plan-y',
    });
    dana = await createSignedInCaseMember(t.app, t.db, {
      email: 'dana@example.test',
      memberId: 'DAN100',
      planId: 'plan-x',
      roles: [...caseMemberRoles, 'medivi-caseviewclient'],
    });
    clientX = await signIn(t.app, 'client-x@example.test');
    clientY = await signIn(t.app, 'client-y@example.test');
    const staff = await createSignedInStaff(t.app, t.db, 'staff@example.test');

    annCase = await fileMemberCase(t.app, ann.session);
    await changeCaseStatus(t.app, staff, annCase.id, 'Processing', 'AwaitingDocuments');
    appealCase = await createTestCase(t.db, ann, {
      recordType: 'Appeal',
      channel: 'client',
      notificationBus: bus,
    });
    await fileMemberCase(t.app, dana.session);
    yuriCase = await fileMemberCase(t.app, yuri.session);
  });
  afterAll(async () => {
    await t.close();
    await bus.close();
  });

  describe('list', () => {
    it("answers the member's own notifications newest first in the spec's server names", async () => {
      const list = await listNotifications(t.app, ann.session);
      expect(list.map((n) => [n.CaseNumber, n.CaseStatus])).toEqual([
        [annCase.CaseNumber, 'Processing'],
        [annCase.CaseNumber, 'Opened'],
      ]);
      expect(list[0]).toMatchObject({
        CaseID: annCase.id,
        SixDegPatientID: ann.selfLinkId,
        MasterPlanID: 'plan-x',
        statusInfo: 'Waiting for documents from the member',
        TypeOfCase: 'Balance Bill',
        MarkAsRead: false,
        MarkAsDeleted: false,
      });
      expect(list[0]?.Sequence).toBeGreaterThan(list[1]?.Sequence ?? Infinity);
      expect(Number.isNaN(Date.parse(list[0]?.PublishedDateTime ?? ''))).toBe(false);
    });

    it('never shows a member an Appeal, which client viewers of the plan get', async () => {
      expect((await listNotifications(t.app, ann.session)).map((n) => n.CaseID)).not.toContain(appealCase.id);
      const forClient = await listNotifications(t.app, clientX, client);
      expect(forClient.filter((n) => n.TypeOfCase === 'Appeal').map((n) => n.CaseID)).toEqual([
        appealCase.id,
      ]);
    });

    it("gives a client viewer his plans' notifications only, without a patient link", async () => {
      const forX = await listNotifications(t.app, clientX, client);
      expect(new Set(forX.map((n) => n.MasterPlanID))).toEqual(new Set(['plan-x']));
      expect(forX.every((n) => n.SixDegPatientID === null)).toBe(true);
      expect(forX.map((n) => n.CaseID)).not.toContain(yuriCase.id);
      const forY = await listNotifications(t.app, clientY, client);
      expect(forY.map((n) => n.CaseID)).toEqual([yuriCase.id]);
    });

    it("does not show a member another member's notifications", async () => {
      expect(await listNotifications(t.app, ben.session)).toEqual([]);
      const forYuri = await listNotifications(t.app, yuri.session);
      expect(forYuri.map((n) => n.CaseID)).toEqual([yuriCase.id]);
    });

    it('keeps the member set and the client set of one user apart', async () => {
      const asMember = await listNotifications(t.app, dana.session);
      const asClient = await listNotifications(t.app, dana.session, client);
      expect(asMember.every((n) => n.SixDegPatientID === dana.selfLinkId)).toBe(true);
      expect(asClient.every((n) => n.SixDegPatientID === null)).toBe(true);
      expect(asClient.map((n) => n.TypeOfCase)).toContain('Appeal');
      const memberIds = new Set(asMember.map((n) => n.NotificationUID));
      expect(asClient.some((n) => memberIds.has(n.NotificationUID))).toBe(false);
      const clientRow = asClient[0] as NotificationWire;
      const viaMemberSet = await send(
        'PUT',
        `/api/updateNotification/${clientRow.NotificationUID}`,
        dana.session,
        {
          markasread: true,
        },
      );
      expect(viaMemberSet.statusCode).toBe(404);
    });

    it('answers only notifications after a Sequence with ?after=, still newest first', async () => {
      const all = await listNotifications(t.app, clientX, client);
      const oldest = all[all.length - 1] as NotificationWire;
      const after = await listNotifications(t.app, clientX, `${client}?after=${String(oldest.Sequence)}`);
      expect(after).toEqual(all.slice(0, -1));
      const newest = all[0] as NotificationWire;
      expect(await listNotifications(t.app, clientX, `${client}?after=${String(newest.Sequence)}`)).toEqual(
        [],
      );
      expect(await listNotifications(t.app, clientX, `${client}?after=0`)).toEqual(all);
      expect(await listNotifications(t.app, clientX, `${client}?after=9007199254740991`)).toEqual([]);
    });

    it('still lists notifications of a user who disabled them (the web shows the disabled state)', async () => {
      const off = await send('POST', '/api/user/updateUserSettings', ben.session, {
        enableNotification: false,
      });
      expect(off.statusCode).toBe(200);
      const benCase = await fileMemberCase(t.app, ben.session);
      expect((await listNotifications(t.app, ben.session)).map((n) => n.CaseID)).toEqual([benCase.id]);
    });
  });

  describe('mark one', () => {
    it('marks a notification read and unread again, answering it as it now is', async () => {
      const [first] = await listNotifications(t.app, ann.session);
      const id = (first as NotificationWire).NotificationUID;
      const read = await send('PUT', `/api/updateNotification/${id}`, ann.session, { markasread: true });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ NotificationUID: id, MarkAsRead: true, MarkAsDeleted: false });
      const stored = (await notificationsOf(t.db, ann.userId)).find((n) => n.id === id);
      expect(stored?.read_at).not.toBeNull();
      const unread = await send('PUT', `/api/updateNotification/${id}`, ann.session, { markasread: false });
      expect(unread.json()).toMatchObject({ NotificationUID: id, MarkAsRead: false });
      expect(
        (await listNotifications(t.app, ann.session)).find((n) => n.NotificationUID === id)?.MarkAsRead,
      ).toBe(false);
    });

    it("answers 404, not 403, for another user's notification and changes nothing", async () => {
      const [annsFirst] = await listNotifications(t.app, ann.session);
      const id = (annsFirst as NotificationWire).NotificationUID;
      const response = await send('PUT', `/api/updateNotification/${id}`, ben.session, { markasread: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: notificationMessages.notFound });
      expect((await notificationsOf(t.db, ann.userId)).find((n) => n.id === id)?.read_at).toBeNull();
      const [clientsFirst] = await listNotifications(t.app, clientX, client);
      const clientId = (clientsFirst as NotificationWire).NotificationUID;
      const viaClient = await send('PUT', `/api/updateClientNotification/${clientId}`, clientY, {
        markasread: true,
      });
      expect(viaClient.statusCode).toBe(404);
      expect(
        (await send('PUT', '/api/updateNotification/no-such-id', ann.session, { markasread: true }))
          .statusCode,
      ).toBe(404);
    });

    it('marks a client notification through the client set', async () => {
      const [first] = await listNotifications(t.app, clientY, client);
      const id = (first as NotificationWire).NotificationUID;
      const response = await send('PUT', `/api/updateClientNotification/${id}`, clientY, {
        markasread: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        NotificationUID: id,
        MarkAsRead: true,
        MasterPlanID: 'plan-y',
      });
    });
  });

  describe('mark all', () => {
    it("marks every one of the caller's notifications of that set read, and nobody else's", async () => {
      const danaClientBefore = await notificationsOf(t.db, dana.userId, 'client');
      const response = await send('POST', '/api/notification/markasread', dana.session, {
        markallasread: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: notificationMessages.markedAll, updated: 1 });
      expect((await listNotifications(t.app, dana.session)).every((n) => n.MarkAsRead)).toBe(true);
      expect(await notificationsOf(t.db, dana.userId, 'client')).toEqual(danaClientBefore);
      expect((await notificationsOf(t.db, clientXId)).every((n) => n.read_at === null)).toBe(true);
      expect((await notificationsOf(t.db, ann.userId)).every((n) => n.read_at === null)).toBe(true);
      const again = await send('POST', '/api/notification/markasread', dana.session, { markallasread: true });
      expect(again.json()).toMatchObject({ updated: 0 });
    });

    it('marks all of a client viewer through the client set', async () => {
      const count = (await listNotifications(t.app, clientX, client)).length;
      const response = await send('POST', '/api/clientNotification/markasread', clientX, {
        markallasread: true,
      });
      expect(response.json()).toEqual({ message: notificationMessages.markedAll, updated: count });
      expect((await listNotifications(t.app, clientX, client)).every((n) => n.MarkAsRead)).toBe(true);
    });
  });

  describe('delete', () => {
    it('deletes softly: gone from the list, kept stored, and a second delete or a mark answers 404', async () => {
      const before = await listNotifications(t.app, yuri.session);
      const id = (before[0] as NotificationWire).NotificationUID;
      const response = await send('DELETE', `/api/deleteNotification/${id}`, yuri.session);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: notificationMessages.deleted });
      expect((await listNotifications(t.app, yuri.session)).map((n) => n.NotificationUID)).not.toContain(id);
      expect((await notificationsOf(t.db, yuri.userId)).find((n) => n.id === id)?.deleted_at).not.toBeNull();
      expect((await send('DELETE', `/api/deleteNotification/${id}`, yuri.session)).statusCode).toBe(404);
      expect(
        (await send('PUT', `/api/updateNotification/${id}`, yuri.session, { markasread: true })).statusCode,
      ).toBe(404);
      const markAll = await send('POST', '/api/notification/markasread', yuri.session, {
        markallasread: true,
      });
      expect(markAll.json()).toMatchObject({ updated: 0 });
    });

    it("answers 404 for another user's notification and keeps it", async () => {
      const [annsFirst] = await listNotifications(t.app, ann.session);
      const id = (annsFirst as NotificationWire).NotificationUID;
      expect((await send('DELETE', `/api/deleteNotification/${id}`, ben.session)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/deleteClientNotification/${id}`, clientX)).statusCode).toBe(404);
      expect((await listNotifications(t.app, ann.session)).map((n) => n.NotificationUID)).toContain(id);
    });

    it('deletes a client notification through the client set', async () => {
      const [first] = await listNotifications(t.app, clientY, client);
      const id = (first as NotificationWire).NotificationUID;
      expect((await send('DELETE', `/api/deleteClientNotification/${id}`, clientX)).statusCode).toBe(404);
      const response = await send('DELETE', `/api/deleteClientNotification/${id}`, clientY);
      expect(response.json()).toEqual({ message: notificationMessages.deleted });
      expect(await listNotifications(t.app, clientY, client)).toEqual([]);
    });
  });
});
