import { EventEmitter } from 'node:events';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What server processes tell each other about notifications (docs/decisions/0070):
 * - `notifications`: rows numbered `seq` were committed for `userIds`; every process pushes them to
 *   its own sockets of those users;
 * - `sessions-ended`: the stored session ids (SHA-256 of the cookie id) ended by sign-out; their
 *   sockets close at once wherever they are;
 * - `roles-changed`: a role of `userIds` was added or removed; their sockets close at once wherever
 *   they are, with a code after which the browser reconnects and the upgrade checks the roles again.
 */
export type BusMessage =
  | { kind: 'notifications'; seq: number; userIds: string[] }
  | { kind: 'sessions-ended'; sessionIds: string[] }
  | { kind: 'roles-changed'; userIds: string[] };

/** Receives every bus message, from this process and, on PostgreSQL, from all the others. */
export type BusListener = (message: BusMessage) => void;

/**
 * The channel between server processes. On SQLite there is one process and the bus is an event
 * emitter; on PostgreSQL it is LISTEN/NOTIFY, so every process sees every message.
 */
export interface NotificationBus {
  /**
   * Announces `message` as part of `trx`: it reaches listeners only if and after `trx` commits.
   * Returns what the caller runs once the transaction committed (nothing for PostgreSQL, where the
   * database itself delivers at commit).
   */
  announceInTransaction(trx: Transaction<Database>, message: BusMessage): Promise<() => void>;
  /** Announces `message` now (outside any transaction). */
  publish(message: BusMessage): Promise<void>;
  /** Adds a listener; the returned function removes it. */
  subscribe(listener: BusListener): () => void;
  /**
   * Adds a listener told when the bus may have missed messages (a lost PostgreSQL connection that
   * came back); listeners then catch up from the database. Never called by the in-process bus.
   */
  onResync(listener: () => void): () => void;
  /** Stops listening and frees the bus's connection. */
  close(): Promise<void>;
}

/** The bus of a single process (SQLite, tests): an event emitter. */
export class InProcessNotificationBus implements NotificationBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per server plus tests; no leak warning for a handful.
    this.emitter.setMaxListeners(100);
  }

  announceInTransaction(_trx: Transaction<Database>, message: BusMessage): Promise<() => void> {
    return Promise.resolve(() => {
      this.emitter.emit('message', message);
    });
  }

  publish(message: BusMessage): Promise<void> {
    this.emitter.emit('message', message);
    return Promise.resolve();
  }

  subscribe(listener: BusListener): () => void {
    this.emitter.on('message', listener);
    return () => this.emitter.off('message', listener);
  }

  onResync(): () => void {
    return () => undefined;
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}
