import { EventEmitter } from 'node:events';
import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema.js';
import type { BusListener, BusMessage, NotificationBus } from './notification-bus.js';

/** The LISTEN/NOTIFY channel all server processes share. */
export const notificationChannel = 'medivi_notifications';

/**
 * Longest payload sent in one NOTIFY, bytes. PostgreSQL refuses 8000 and more; a message naming
 * more users is split into several with the same number (docs/decisions/0074).
 */
export const maxNotifyPayloadBytes = 7_000;

/** Options of the PostgreSQL bus; tests shorten the backoff. */
export interface PostgresBusOptions {
  channel?: string;
  /** First wait before reconnecting the listener, ms; doubles up to `maxBackoffMs`. Default 100. */
  minBackoffMs?: number;
  /** Longest wait between reconnect attempts, ms. Default 5000. */
  maxBackoffMs?: number;
  /** Told of listener connection losses and reconnects (no payloads). */
  log?: (message: string) => void;
}

/**
 * Splits `message` into payloads under `maxNotifyPayloadBytes`: a `notifications` message with a
 * long user list becomes several with the same `seq` and a part of the users each.
 */
export function busPayloads(message: BusMessage): string[] {
  const whole = JSON.stringify(message);
  if (Buffer.byteLength(whole) <= maxNotifyPayloadBytes) return [whole];
  const ids = message.kind === 'sessions-ended' ? message.sessionIds : message.userIds;
  if (ids.length <= 1) throw new Error('bus message too large to announce');
  const half = Math.ceil(ids.length / 2);
  const parts: BusMessage[] =
    message.kind !== 'sessions-ended'
      ? [
          { ...message, userIds: ids.slice(0, half) },
          { ...message, userIds: ids.slice(half) },
        ]
      : [
          { ...message, sessionIds: ids.slice(0, half) },
          { ...message, sessionIds: ids.slice(half) },
        ];
  return parts.flatMap(busPayloads);
}

function isBusMessage(value: unknown): value is BusMessage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v.kind === 'notifications') return typeof v.seq === 'number' && Array.isArray(v.userIds);
  if (v.kind === 'roles-changed') return Array.isArray(v.userIds);
  return v.kind === 'sessions-ended' && Array.isArray(v.sessionIds);
}

/**
 * The bus between server processes on one PostgreSQL database (issue 5 item 5,
 * docs/decisions/0074). Announcing runs `pg_notify` inside the writing transaction, so
 * PostgreSQL delivers it to every listening process exactly when the transaction commits, and
 * never when it rolls back. One dedicated connection per process LISTENs; when it is lost the
 * bus reconnects with growing waits and then tells `onResync` listeners, which re-read what they
 * may have missed from the database.
 */
export class PostgresNotificationBus implements NotificationBus {
  private readonly emitter = new EventEmitter();
  private readonly channel: string;
  private client: pg.Client | null = null;
  private pid: number | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private backoffMs: number;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly options: PostgresBusOptions,
  ) {
    this.channel = options.channel ?? notificationChannel;
    this.backoffMs = options.minBackoffMs ?? 100;
    this.emitter.setMaxListeners(100);
  }

  /**
   * Opens the listening connection (with the pool's connection settings) and resolves once
   * LISTEN is active.
   * @throws when the first connection fails.
   */
  static async connect(pool: pg.Pool, options: PostgresBusOptions = {}): Promise<PostgresNotificationBus> {
    const bus = new PostgresNotificationBus(pool, options);
    await bus.listen();
    return bus;
  }

  /** Backend pid of the listening connection (tests end it to prove recovery), or null. */
  get listenerPid(): number | null {
    return this.pid;
  }

  async announceInTransaction(trx: Transaction<Database>, message: BusMessage): Promise<() => void> {
    for (const payload of busPayloads(message)) {
      await sql`select pg_notify(${this.channel}, ${payload})`.execute(trx);
    }
    return () => undefined;
  }

  async publish(message: BusMessage): Promise<void> {
    for (const payload of busPayloads(message)) {
      await this.pool.query('select pg_notify($1, $2)', [this.channel, payload]);
    }
  }

  subscribe(listener: BusListener): () => void {
    this.emitter.on('message', listener);
    return () => this.emitter.off('message', listener);
  }

  onResync(listener: () => void): () => void {
    this.emitter.on('resync', listener);
    return () => this.emitter.off('resync', listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.emitter.removeAllListeners();
    const client = this.client;
    this.client = null;
    this.pid = null;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(this.pool.options);
    client.on('error', () => {
      this.lost(client);
    });
    client.on('end', () => {
      this.lost(client);
    });
    client.on('notification', (notification) => {
      if (notification.channel !== this.channel || notification.payload === undefined) return;
      let message: unknown;
      try {
        message = JSON.parse(notification.payload);
      } catch {
        return;
      }
      if (isBusMessage(message)) this.emitter.emit('message', message);
    });
    await client.connect();
    try {
      const result = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await client.query(`listen ${pg.escapeIdentifier(this.channel)}`);
      this.pid = result.rows[0]?.pid ?? null;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private lost(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.pid = null;
    client.end().catch(() => undefined);
    this.options.log?.('notification listener connection lost; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer !== null) return;
    const wait = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, this.options.maxBackoffMs ?? 5_000);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen().then(
        () => {
          if (this.closed) return;
          this.backoffMs = this.options.minBackoffMs ?? 100;
          this.options.log?.('notification listener reconnected; resyncing');
          this.emitter.emit('resync');
        },
        () => {
          this.scheduleReconnect();
        },
      );
    }, wait);
    this.reconnectTimer.unref();
  }
}
