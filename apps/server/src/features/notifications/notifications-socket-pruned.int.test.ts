import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationWire } from '@medivi/domain';
import { deletedNotificationRetentionMs, runHousekeeping } from '../../platform/housekeeping.js';
import { type CaseMember, createCaseMember, createTestCase } from '../../testing/cases.js';
import {
  connectNotificationSocket,
  type ListeningApp,
  type NotificationSocket,
  startListeningApp,
} from '../../testing/notification-socket.js';
import { changeCaseStatus, createSignedInStaff, notificationsOf } from '../../testing/notifications.js';
import { type SignedIn, signIn } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';

describe('catch-up across pruned notifications (docs/decisions/0086)', () => {
  let database: TestDatabase;
  let t: ListeningApp;
  let member: CaseMember;
  let caseId: string;
  const open: NotificationSocket[] = [];

  const subscribed = async (session: SignedIn, after?: number) => {
    const socket = await connectNotificationSocket(t.baseUrl, { cookie: session.cookie });
    open.push(socket);
    await socket.subscribe({
      userType: 'member',
      sixDegPatientIDs: [member.selfLinkId],
      ...(after === undefined ? {} : { after }),
    });
    return socket;
  };
  let staff: SignedIn;
  const move = async (status: 'Opened' | 'Processing' | 'Closed') => {
    await changeCaseStatus(
      t.app,
      staff,
      caseId,
      status,
      status === 'Processing' ? 'ContactingProvider' : null,
    );
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startListeningApp(database);
    member = await createCaseMember(database.handle.db, {
      email: 'pruned-member@example.test',
      memberId: 'PRN100',
    });
    caseId = (await createTestCase(database.handle.db, member)).id;
    staff = await createSignedInStaff(t.app, database.handle.db, 'pruned-staff@example.test');
  });
  afterAll(async () => {
    for (const socket of open) socket.ws.terminate();
    await t.close();
    await database.dispose();
  });

  it('replays the rows kept after a pruned range, in order, then goes live, without an error', async () => {
    const session = await signIn(t.app, member.email);
    const first = await subscribed(session);
    await move('Processing');
    const seen = await first.nextNotification();
    first.close();
    await first.closed();

    // While the browser is away: five more, of which the owner deletes the first three (one read).
    for (const status of ['Closed', 'Opened', 'Processing', 'Closed', 'Opened'] as const) await move(status);
    const missed = (await notificationsOf(database.handle.db, member.userId)).filter(
      (n) => n.seq > seen.Sequence,
    );
    expect(missed).toHaveLength(5);
    const [gone1, gone2, gone3, kept1, kept2] = missed as [
      (typeof missed)[0],
      (typeof missed)[0],
      (typeof missed)[0],
      (typeof missed)[0],
      (typeof missed)[0],
    ];
    const markRead = await t.app.inject({
      method: 'PUT',
      url: `/api/updateNotification/${gone2.id}`,
      headers: session.headers,
      payload: { markasread: true },
    });
    expect(markRead.statusCode).toBe(200);
    for (const gone of [gone1, gone2, gone3]) {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/deleteNotification/${gone.id}`,
        headers: session.headers,
      });
      expect(deleted.statusCode).toBe(200);
    }
    t.clock.advance(deletedNotificationRetentionMs + 1_000);
    await runHousekeeping(database.handle, t.clock);
    const stored = (await notificationsOf(database.handle.db, member.userId)).map((n) => n.id);
    expect(stored.filter((id) => [gone1.id, gone2.id, gone3.id].includes(id))).toEqual([]);
    expect(stored).toEqual(expect.arrayContaining([kept1.id, kept2.id]));

    // Back (the old session ended with the clock): the catch-up spans the pruned numbers.
    const back = await signIn(t.app, member.email);
    staff = await signIn(t.app, 'pruned-staff@example.test');
    const again = await subscribed(back, seen.Sequence);
    const replayed: NotificationWire[] = [await again.nextNotification(), await again.nextNotification()];
    expect(replayed.map((n) => n.NotificationUID)).toEqual([kept1.id, kept2.id]);
    await move('Closed');
    const live = await again.nextNotification();
    expect(live).toMatchObject({ CaseStatus: 'Closed', MarkAsRead: false });
    expect(live.Sequence).toBeGreaterThan(kept2.seq);
    expect(again.messages.filter((m) => m.type === 'error')).toEqual([]);
    expect(again.notifications()).toHaveLength(3);

    // The REST catch-up of the polling fallback spans them the same way.
    const polled = await t.app.inject({
      method: 'GET',
      url: `/api/notifications?after=${String(seen.Sequence)}`,
      headers: back.headers,
    });
    expect(polled.statusCode).toBe(200);
    expect(polled.json<NotificationWire[]>().map((n) => n.NotificationUID)).toEqual([
      live.NotificationUID,
      kept2.id,
      kept1.id,
    ]);
  });
});
