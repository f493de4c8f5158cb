import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCase } from '../testing/cases.js';
import {
  changeCaseStatus,
  createSignedInCaseMember,
  createSignedInStaff,
  listNotifications,
  notificationsOf,
} from '../testing/notifications.js';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../testing/test-app.js';
import {
  deletedNotificationRetentionMs,
  pruneDeletedNotifications,
  runHousekeeping,
  spentCodeRetentionMs,
  sweepExpiredAccountData,
} from './housekeeping.js';
import { codeLifetimeMs, OneTimeCodes } from './one-time-codes.js';

describe('housekeeping of account data', () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    userId = await createUser(t.db, { email: 'sweep@example.test' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps codes for a day after they expire, then removes them; removes ended browser trusts', async () => {
    const codes = new OneTimeCodes(t.db, t.clock);
    await codes.issue(userId, 'sign-in');
    const trust = (id: string, expiresInMs: number) =>
      t.db
        .insertInto('trusted_browsers')
        .values({
          id,
          user_id: userId,
          token_hash: `hash-${id}`,
          expires_at: new Date(t.clock.now().getTime() + expiresInMs).toISOString(),
          created_at: t.clock.now().toISOString(),
        })
        .execute();
    await trust('ends-soon', 1_000);
    await trust('ends-later', 10 * spentCodeRetentionMs);
    const count = async (table: 'one_time_codes' | 'trusted_browsers') =>
      (await t.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).length;

    t.clock.advance(codeLifetimeMs['sign-in'] + 1_000);
    await sweepExpiredAccountData(t.db, t.clock);
    expect(await count('one_time_codes')).toBe(1);
    expect(await count('trusted_browsers')).toBe(1);

    t.clock.advance(spentCodeRetentionMs);
    await sweepExpiredAccountData(t.db, t.clock);
    expect(await count('one_time_codes')).toBe(0);
    expect(await count('trusted_browsers')).toBe(1);
  });
});

describe('housekeeping of deleted notifications (docs/decisions/0086)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const day = 24 * 60 * 60 * 1000;

  it('removes only notifications deleted more than the retention period ago, read or unread', async () => {
    const member = await createSignedInCaseMember(t.app, t.db, {
      email: 'prune-member@example.test',
      memberId: 'PRUNE100',
    });
    const staff = await createSignedInStaff(t.app, t.db, 'prune-staff@example.test');
    const caseId = (await createTestCase(t.db, member)).id;
    for (const status of ['Processing', 'Closed', 'Opened', 'Processing', 'Closed'] as const) {
      await changeCaseStatus(
        t.app,
        staff,
        caseId,
        status,
        status === 'Processing' ? 'ContactingProvider' : null,
      );
    }
    const ids = (await notificationsOf(t.db, member.userId)).map((n) => n.id);
    expect(ids).toHaveLength(5);
    const [keptRead, deletedUnread, deletedRead, deletedLater, keptUnread] = ids as [
      string,
      string,
      string,
      string,
      string,
    ];
    const call = async (session: SignedIn, method: 'PUT' | 'DELETE', url: string, payload?: object) => {
      const response = await t.app.inject({
        method,
        url,
        headers: session.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(200);
    };
    await call(member.session, 'PUT', `/api/updateNotification/${keptRead}`, { markasread: true });
    await call(member.session, 'PUT', `/api/updateNotification/${deletedRead}`, { markasread: true });
    await call(member.session, 'DELETE', `/api/deleteNotification/${deletedUnread}`);
    await call(member.session, 'DELETE', `/api/deleteNotification/${deletedRead}`);

    t.clock.advance(deletedNotificationRetentionMs - day);
    const later = await signIn(t.app, member.email);
    await call(later, 'DELETE', `/api/deleteNotification/${deletedLater}`);
    const stored = async () => (await notificationsOf(t.db, member.userId)).map((n) => n.id).sort();

    // Just inside the retention period: nothing goes.
    t.clock.advance(day - 1_000);
    expect(await pruneDeletedNotifications(t.db, t.clock)).toBe(0);
    expect(await stored()).toEqual([...ids].sort());

    // Past it for the first two deleted ones: those two go, whatever their read state.
    t.clock.advance(2_000);
    await runHousekeeping(t.database.handle, t.clock);
    expect(await stored()).toEqual([keptRead, deletedLater, keptUnread].sort());

    // Past it for the later one too; rows never deleted stay however old they are.
    t.clock.advance(deletedNotificationRetentionMs);
    expect(await pruneDeletedNotifications(t.db, t.clock)).toBe(1);
    t.clock.advance(10 * deletedNotificationRetentionMs);
    expect(await pruneDeletedNotifications(t.db, t.clock)).toBe(0);
    expect(await stored()).toEqual([keptRead, keptUnread].sort());
    const fresh = await signIn(t.app, member.email);
    const listed = (await listNotifications(t.app, fresh)).map((n) => n.NotificationUID).sort();
    expect(listed).toEqual([keptRead, keptUnread].sort());
  });
});
