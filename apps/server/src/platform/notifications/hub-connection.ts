import WebSocket, { type RawData, type WebSocketServer } from 'ws';
import {
  type NotificationAudience,
  type SocketSubscribe,
  socketMessages,
  socketSubscribeSchema,
} from '@medivi/domain';

/** Who opened a socket: checked on the upgrade request by the route. */
export interface SocketOwner {
  /** Stored session id (SHA-256 of the cookie's id; `storedSessionId`). */
  sessionId: string;
  userId: string;
  /** userTypes the account's roles allow: 'member' for case members, 'client' for client viewers. */
  audiences: readonly NotificationAudience[];
}

/** A place reserved for one socket of a user before its upgrade (`NotificationHub.reserve`). */
export interface SocketSlot {
  /** Gives the place back; does nothing the second time or once the socket was attached. */
  release(): void;
}

/**
 * Sockets per user in one process, with places reserved for upgrades under way, against a cap
 * (docs/decisions/0086). Counts only; the hub owns the sockets.
 */
export class SocketCounts {
  private readonly held = new Map<string, number>();

  /** @param cap Most sockets (open or reserved) one user may hold. */
  constructor(readonly cap: number) {}

  /** Open and reserved sockets of `userId`. */
  of(userId: string): number {
    return this.held.get(userId) ?? 0;
  }

  hasRoomFor(userId: string): boolean {
    return this.of(userId) < this.cap;
  }

  /** Adds `change` (±1) to `userId`'s count; a count back at 0 is forgotten. */
  change(userId: string, change: number): void {
    const held = this.of(userId) + change;
    if (held > 0) this.held.set(userId, held);
    else this.held.delete(userId);
  }

  /** Takes one place of `userId`, or answers null when he holds the cap. */
  reserve(userId: string): SocketSlot | null {
    if (!this.hasRoomFor(userId)) return null;
    this.change(userId, 1);
    let isHeld = true;
    return {
      release: () => {
        if (!isHeld) return;
        isHeld = false;
        this.change(userId, -1);
      },
    };
  }
}

function toBuffers(data: ArrayBuffer | Buffer[]): Buffer[] {
  return Array.isArray(data) ? data : [Buffer.from(data)];
}

/** What the hub uses of a `ws` socket (the sockets of one process, docs/decisions/0073). */
export type HubSocket = Pick<
  WebSocket,
  'readyState' | 'bufferedAmount' | 'send' | 'close' | 'terminate' | 'ping' | 'on'
>;

/** A socket buffering more than this (a peer that stopped reading) is dropped; it catches up on reconnect. */
export const maxBufferedBytes = 4 * 1024 * 1024;

/** One socket in the hub: its owner, subscription and delivery cursor (docs/decisions/0075). */
export interface Connection {
  ws: HubSocket;
  owner: SocketOwner;
  audience: NotificationAudience | null;
  accepted: Set<string>;
  /** Every notification numbered up to this was sent or did not concern the socket; null while (re)subscribing. */
  cursor: number | null;
  /** Greatest number announced while `cursor` was null: read once the subscribe is done. */
  pendingUpTo: number;
  /** Bumped by each subscribe, so a slower earlier one gives up. */
  generation: number;
  isAlive: boolean;
  subscribeTimer: NodeJS.Timeout | null;
}

/** The subscribe message in `data`, or null when it is not valid JSON of `socketSubscribeSchema`. */
export function parseSubscribe(data: RawData, isBinary: boolean): SocketSubscribe | null {
  if (isBinary) return null;
  try {
    const text = Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Buffer.concat(toBuffers(data)).toString('utf8');
    const result = socketSubscribeSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Closes the socket server on shutdown: the hub says goodbye to every socket (1001), waits up to
 * `graceMs` for the closing handshakes, then drops the rest, so closing the app never hangs on a
 * silent peer.
 */
export async function closeSocketServer(
  server: Pick<WebSocketServer, 'clients' | 'close'>,
  hub: { close(): void },
  graceMs = 1_000,
): Promise<void> {
  hub.close();
  for (const client of server.clients) {
    if (client.readyState === WebSocket.OPEN) client.close(1001, socketMessages.serverClosing);
  }
  const deadline = Date.now() + graceMs;
  while (server.clients.size > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const client of server.clients) client.terminate();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
}
