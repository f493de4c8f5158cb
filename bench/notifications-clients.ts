/**
 * The client side of the notification fan-out benchmark (docs/decisions/0079): N WebSocket clients
 * in the benchmark process, each subscribed like the browser (socket protocol of
 * packages/domain/src/notifications/socket.ts), and an open-loop driver that starts one change per
 * client at a fixed rate. Both the portal and the bare baseline are measured with these same
 * functions, so both sides pay the same client costs.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';

/** One client to open: its cookie (none for the bare server) and the id it subscribes to. */
export interface FleetEntry {
  cookie: string | null;
  sixDegPatientId: string;
}

/** What arrived on one socket in the current round. */
interface Slot {
  socket: WebSocket;
  /** performance.now() of each `notification` message this round. */
  arrivals: number[];
  /** `payload` of the first `notification` message this round. */
  first: Record<string, unknown> | null;
  bytes: number;
  closedCode: number | null;
}

/** N open, subscribed sockets. */
export interface Fleet {
  readonly size: number;
  /** Forgets what arrived so far (start of a round). */
  reset(): void;
  /** Sockets with at least one notification this round. */
  received(): number;
  /** Arrival time of socket `i`'s first notification this round, or null. */
  firstArrival(i: number): number | null;
  /** Wall-clock time (epoch ms, sub-millisecond) of socket `i`'s first notification this round, or null. */
  firstArrivalEpoch(i: number): number | null;
  /** Payload of socket `i`'s first notification this round, or null. */
  firstPayload(i: number): Record<string, unknown> | null;
  /** Notifications beyond the first per socket this round. */
  duplicates(): number;
  /** Size in bytes of one notification message as it arrived (the first seen). */
  messageBytes(): number;
  /** Sockets the server closed. */
  closedByServer(): number;
  close(): Promise<void>;
}

/**
 * Opens one socket per entry at `url` (at most `concurrency` opening at once) with the entry's
 * cookie and `origin`, sends `{ userType: 'member', sixDegPatientIDs: [id] }` and waits for a
 * `subscribed` reply that accepts the id.
 * @throws Error when a socket fails to open, is closed, or its id is refused.
 */
export async function openFleet(
  url: string,
  origin: string,
  entries: readonly FleetEntry[],
  options: { concurrency?: number; log?: (line: string) => void } = {},
): Promise<Fleet> {
  const slots: Slot[] = new Array<Slot>(entries.length);
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const i = next++;
      const entry = entries[i];
      if (entry !== undefined) slots[i] = await openOne(url, origin, entry);
      if ((i + 1) % 1000 === 0) options.log?.(`${String(i + 1)} sockets subscribed`);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 50 }, worker));
  const all = () => slots;
  return {
    size: slots.length,
    reset: () => {
      for (const s of all()) {
        s.arrivals = [];
        s.first = null;
      }
    },
    received: () => all().filter((s) => s.arrivals.length > 0).length,
    firstArrival: (i) => slots[i]?.arrivals[0] ?? null,
    firstArrivalEpoch: (i) => {
      const at = slots[i]?.arrivals[0];
      return at === undefined ? null : performance.timeOrigin + at;
    },
    firstPayload: (i) => slots[i]?.first ?? null,
    duplicates: () => all().reduce((sum, s) => sum + Math.max(0, s.arrivals.length - 1), 0),
    messageBytes: () => all().find((s) => s.bytes > 0)?.bytes ?? 0,
    closedByServer: () => all().filter((s) => s.closedCode !== null).length,
    close: async () => {
      await Promise.all(
        all().map(
          (s) =>
            new Promise<void>((resolveClose) => {
              if (s.socket.readyState === WebSocket.CLOSED) {
                resolveClose();
                return;
              }
              s.socket.once('close', () => {
                resolveClose();
              });
              s.socket.terminate();
            }),
        ),
      );
    },
  };
}

function openOne(url: string, origin: string, entry: FleetEntry): Promise<Slot> {
  return new Promise((resolveOpen, reject) => {
    const headers: Record<string, string> = entry.cookie === null ? {} : { Cookie: entry.cookie };
    const socket = new WebSocket(url, { headers, origin, perMessageDeflate: false });
    const slot: Slot = { socket, arrivals: [], first: null, bytes: 0, closedCode: null };
    let subscribed = false;
    socket.on('open', () => {
      socket.send(JSON.stringify({ userType: 'member', sixDegPatientIDs: [entry.sixDegPatientId] }));
    });
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      const at = performance.now();
      if (isBinary) return;
      const message = JSON.parse(data.toString('utf8')) as {
        type: string;
        accepted?: string[];
        payload?: Record<string, unknown>;
        message?: string;
      };
      if (message.type === 'notification') {
        slot.arrivals.push(at);
        slot.first ??= message.payload ?? {};
        if (slot.bytes === 0) slot.bytes = data.length;
      } else if (message.type === 'subscribed' && !subscribed) {
        subscribed = true;
        if (message.accepted?.includes(entry.sixDegPatientId) === true) resolveOpen(slot);
        else reject(new Error(`subscription refused for ${entry.sixDegPatientId}`));
      } else if (message.type === 'error') {
        reject(new Error(`socket error message: ${message.message ?? ''}`));
      }
    });
    socket.on('unexpected-response', (_request, response) => {
      reject(new Error(`socket upgrade refused: ${String(response.statusCode)}`));
    });
    socket.on('error', reject);
    socket.on('close', (code) => {
      slot.closedCode = code;
      if (!subscribed) reject(new Error(`socket closed before subscribing: ${String(code)}`));
    });
  });
}

/** Start and reply times (performance.now()) of each change of a paced run. */
export interface DriveResult {
  starts: number[];
  replies: number[];
  /** Seconds from the first start to the last. */
  spanSeconds: number;
}

/**
 * Starts `trigger(i)` for i = 0…count-1 at `ratePerSecond`, open loop (a slow reply does not delay
 * the next start), recording `performance.now()` just before each start and when it answered.
 * @throws Error when any trigger fails.
 */
export async function drive(
  count: number,
  ratePerSecond: number,
  trigger: (i: number) => Promise<void>,
): Promise<DriveResult> {
  const starts = new Array<number>(count).fill(Number.NaN);
  const replies = new Array<number>(count).fill(Number.NaN);
  const interval = 1000 / ratePerSecond;
  const pending: Promise<void>[] = [];
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    starts[i] = performance.now();
    pending.push(
      trigger(i).then(() => {
        replies[i] = performance.now();
      }),
    );
  }
  const spanSeconds = ((starts[count - 1] ?? t0) - t0) / 1000;
  await Promise.all(pending);
  return { starts, replies, spanSeconds };
}

/** Waits until `expected` sockets have a notification this round or `deadlineMs` passed. */
export async function awaitDeliveries(fleet: Fleet, expected: number, deadlineMs: number): Promise<void> {
  const end = performance.now() + deadlineMs;
  while (fleet.received() < expected && performance.now() < end) await sleep(20);
}
