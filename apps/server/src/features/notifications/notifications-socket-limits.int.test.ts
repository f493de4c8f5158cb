import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  maxSocketsPerUser,
  notificationSocketPath,
  socketMessages,
  socketUpgradesPerWindow,
  socketUpgradeWindowSeconds,
} from '@medivi/domain';
import { type CaseMember, createCaseMember } from '../../testing/cases.js';
import {
  connectNotificationSocket,
  type ListeningApp,
  type NotificationSocket,
  SocketRefused,
  startListeningApp,
} from '../../testing/notification-socket.js';
import { type SignedIn, signIn } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';

/** What the server answered to an upgrade it refused: status, JSON body and Retry-After. */
interface RefusedUpgrade {
  statusCode: number;
  body: { statusCode: number; error: string; message: string; code?: string };
  retryAfter: string | undefined;
}

/**
 * Sends a WebSocket upgrade request the way a browser does and resolves with the refusal; an
 * accepted upgrade is closed at once and rejects. `key` replaces the Sec-WebSocket-Key (a broken
 * one makes `ws` refuse the handshake after the route's checks).
 */
function upgradeRefusal(
  t: ListeningApp,
  options: { cookie?: string; key?: string } = {},
): Promise<RefusedUpgrade> {
  const url = new URL(`${t.baseUrl.replace(/^ws/, 'http')}${notificationSocketPath}`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      // A refused upgrade's connection is closed by the server: never reuse it.
      agent: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': options.key ?? 'dGhlIHNhbXBsZSBub25jZQ==',
        origin: url.origin,
        ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
      },
    });
    req.on('upgrade', (_response, socket) => {
      socket.destroy();
      reject(new Error('the upgrade was accepted'));
    });
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          statusCode: response.statusCode ?? 0,
          body: (response.headers['content-type']?.startsWith('application/json') === true
            ? JSON.parse(text)
            : { message: text }) as RefusedUpgrade['body'],
          retryAfter: response.headers['retry-after'],
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('limits of GET /ws/notifications (docs/decisions/0086)', () => {
  let database: TestDatabase;
  let t: ListeningApp;
  let member: CaseMember;
  let other: CaseMember;
  const open: NotificationSocket[] = [];

  const connect = async (session: SignedIn): Promise<NotificationSocket> => {
    const socket = await connectNotificationSocket(t.baseUrl, { cookie: session.cookie });
    open.push(socket);
    return socket;
  };
  const refusalOf = async (session: SignedIn): Promise<number> => {
    try {
      await connect(session);
    } catch (error) {
      if (error instanceof SocketRefused) return error.statusCode;
      throw error;
    }
    throw new Error('the socket opened');
  };
  const subscribed = async (session: SignedIn, who: CaseMember): Promise<NotificationSocket> => {
    const socket = await connect(session);
    await socket.subscribe({ userType: 'member', sixDegPatientIDs: [who.selfLinkId] });
    return socket;
  };
  /** Closes `socket` from the browser's side and waits for the closing handshake. */
  const closeAndWait = async (socket: NotificationSocket) => {
    socket.close();
    await socket.closed();
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startListeningApp(database);
    const db = database.handle.db;
    member = await createCaseMember(db, { email: 'limits-member@example.test', memberId: 'LIM100' });
    other = await createCaseMember(db, { email: 'limits-other@example.test', memberId: 'LIM200' });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    for (const socket of open) socket.ws.terminate();
    await t.close();
    await database.dispose();
  });

  it('refuses a socket past the per-user cap with 429 before the upgrade, lets another user in, and takes one again once one closes', async () => {
    const session = await signIn(t.app, member.email);
    const held: NotificationSocket[] = [];
    for (let i = 0; i < maxSocketsPerUser; i++) held.push(await subscribed(session, member));

    const refused = await upgradeRefusal(t, { cookie: session.cookie });
    expect(refused).toMatchObject({
      statusCode: 429,
      body: { statusCode: 429, message: socketMessages.tooManySockets, code: 'TOO_MANY_SOCKETS' },
    });
    // Another session of the same user counts against the same cap.
    expect(await refusalOf(await signIn(t.app, member.email))).toBe(429);

    // Another user is not affected, and gets his notifications.
    const otherSocket = await subscribed(await signIn(t.app, other.email), other);
    expect(otherSocket.ws.readyState).toBe(otherSocket.ws.OPEN);

    // The held sockets still work: a resubscribe is answered.
    const first = held[0] as NotificationSocket;
    expect(
      await first.subscribe({ userType: 'member', sixDegPatientIDs: [member.selfLinkId] }),
    ).toMatchObject({
      accepted: [member.selfLinkId],
    });

    await closeAndWait(first);
    // The server counts the socket out when its side of the close completes.
    const again = await vi.waitFor(() => subscribed(session, member), { timeout: 2_000, interval: 20 });
    expect(again.ws.readyState).toBe(again.ws.OPEN);
    // Exactly one place was freed: the next one is refused again.
    expect(await refusalOf(session)).toBe(429);

    for (const socket of [...held.slice(1), again, otherSocket]) await closeAndWait(socket);
  });

  it('gives the place back when the handshake fails after the checks', async () => {
    const session = await signIn(t.app, other.email);
    // Broken keys pass the route's checks (each takes a place) and are then refused by `ws`.
    for (let i = 0; i < maxSocketsPerUser + 2; i++) {
      expect((await upgradeRefusal(t, { cookie: session.cookie, key: 'not-a-key' })).statusCode).toBe(400);
    }
    const held: NotificationSocket[] = [];
    for (let i = 0; i < maxSocketsPerUser; i++) held.push(await subscribed(session, other));
    expect(await refusalOf(session)).toBe(429);
    for (const socket of held) await closeAndWait(socket);
  });

  it(`answers 429 with Retry-After past ${String(socketUpgradesPerWindow)} upgrades a minute, and lets the user in after the window`, async () => {
    // The limiter counts with the wall clock; only Date is faked, so sockets and drivers run.
    vi.useFakeTimers({ toFake: ['Date'] });
    const burst = await createCaseMember(database.handle.db, {
      email: 'limits-burst@example.test',
      memberId: 'LIM300',
    });
    const session = await signIn(t.app, burst.email);
    for (let i = 0; i < socketUpgradesPerWindow; i++) {
      await closeAndWait(await subscribed(session, burst));
    }
    const limited = await upgradeRefusal(t, { cookie: session.cookie });
    expect(limited).toMatchObject({
      statusCode: 429,
      body: {
        code: 'RATE_LIMITED',
        message: 'Too many notification connection attempts. Please try again in 1 minute.',
      },
    });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(socketUpgradeWindowSeconds);
    // Other users keep their own count.
    await closeAndWait(await subscribed(await signIn(t.app, other.email), other));

    vi.setSystemTime(Date.now() + socketUpgradeWindowSeconds * 1000 + 1_000);
    const back = await subscribed(session, burst);
    expect(back.ws.readyState).toBe(back.ws.OPEN);
    await closeAndWait(back);
  });

  it('answers an upgrade without a session 401 every time, without counting it', async () => {
    const counters = async () =>
      (
        await sql<{ key: string; points: number }>`select key, points from rate_limits order by key`.execute(
          database.handle.db,
        )
      ).rows;
    const before = await counters();
    for (let i = 0; i < socketUpgradesPerWindow + 5; i++) {
      expect((await upgradeRefusal(t)).statusCode).toBe(401);
    }
    expect(await counters()).toEqual(before);
  });
});
