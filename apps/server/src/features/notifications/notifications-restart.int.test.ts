import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaseMember, createCaseMember, createTestCase } from '../../testing/cases.js';
import {
  connectNotificationSocket,
  type ListeningApp,
  type NotificationSocket,
  startListeningApp,
} from '../../testing/notification-socket.js';
import { createUser, signIn } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { LocalCaseStore } from '../../platform/case-store/local-case-store.js';
import { ManualClock } from '../../platform/clock.js';

describe('a server restart loses no notification', () => {
  let database: TestDatabase;
  let member: CaseMember;
  let caseId: string;
  const apps: ListeningApp[] = [];
  const open: NotificationSocket[] = [];

  const start = async () => {
    const app = await startListeningApp(database);
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    member = await createCaseMember(database.handle.db, {
      email: 'rs-member@example.test',
      memberId: 'RS100',
    });
    await createUser(database.handle.db, { email: 'rs-admin@example.test', roles: ['medivi-admin'] });
    caseId = (await createTestCase(database.handle.db, member)).id;
  });

  afterAll(async () => {
    for (const socket of open) socket.ws.terminate();
    for (const app of apps) await app.close();
    await database.dispose();
  });

  it('replays, after a restart, what was written while no server ran, in order', async () => {
    // First server: the member is connected and sees the case's first change.
    const first = await start();
    const session = await signIn(first.app, member.email);
    const admin = await signIn(first.app, 'rs-admin@example.test');
    const before = await connectNotificationSocket(first.baseUrl, { cookie: session.cookie });
    open.push(before);
    await before.subscribe({ userType: 'member', sixDegPatientIDs: [member.selfLinkId] });
    const put = (app: ListeningApp, status: string, statusDetail: string | null) =>
      app.app.inject({
        method: 'PUT',
        url: `/api/cases/${caseId}/status`,
        headers: admin.headers,
        payload: { status, statusDetail },
      });
    expect((await put(first, 'Opened', null)).statusCode).toBe(200);
    const seen = await before.nextNotification();
    expect(seen.CaseStatus).toBe('Opened');
    await first.close();
    expect((await before.closed()).code).toBe(1001);

    // While the member is offline: a change through another server that nobody is connected to…
    const second = await start();
    expect((await put(second, 'Processing', 'ContactingProvider')).statusCode).toBe(200);
    await second.close();
    // …and one recorded by a process without a notification writer (left undelivered).
    await new LocalCaseStore(database.handle.db, new ManualClock(new Date())).setStatus(
      caseId,
      'Closed',
      'Resolved',
      null,
    );

    // The next server delivers the backlog at start; the member catches up on reconnect.
    const third = await start();
    const after = await connectNotificationSocket(third.baseUrl, { cookie: session.cookie });
    open.push(after);
    await after.subscribe({
      userType: 'member',
      sixDegPatientIDs: [member.selfLinkId],
      after: seen.Sequence,
    });
    const missed = [await after.nextNotification(), await after.nextNotification()];
    expect(missed.map((n) => [n.CaseStatus, n.statusInfo])).toEqual([
      ['Processing', 'Contacting the provider'],
      ['Closed', 'Resolved'],
    ]);
    expect(missed.every((n) => !n.MarkAsRead && n.Sequence > seen.Sequence)).toBe(true);
    expect(missed[1]?.Sequence ?? 0).toBeGreaterThan(missed[0]?.Sequence ?? 0);
  });
});
