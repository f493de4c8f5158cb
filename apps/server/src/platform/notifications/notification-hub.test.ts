import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SocketServerMessage, socketCloseCodes } from '@medivi/domain';
import { ManualClock } from '../clock.js';
import { InProcessNotificationBus } from './notification-bus.js';
import type {
  DeliverableRow,
  NotificationDeliveryRepository,
  SessionState,
} from './notification-delivery.repository.js';
import { type HubSocket, NotificationHub, type SocketSlot } from './notification-hub.js';

/** A socket that records what the hub sends. */
class FakeSocket extends EventEmitter {
  readyState: number = 1;
  bufferedAmount = 0;
  readonly sent: SocketServerMessage[] = [];
  closedWith: number | null = null;
  terminated = false;
  send(data: string): void {
    this.sent.push(JSON.parse(data) as SocketServerMessage);
  }
  close(code?: number): void {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
    this.emit('close');
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }
  ping(): void {
    // A dead peer never answers.
  }
  sequences(): number[] {
    return this.sent.flatMap((m) => (m.type === 'notification' ? [m.payload.Sequence] : []));
  }
}

function row(seq: number, userId = 'u1', patient = 'p1'): DeliverableRow {
  return {
    id: `n${String(seq)}-${userId}`,
    seq,
    user_id: userId,
    audience: 'member',
    case_id: 'c1',
    six_deg_patient_id: patient,
    plan_id: 'plan',
    subject: 'Case CS-000001 is Closed',
    message: 'The status changed.',
    case_number: 'CS-000001',
    case_status: 'Closed',
    status_info: null,
    type_of_case: 'Balance Bill',
    published_at: '2026-01-05T15:00:00.000Z',
    read_at: null,
    deleted_at: null,
  };
}

/** The database as the hub sees it: committed rows, and a gate to hold a read in flight. */
class FakeRepository {
  rows: DeliverableRow[] = [];
  committed = 0;
  hold: Promise<void> | null = null;
  commit(...rows: DeliverableRow[]): void {
    this.rows.push(...rows);
    this.committed = Math.max(this.committed, ...rows.map((r) => r.seq));
  }
  ownedPatientIds(_userId: string, ids: readonly string[]): Promise<Set<string>> {
    return Promise.resolve(new Set(ids.filter((id) => id.startsWith('p'))));
  }
  committedSeq(): Promise<number> {
    return Promise.resolve(this.committed);
  }
  async rowsBetween(userIds: readonly string[], after: number, upto: number): Promise<DeliverableRow[]> {
    const found = this.rows.filter((r) => userIds.includes(r.user_id) && r.seq > after && r.seq <= upto);
    if (this.hold !== null) await this.hold;
    return found.sort((a, b) => a.seq - b.seq);
  }
  /** Sessions the check finds alive; none unless a test says so. */
  liveSessions: string[] = [];
  sessionHold: Promise<void> | null = null;
  async sessionStates(ids: readonly string[]): Promise<SessionState[]> {
    const found = ids
      .filter((id) => this.liveSessions.includes(id))
      .map((id) => ({
        id,
        expiresAt: '2999-01-01T00:00:00.000Z',
        isDeactivated: false,
        isPasswordExpired: false,
      }));
    if (this.sessionHold !== null) await this.sessionHold;
    return found;
  }
}

const silentLog = { error: () => undefined } as unknown as FastifyBaseLogger;

describe('NotificationHub', () => {
  let hub: NotificationHub | null = null;
  afterEach(() => {
    hub?.close();
    vi.useRealTimers();
  });

  const setUp = (options = {}) => {
    const repository = new FakeRepository();
    const bus = new InProcessNotificationBus();
    hub = new NotificationHub(
      repository as unknown as NotificationDeliveryRepository,
      bus,
      new ManualClock(),
      silentLog,
      options,
    );
    const socket = new FakeSocket();
    hub.attach(socket as unknown as HubSocket, { sessionId: 's1', userId: 'u1', audiences: ['member'] });
    return { repository, bus, socket, hub };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('sends a notification committed while the replay read was in flight, once', async () => {
    const { repository, bus, socket } = setUp();
    repository.commit(row(1));
    let release = (): void => undefined;
    repository.hold = new Promise((resolve) => (release = resolve));
    socket.emit(
      'message',
      Buffer.from(JSON.stringify({ userType: 'member', sixDegPatientIDs: ['p1'], after: 0 })),
      false,
    );
    await settle();
    // Committed after the replay chose its range: announced while the socket is not live yet.
    repository.commit(row(2));
    await bus.publish({ kind: 'notifications', seq: 2, userIds: ['u1'] });
    repository.hold = null;
    release();
    await settle();
    await settle();
    expect(socket.sequences()).toEqual([1, 2]);
  });

  it('does not repeat a notification the replay already read when its announcement comes late', async () => {
    const { repository, bus, socket } = setUp();
    repository.commit(row(1), row(2));
    socket.emit(
      'message',
      Buffer.from(JSON.stringify({ userType: 'member', sixDegPatientIDs: ['p1'], after: 0 })),
      false,
    );
    await settle();
    await bus.publish({ kind: 'notifications', seq: 2, userIds: ['u1'] });
    await settle();
    expect(socket.sequences()).toEqual([1, 2]);
  });

  it('neither skips nor repeats when announcements arrive out of order', async () => {
    const { repository, bus, socket } = setUp();
    socket.emit(
      'message',
      Buffer.from(JSON.stringify({ userType: 'member', sixDegPatientIDs: ['p1'] })),
      false,
    );
    await settle();
    repository.commit(row(1), row(2));
    await bus.publish({ kind: 'notifications', seq: 2, userIds: ['u1'] });
    await bus.publish({ kind: 'notifications', seq: 1, userIds: ['u1'] });
    await settle();
    expect(socket.sequences()).toEqual([1, 2]);
  });

  it('delivers what commits right after the subscribe was answered, when it carries no `after`', async () => {
    const { repository, bus, socket } = setUp();
    const send = socket.send.bind(socket);
    // The browser acts on 'subscribed' at once: the next case event commits and is announced
    // before the hub has finished its own subscribe work.
    socket.send = (data: string) => {
      send(data);
      if ((JSON.parse(data) as SocketServerMessage).type === 'subscribed') {
        repository.commit(row(1));
        void bus.publish({ kind: 'notifications', seq: 1, userIds: ['u1'] });
      }
    };
    socket.emit(
      'message',
      Buffer.from(JSON.stringify({ userType: 'member', sixDegPatientIDs: ['p1'] })),
      false,
    );
    await settle();
    await settle();
    expect(socket.sequences()).toEqual([1]);
  });

  it('sends only rows of the accepted patients', async () => {
    const { repository, bus, socket } = setUp();
    socket.emit(
      'message',
      Buffer.from(JSON.stringify({ userType: 'member', sixDegPatientIDs: ['p1', 'x9'] })),
      false,
    );
    await settle();
    expect(socket.sent[0]).toEqual({
      type: 'subscribed',
      userType: 'member',
      accepted: ['p1'],
      refused: ['x9'],
    });
    repository.commit(row(1, 'u1', 'p2'), row(2, 'u2', 'p1'), row(3, 'u1', 'p1'));
    await bus.publish({ kind: 'notifications', seq: 3, userIds: ['u1', 'u2'] });
    await settle();
    expect(socket.sequences()).toEqual([3]);
  });

  it('catches up on resync with what the bus missed', async () => {
    const { repository, socket, hub: live } = setUp();
    socket.emit(
      'message',
      Buffer.from(JSON.stringify({ userType: 'member', sixDegPatientIDs: ['p1'] })),
      false,
    );
    await settle();
    repository.commit(row(1), row(2));
    await live.resync();
    expect(socket.sequences()).toEqual([1, 2]);
  });

  it('leaves a socket that opened while the session check was reading to the next check', async () => {
    const { repository, hub: live, socket } = setUp();
    repository.liveSessions = ['s1', 's2'];
    let release = (): void => undefined;
    repository.sessionHold = new Promise((resolve) => (release = resolve));
    const checking = live.checkSessions();
    // Signed in and connected while the check's read is under way.
    const late = new FakeSocket();
    live.attach(late as unknown as HubSocket, { sessionId: 's2', userId: 'u2', audiences: ['member'] });
    release();
    await checking;
    expect(late.closedWith).toBeNull();
    expect(socket.closedWith).toBeNull();
    // The next check judges it, and an ended session is closed then.
    repository.sessionHold = null;
    repository.liveSessions = ['s1'];
    await live.checkSessions();
    expect(late.closedWith).toBe(socketCloseCodes.sessionEnded);
    expect(socket.closedWith).toBeNull();
  });

  it('drops a peer that does not answer pings', () => {
    vi.useFakeTimers();
    const { socket } = setUp({ heartbeatIntervalMs: 1_000 });
    vi.advanceTimersByTime(1_000);
    expect(socket.terminated).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(socket.terminated).toBe(true);
  });
  describe('sockets per user (docs/decisions/0086)', () => {
    const attachAs = (h: NotificationHub, userId: string, slot?: SocketSlot) => {
      const socket = new FakeSocket();
      h.attach(
        socket as unknown as HubSocket,
        { sessionId: `s-${userId}`, userId, audiences: ['member'] },
        slot,
      );
      return socket;
    };

    it('reserves places up to the cap per user, counting open sockets and upgrades under way', () => {
      const { hub: h } = setUp({ maxSocketsPerUser: 3 });
      expect(h.socketsOf('u1')).toBe(1);
      const slot = h.reserve('u1');
      expect(slot).not.toBeNull();
      attachAs(h, 'u1', slot ?? undefined);
      expect(h.socketsOf('u1')).toBe(2);
      const pending = h.reserve('u1');
      expect(h.socketsOf('u1')).toBe(3);
      expect(h.hasRoomFor('u1')).toBe(false);
      expect(h.reserve('u1')).toBeNull();
      // Another user has places of his own.
      expect(h.reserve('u2')).not.toBeNull();
      // An upgrade that never completed gives its place back once, however often it is released.
      pending?.release();
      pending?.release();
      expect(h.socketsOf('u1')).toBe(2);
      // A place taken by a socket is not given back by a late release.
      slot?.release();
      expect(h.socketsOf('u1')).toBe(2);
    });

    it('counts a socket out once, whichever way it ends', async () => {
      vi.useFakeTimers();
      const { hub: h, socket } = setUp({
        maxSocketsPerUser: 5,
        subscribeTimeoutMs: 1_000,
        heartbeatIntervalMs: 100,
      });
      const refused = attachAs(h, 'u1');
      const silent = attachAs(h, 'u1');
      const dropped = attachAs(h, 'u1');
      expect(h.socketsOf('u1')).toBe(4);
      // A bad message: refused and closed (its close event comes too).
      refused.emit('message', Buffer.from('nonsense'), false);
      expect(refused.closedWith).not.toBeNull();
      expect(h.socketsOf('u1')).toBe(3);
      // The browser closes one (its close event, repeated, counts once).
      socket.close();
      socket.emit('close');
      expect(h.socketsOf('u1')).toBe(2);
      // Two subscribed peers that never answer pings are dropped at the heartbeat; a late close event of one changes nothing.
      for (const s of [silent, dropped]) {
        s.emit(
          'message',
          Buffer.from(JSON.stringify({ userType: 'member', sixDegPatientIDs: ['p1'] })),
          false,
        );
      }
      await vi.advanceTimersByTimeAsync(250);
      expect(dropped.terminated).toBe(true);
      dropped.emit('close');
      expect(h.socketsOf('u1')).toBe(0);
      expect(h.size).toBe(0);
    });
  });
});
