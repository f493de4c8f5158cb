import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../app.js';
import type { NotificationBus } from '../platform/notifications/notification-bus.js';
import type { NotificationHubOptions } from '../platform/notifications/notification-hub.js';
import { ManualClock } from '../platform/clock.js';
import { testSessionSecret } from './test-app.js';
import type { TestDatabase } from './test-database.js';
import {
  notificationSocketPath,
  type NotificationWire,
  type SocketServerMessage,
  type SocketSubscribe,
} from '@medivi/domain';

/** How a test or benchmark opens the notifications socket. */
export interface SocketConnectOptions {
  /** `medivi.sid=…` of a signed-in session; omitted: no cookie. */
  cookie?: string;
  /** The Origin header; default the server's own origin; null sends none. */
  origin?: string | null;
  /** Extra request headers (e.g. X-Forwarded-Host). */
  headers?: Record<string, string>;
}

/** A refused upgrade: the HTTP status the server answered with instead of 101. */
export class SocketRefused extends Error {
  constructor(readonly statusCode: number) {
    super(`socket refused with HTTP ${String(statusCode)}`);
    this.name = 'SocketRefused';
  }
}

/** An open notifications socket with its received messages. */
export interface NotificationSocket {
  ws: WebSocket;
  /** Every message received so far, in order. */
  readonly messages: SocketServerMessage[];
  /** The payloads of the `notification` messages received so far, in order. */
  notifications(): NotificationWire[];
  /** Sends a subscribe message (or any JSON value, for protocol tests). */
  send(message: unknown): void;
  /**
   * Resolves with the first message (already received or coming) matching `predicate` that was
   * not returned by an earlier `next`; rejects after `timeoutMs`.
   */
  next(
    predicate?: (message: SocketServerMessage) => boolean,
    timeoutMs?: number,
  ): Promise<SocketServerMessage>;
  /** Sends a subscribe and resolves with the `subscribed` answer. */
  subscribe(
    message: SocketSubscribe,
    timeoutMs?: number,
  ): Promise<Extract<SocketServerMessage, { type: 'subscribed' }>>;
  /** Resolves with the next `notification` payload. */
  nextNotification(timeoutMs?: number): Promise<NotificationWire>;
  /** Resolves with the close code and reason once the socket closed; rejects after `timeoutMs`. */
  closed(timeoutMs?: number): Promise<{ code: number; reason: string }>;
  /** Closes the socket from the client side. */
  close(): void;
}

/** `ws://host:port` of an app listening on a port (`app.listen({ port: 0 })`). */
export function socketBaseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening on a port');
  return `ws://127.0.0.1:${String(address.port)}`;
}

/**
 * Opens `/ws/notifications` on `baseUrl` (`ws://host:port`) like a browser: cookie and Origin.
 * @throws SocketRefused with the HTTP status when the server refuses the upgrade.
 */
export function connectNotificationSocket(
  baseUrl: string,
  options: SocketConnectOptions = {},
): Promise<NotificationSocket> {
  const httpOrigin = baseUrl.replace(/^ws/, 'http');
  const origin = options.origin === undefined ? httpOrigin : options.origin;
  const ws = new WebSocket(`${baseUrl}${notificationSocketPath}`, {
    headers: {
      ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
      ...(origin === null ? {} : { origin }),
      ...options.headers,
    },
  });
  const messages: SocketServerMessage[] = [];
  let taken = 0;
  const consumed = new Set<number>();
  const waiters = new Set<() => void>();
  let closeInfo: { code: number; reason: string } | null = null;
  const wake = (): void => {
    for (const waiter of [...waiters]) waiter();
  };
  ws.on('message', (data) => {
    messages.push(JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : '{}') as SocketServerMessage);
    wake();
  });
  ws.on('close', (code, reason) => {
    closeInfo = { code, reason: reason.toString() };
    wake();
  });

  const waitFor = <T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        const found = find();
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        const state =
          closeInfo === null
            ? `socket open, ${String(messages.length)} messages so far`
            : `socket closed with ${String(closeInfo.code)} ${closeInfo.reason}`;
        reject(new Error(`timed out after ${String(timeoutMs)} ms waiting for ${what} (${state})`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  const socket: NotificationSocket = {
    ws,
    messages,
    notifications: () => messages.flatMap((m) => (m.type === 'notification' ? [m.payload] : [])),
    send: (message) => {
      ws.send(JSON.stringify(message));
    },
    next: (predicate = () => true, timeoutMs = 5_000) =>
      waitFor(
        () => {
          for (let i = taken; i < messages.length; i++) {
            const message = messages[i];
            if (message !== undefined && !consumed.has(i) && predicate(message)) {
              consumed.add(i);
              while (consumed.has(taken)) taken++;
              return message;
            }
          }
          return undefined;
        },
        timeoutMs,
        'a socket message',
      ),
    subscribe: async (message, timeoutMs) => {
      socket.send(message);
      const answer = await socket.next((m) => m.type === 'subscribed', timeoutMs);
      return answer as Extract<SocketServerMessage, { type: 'subscribed' }>;
    },
    nextNotification: async (timeoutMs) => {
      const message = await socket.next((m) => m.type === 'notification', timeoutMs);
      if (message.type !== 'notification') throw new Error('unreachable');
      return message.payload;
    },
    closed: (timeoutMs = 5_000) => waitFor(() => closeInfo ?? undefined, timeoutMs, 'the socket to close'),
    close: () => {
      ws.close();
    },
  };

  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      resolve(socket);
    });
    ws.once('unexpected-response', (_request, response) => {
      reject(new SocketRefused(response.statusCode ?? 0));
      response.resume();
      ws.terminate();
    });
    // After a refusal ws may report the aborted handshake too; the promise is settled by then.
    ws.on('error', (error) => {
      reject(error);
    });
  });
}

/** An app listening on a free loopback port, for socket tests. */
export interface ListeningApp {
  app: FastifyInstance;
  clock: ManualClock;
  /** `ws://127.0.0.1:port`. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Builds the app on `database` and listens on a free port. `bus` (default: the app's own, which
 * is PostgreSQL LISTEN/NOTIFY on PostgreSQL) is not closed with the app when given.
 */
export async function startListeningApp(
  database: TestDatabase,
  options: { clock?: ManualClock; bus?: NotificationBus; socket?: NotificationHubOptions } = {},
): Promise<ListeningApp> {
  const clock = options.clock ?? new ManualClock(new Date());
  const app = await buildApp({
    handle: database.handle,
    sessionSecret: testSessionSecret,
    clock,
    logLevel: 'silent',
    ...(options.bus === undefined ? {} : { notificationBus: options.bus }),
    ...(options.socket === undefined ? {} : { notificationSocket: options.socket }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, clock, baseUrl: socketBaseUrl(app), close: () => app.close() };
}
