import type { FastifyBaseLogger } from 'fastify';
import WebSocket, { type RawData } from 'ws';
import {
  maxSocketsPerUser,
  type SocketServerMessage,
  type SocketSubscribe,
  socketCloseCodes,
  socketMessages,
  socketRolesChangedCloseCode,
  socketSubscribeTimeoutMs,
} from '@medivi/domain';
import type { Clock } from '../clock.js';
import type { BusMessage, NotificationBus } from './notification-bus.js';
import type { DeliverableRow, NotificationDeliveryRepository } from './notification-delivery.repository.js';
import { toNotificationWire } from './notification-rows.js';
import { advanceCursor, sessionVerdict } from './hub-cursor.js';
import { HubSockets } from './hub-sockets.js';
import {
  type Connection,
  type HubSocket,
  maxBufferedBytes,
  parseSubscribe,
  type SocketOwner,
  type SocketSlot,
} from './hub-connection.js';

export { closeSocketServer, type HubSocket, type SocketOwner, type SocketSlot } from './hub-connection.js';

/** Timers of the hub, ms; tests shorten them. */
export interface NotificationHubOptions {
  /** How often sockets whose session ended in any process are closed; default 15 s. */
  sessionCheckIntervalMs?: number;
  /** How often each socket is pinged; a peer that did not answer the last ping is dropped. Default 30 s. */
  heartbeatIntervalMs?: number;
  /** Wait for the first subscribe message; default `socketSubscribeTimeoutMs`. */
  subscribeTimeoutMs?: number;
  /** Open sockets one user may hold in this process; default `maxSocketsPerUser`. */
  maxSocketsPerUser?: number;
}

/**
 * The live sockets of this process (issue 5 items 3 and 5; docs/decisions/0073, 0074). Each socket
 * is subscribed to the ids its session owns; a notification reaches a member socket only when it
 * is the user's, audience 'member', for an accepted sixDegPatientID, and a client socket only when
 * it is the user's, audience 'client', for an accepted plan.
 *
 * Delivery never trusts the bus for content: a bus message names a number and the users; the hub
 * reads those rows once and sends each to the matching sockets. Every socket keeps a cursor (the
 * greatest number it is complete up to) and each read covers (cursor, number], so a replay on
 * subscribe, a late bus message or a resync after a lost PostgreSQL connection neither repeats
 * nor skips a notification.
 */
export class NotificationHub {
  private readonly sockets: HubSockets;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly unsubscribe: (() => void)[] = [];
  private readonly subscribeTimeoutMs: number;
  private isCheckingSessions = false;

  constructor(
    private readonly repository: NotificationDeliveryRepository,
    bus: NotificationBus,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    options: NotificationHubOptions = {},
  ) {
    this.subscribeTimeoutMs = options.subscribeTimeoutMs ?? socketSubscribeTimeoutMs;
    this.sockets = new HubSockets(options.maxSocketsPerUser ?? maxSocketsPerUser);
    this.unsubscribe.push(
      bus.subscribe((message) => {
        this.onBusMessage(message);
      }),
      bus.onResync(() => {
        this.background(this.resync(), 'resync');
      }),
    );
    this.every(options.sessionCheckIntervalMs ?? 15_000, () => {
      // A check still running (a slow database) is not joined by another: overlapping checks
      // would pile up and hold every pooled connection, starving subscribes and deliveries.
      if (this.isCheckingSessions) return;
      this.isCheckingSessions = true;
      this.background(
        this.checkSessions().finally(() => {
          this.isCheckingSessions = false;
        }),
        'session check',
      );
    });
    this.every(options.heartbeatIntervalMs ?? 30_000, () => {
      this.heartbeat();
    });
  }

  /** How many sockets are open on this process. */
  get size(): number {
    return this.sockets.size;
  }

  /** How many sockets `userId` has open on this process, with places reserved for upgrades under way. */
  socketsOf(userId: string): number {
    return this.sockets.counts.of(userId);
  }

  /**
   * True while `userId` holds fewer than the per-process cap of sockets (open or reserved). A
   * check only: `reserve` takes the place.
   */
  hasRoomFor(userId: string): boolean {
    return this.sockets.counts.hasRoomFor(userId);
  }

  /**
   * Reserves one of `userId`'s places before the upgrade happens, so that upgrades in flight at
   * the same time cannot together pass the cap (docs/decisions/0086). The cap counts sockets of
   * this process only. `attach` turns the place into the socket; an upgrade that never completes
   * must `release` it (releasing twice, or after `attach`, does nothing).
   * @returns The reserved place, or null when the user already holds the cap.
   */
  reserve(userId: string): SocketSlot | null {
    return this.sockets.counts.reserve(userId);
  }

  /**
   * Takes over a socket the route accepted, in the place `slot` reserved for it (when given).
   * Message handlers are attached at once, so nothing the browser sends right after opening is
   * lost.
   */
  attach(ws: HubSocket, owner: SocketOwner, slot?: SocketSlot): void {
    const conn: Connection = {
      ws,
      owner,
      audience: null,
      accepted: new Set(),
      cursor: null,
      pendingUpTo: 0,
      generation: 0,
      isAlive: true,
      subscribeTimer: null,
    };
    slot?.release();
    this.sockets.add(conn);
    conn.subscribeTimer = setTimeout(() => {
      this.refuse(conn, socketCloseCodes.badMessage, socketMessages.subscribeTimeout);
    }, this.subscribeTimeoutMs);
    ws.on('pong', () => {
      conn.isAlive = true;
    });
    ws.on('message', (data, isBinary) => {
      this.onSocketMessage(conn, data, isBinary);
    });
    ws.on('close', () => {
      this.remove(conn);
    });
  }

  /** Closes the sockets of the stored session ids given (sign-out in any process). */
  closeSessions(sessionIds: readonly string[]): void {
    const ended = new Set(sessionIds);
    for (const conn of this.sockets.all()) {
      if (ended.has(conn.owner.sessionId)) {
        this.end(conn, socketCloseCodes.sessionEnded, socketMessages.sessionEnded);
      }
    }
  }

  /**
   * Closes every socket of `userIds`, subscribed or not, with `socketRolesChangedCloseCode` (a role
   * was added or removed in any process): the browser reconnects and the upgrade reads the roles
   * afresh (docs/decisions/0100).
   */
  closeUsers(userIds: readonly string[]): void {
    const changed = new Set(userIds);
    for (const conn of this.sockets.all()) {
      if (changed.has(conn.owner.userId)) {
        this.end(conn, socketRolesChangedCloseCode, socketMessages.rolesChanged);
      }
    }
  }

  /**
   * Closes sockets whose session row is gone or expired (sign-out, idle timeout, password change
   * in any process) with 4401, and those of deactivated accounts or expired passwords with 4403.
   */
  async checkSessions(): Promise<void> {
    // Only the sockets open when the read starts are judged by it: one attached while the read
    // is under way has a session the read did not ask about, and is checked next time.
    const checked = this.sockets.all();
    const ids = [...new Set(checked.map((c) => c.owner.sessionId))];
    if (ids.length === 0) return;
    const states = new Map((await this.repository.sessionStates(ids)).map((s) => [s.id, s]));
    const now = this.clock.now().getTime();
    for (const conn of checked) {
      if (!this.sockets.has(conn)) continue;
      const verdict = sessionVerdict(states.get(conn.owner.sessionId), now);
      if (verdict === 'ended') this.end(conn, socketCloseCodes.sessionEnded, socketMessages.sessionEnded);
      if (verdict === 'forbidden') this.end(conn, socketCloseCodes.forbidden, socketMessages.notAllowed);
    }
  }

  /**
   * Re-reads what every socket may have missed while the bus was deaf (a lost PostgreSQL
   * connection): everything numbered after its cursor up to the greatest committed number.
   */
  async resync(): Promise<void> {
    const upto = await this.repository.committedSeq();
    const ready: Connection[] = [];
    for (const conn of this.sockets.all()) {
      if (conn.cursor === null) conn.pendingUpTo = Math.max(conn.pendingUpTo, upto);
      else if (conn.cursor < upto) ready.push(conn);
    }
    await this.deliver(ready, upto);
  }

  /** Stops the timers and the bus listener, and closes every socket with 1001 (going away). */
  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    for (const off of this.unsubscribe) off();
    for (const open of this.sockets.all()) this.end(open, 1001, socketMessages.serverClosing);
  }

  private onBusMessage(message: BusMessage): void {
    if (message.kind === 'sessions-ended') {
      this.closeSessions(message.sessionIds);
      return;
    }
    if (message.kind === 'roles-changed') {
      this.closeUsers(message.userIds);
      return;
    }
    const ready: Connection[] = [];
    for (const userId of message.userIds) {
      for (const conn of this.sockets.ofUser(userId)) {
        if (conn.cursor === null) conn.pendingUpTo = Math.max(conn.pendingUpTo, message.seq);
        else if (conn.cursor < message.seq) ready.push(conn);
      }
    }
    this.background(this.deliver(ready, message.seq), 'delivery');
  }

  /** Reads once the rows of `conns`' users after the lowest cursor up to `upto` and sends them. */
  private async deliver(conns: readonly Connection[], upto: number): Promise<void> {
    if (conns.length === 0) return;
    const lowest = Math.min(...conns.map((c) => c.cursor ?? upto));
    const userIds = [...new Set(conns.map((c) => c.owner.userId))];
    const rows = await this.repository.rowsBetween(userIds, lowest, upto);
    for (const conn of conns) this.apply(conn, rows, upto);
  }

  /** Sends `rows` (oldest first, complete up to `upto`) that the socket wants and has not had. */
  private apply(conn: Connection, rows: readonly DeliverableRow[], upto: number): void {
    for (const row of advanceCursor(conn, rows, upto)) {
      this.send(conn, { type: 'notification', payload: toNotificationWire(row) });
    }
  }

  private onSocketMessage(conn: Connection, data: RawData, isBinary: boolean): void {
    const parsed = parseSubscribe(data, isBinary);
    if (parsed === null) {
      this.refuse(conn, socketCloseCodes.badMessage, socketMessages.badMessage);
      return;
    }
    if (!conn.owner.audiences.includes(parsed.userType)) {
      this.refuse(conn, socketCloseCodes.forbidden, socketMessages.wrongUserType);
      return;
    }
    if (conn.subscribeTimer !== null) clearTimeout(conn.subscribeTimer);
    conn.subscribeTimer = null;
    this.subscribe(conn, parsed).catch((error: unknown) => {
      this.log.error({ err: error }, 'notification socket subscribe failed');
      this.end(conn, 1011, 'Subscribe failed.');
    });
  }

  /**
   * Subscribes `conn` to the ids of `message` its owner holds, tells it which were taken and
   * refused, replays what came after `after` (or, on a later subscribe without it, after the
   * socket's cursor), then goes live.
   */
  private async subscribe(conn: Connection, message: SocketSubscribe): Promise<void> {
    const generation = ++conn.generation;
    const previousCursor = conn.cursor;
    conn.cursor = null;
    conn.pendingUpTo = 0;
    const requested = [
      ...new Set(message.userType === 'member' ? message.sixDegPatientIDs : message.planIDs),
    ];
    const owned =
      message.userType === 'member'
        ? await this.repository.ownedPatientIds(conn.owner.userId, requested)
        : await this.repository.ownedPlanIds(conn.owner.userId, requested);
    if (generation !== conn.generation || !this.sockets.has(conn)) return;
    conn.audience = message.userType;
    conn.accepted = owned;
    this.sockets.index(conn);
    // Read the committed number before answering: whatever commits after the answer has a greater
    // number and is delivered, even when the subscribe carries no `after` (the cursor starts here).
    const upto = await this.repository.committedSeq();
    if (generation !== conn.generation || !this.sockets.has(conn)) return;
    this.send(conn, {
      type: 'subscribed',
      userType: message.userType,
      accepted: requested.filter((id) => owned.has(id)),
      refused: requested.filter((id) => !owned.has(id)),
    });
    const from = message.after ?? previousCursor;
    const rows = from === null ? [] : await this.repository.rowsBetween([conn.owner.userId], from, upto);
    if (generation !== conn.generation || !this.sockets.has(conn)) return;
    conn.cursor = from === null ? upto : Math.min(from, upto);
    this.apply(conn, rows, upto);
    if (conn.pendingUpTo > upto) await this.deliver([conn], conn.pendingUpTo);
  }

  /** Forgets `conn`; a socket is ended by several paths (close event, refuse, drop), counted once. */
  private remove(conn: Connection): void {
    if (conn.subscribeTimer !== null) clearTimeout(conn.subscribeTimer);
    conn.subscribeTimer = null;
    this.sockets.remove(conn);
  }

  private send(conn: Connection, message: SocketServerMessage): void {
    if (conn.ws.readyState !== WebSocket.OPEN) return;
    if (conn.ws.bufferedAmount > maxBufferedBytes) {
      conn.ws.terminate();
      this.remove(conn);
      return;
    }
    conn.ws.send(JSON.stringify(message));
  }

  private refuse(conn: Connection, code: number, message: string): void {
    this.send(conn, { type: 'error', message });
    this.end(conn, code, message);
  }

  private end(conn: Connection, code: number, reason: string): void {
    if (conn.ws.readyState === WebSocket.OPEN || conn.ws.readyState === WebSocket.CONNECTING) {
      conn.ws.close(code, reason);
    }
    this.remove(conn);
  }

  private heartbeat(): void {
    for (const conn of this.sockets.all()) {
      if (!conn.isAlive) {
        conn.ws.terminate();
        this.remove(conn);
        continue;
      }
      conn.isAlive = false;
      if (conn.ws.readyState === WebSocket.OPEN) conn.ws.ping();
    }
  }

  private every(ms: number, run: () => void): void {
    const timer = setInterval(run, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private background(work: Promise<void>, what: string): void {
    work.catch((error: unknown) => {
      this.log.error({ err: error }, `notification socket ${what} failed`);
    });
  }
}
