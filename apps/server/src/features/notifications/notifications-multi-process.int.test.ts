import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketCloseCodes } from '@medivi/domain';
import { type CaseMember, createCaseMember, createTestCase } from '../../testing/cases.js';
import {
  connectNotificationSocket,
  type ListeningApp,
  type NotificationSocket,
  startListeningApp,
} from '../../testing/notification-socket.js';
import { createUser, type SignedIn, signIn } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../../testing/test-database.js';
import {
  InProcessNotificationBus,
  type NotificationBus,
} from '../../platform/notifications/notification-bus.js';
import { ManualClock } from '../../platform/clock.js';
import { PostgresNotificationBus } from '../../platform/notifications/postgres-notification-bus.js';

/**
 * Two server processes on one database (issue 5 item 5): two apps, each with its own bus. On
 * PostgreSQL each bus LISTENs on its own connection; SQLite runs one process, so there the two
 * apps share the in-process bus and the test shows the hub of each app delivers independently.
 */
describe('notifications across two server processes', () => {
  let database: TestDatabase;
  let busA: NotificationBus;
  let busB: NotificationBus;
  let a: ListeningApp;
  let b: ListeningApp;
  let member: CaseMember;
  let caseId: string;
  let adminOnA: SignedIn;
  let adminOnB: SignedIn;
  const open: NotificationSocket[] = [];

  const setStatus = async (on: ListeningApp, admin: SignedIn, status: 'Opened' | 'Processing' | 'Closed') => {
    const response = await on.app.inject({
      method: 'PUT',
      url: `/api/cases/${caseId}/status`,
      headers: admin.headers,
      payload: { status, statusDetail: status === 'Processing' ? 'ContactingProvider' : null },
    });
    expect(response.statusCode).toBe(200);
  };
  let clock: ManualClock;
  // Each sign-in a second later, so the newest e-mailed code is the one just sent.
  const signInOn = (on: ListeningApp, email: string) => {
    clock.advance(1_000);
    return signIn(on.app, email);
  };
  const memberSocket = async (on: ListeningApp, session?: SignedIn) => {
    const socket = await connectNotificationSocket(on.baseUrl, {
      cookie: (session ?? (await signInOn(on, member.email))).cookie,
    });
    open.push(socket);
    await socket.subscribe({ userType: 'member', sixDegPatientIDs: [member.selfLinkId] });
    return socket;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const pool = database.handle.pool;
    if (pool === null) {
      busA = busB = new InProcessNotificationBus();
    } else {
      busA = await PostgresNotificationBus.connect(pool, { minBackoffMs: 20 });
      // B waits longer before reconnecting, so a status change made meanwhile is really missed.
      busB = await PostgresNotificationBus.connect(pool, { minBackoffMs: 400 });
    }
    // One clock for both, as real processes share the wall clock (sign-in codes are ordered by it).
    clock = new ManualClock(new Date());
    a = await startListeningApp(database, { bus: busA, clock });
    b = await startListeningApp(database, { bus: busB, clock });
    member = await createCaseMember(database.handle.db, {
      email: 'mp-member@example.test',
      memberId: 'MP100',
    });
    await createUser(database.handle.db, { email: 'mp-admin@example.test', roles: ['medivi-admin'] });
    caseId = (await createTestCase(database.handle.db, member)).id;
    adminOnA = await signInOn(a, 'mp-admin@example.test');
    adminOnB = await signInOn(b, 'mp-admin@example.test');
  });

  afterAll(async () => {
    for (const socket of open) socket.ws.terminate();
    await a.close();
    await b.close();
    await busA.close();
    await busB.close();
    await database.dispose();
  });

  it('delivers a change made through A to a socket on B, and one made through B to a socket on A', async () => {
    const onA = await memberSocket(a);
    const onB = await memberSocket(b);
    await setStatus(a, adminOnA, 'Processing');
    const viaA = await onB.nextNotification();
    expect(viaA).toMatchObject({ CaseID: caseId, CaseStatus: 'Processing', MarkAsRead: false });
    expect((await onA.nextNotification()).NotificationUID).toBe(viaA.NotificationUID);

    await setStatus(b, adminOnB, 'Closed');
    const viaB = await onA.nextNotification();
    expect(viaB).toMatchObject({ CaseID: caseId, CaseStatus: 'Closed' });
    expect((await onB.nextNotification()).NotificationUID).toBe(viaB.NotificationUID);
    expect(onA.notifications()).toHaveLength(2);
    expect(onB.notifications()).toHaveLength(2);
  });

  it('closes a socket on B with 4401 when its session signs out through A', async () => {
    const session = await signInOn(a, member.email);
    const onB = await memberSocket(b, session);
    const out = await a.app.inject({ method: 'POST', url: '/api/logout', headers: session.headers });
    expect(out.statusCode).toBe(200);
    expect((await onB.closed()).code).toBe(socketCloseCodes.sessionEnded);
  });

  it.skipIf(testDialect === 'sqlite')(
    "recovers when B's listener connection is killed: reconnects, resyncs and loses nothing",
    async () => {
      if (!(busB instanceof PostgresNotificationBus)) throw new Error('PostgreSQL bus expected');
      const onB = await memberSocket(b);
      const killed = busB.listenerPid;
      expect(killed).not.toBeNull();
      const resynced = new Promise<void>((resolve) => {
        const off = busB.onResync(() => {
          off();
          resolve();
        });
      });
      await database.handle.pool?.query('select pg_terminate_backend($1)', [killed]);
      // Made while B is deaf: its NOTIFY never reaches B.
      await setStatus(a, adminOnA, 'Opened');
      await resynced;
      expect(busB.listenerPid).not.toBeNull();
      expect(busB.listenerPid).not.toBe(killed);
      expect(await onB.nextNotification()).toMatchObject({ CaseID: caseId, CaseStatus: 'Opened' });
      // And live delivery works again on the new connection.
      await setStatus(a, adminOnA, 'Processing');
      expect(await onB.nextNotification()).toMatchObject({ CaseStatus: 'Processing' });
      expect(onB.notifications()).toHaveLength(2);
    },
  );
});
