import {
  type NotificationWire,
  notificationPollIntervalMs,
  notificationSocketPath,
  socketCloseCodes,
  readSocketServerMessage,
  type SocketSubscribe,
} from '@medivi/domain';
import ReconnectingWebSocket from 'partysocket/ws';

/**
 * What the panel shows about the live connection (issue 5 reliability, docs/decisions/0076):
 * opening, live (subscribed to at least one id), reconnecting after a drop (polling meanwhile), or
 * polling only (the server refused the socket or it has nothing to subscribe to).
 */
export type LiveConnectionState = 'connecting' | 'live' | 'reconnecting' | 'polling';

/** The ids to subscribe to: `SocketSubscribe` without the cursor. */
export type SocketSubscription =
  { userType: 'member'; sixDegPatientIDs: string[] } | { userType: 'client'; planIDs: string[] };

export interface LiveNotificationsOptions {
  subscription: SocketSubscription;
  /** The greatest `Sequence` held now; sent as `after` on every (re)open so nothing is missed. */
  lastSequence: () => number | undefined;
  /** New notifications from the socket (live or replayed). */
  onNotifications: (wires: NotificationWire[]) => void;
  onState: (state: LiveConnectionState) => void;
  /**
   * Fetches what came after `after` by REST and merges it (the polling fallback); resolves either
   * way, failures are the caller's to log. A 401 there ends the session.
   */
  poll: (after: number | undefined) => Promise<void>;
  /** Socket address; same origin by default. */
  url?: string;
  /** ms between polls while the socket is not live (default `notificationPollIntervalMs`). */
  pollIntervalMs?: number;
  /** For tests: the WebSocket class and reconnection delays, ms. */
  WebSocket?: unknown;
  minReconnectionDelay?: number;
  maxReconnectionDelay?: number;
}

/** A running live connection; `close` ends it for good (sign-out, cache entry removed). */
export interface LiveNotifications {
  /**
   * Replaces the ids subscribed to (the server replaces the set too, decision 0073): sent at once
   * when the socket is open, and on every later open.
   */
  resubscribe: (subscription: SocketSubscription) => void;
  close: () => void;
}

/** Close codes after which reconnecting cannot help (domain `socketCloseCodes`). */
const finalCloseCodes: ReadonlySet<number> = new Set(Object.values(socketCloseCodes));

/** `ws(s)://<host>/ws/notifications` of the page's own origin. */
export function sameOriginSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${notificationSocketPath}`;
}

function parseServerMessage(data: unknown) {
  if (typeof data !== 'string') return null;
  try {
    return readSocketServerMessage(JSON.parse(data));
  } catch {
    return null;
  }
}

/**
 * Opens the live notifications socket (accounts spec §7 live notifications; issue 5 items 3 and 5)
 * with a reconnecting WebSocket. On every open it sends the subscribe message with `after` = the
 * greatest sequence held, so the server replays what was missed while away. Close codes 4401,
 * 4403 and 4400 stop reconnecting; 4401 (session ended) polls once, which answers 401 and signs
 * the browser out. While the socket is not live, it polls by REST every `pollIntervalMs`; coming
 * back online or to the tab reconnects at once instead of waiting for the next retry. An upgrade
 * the server refuses (its per-user limits answer 429, docs/decisions/0086) shows 'polling' and is
 * retried with growing delays, never in a tight loop.
 */
export function connectLiveNotifications(options: LiveNotificationsOptions): LiveNotifications {
  const pollIntervalMs = options.pollIntervalMs ?? notificationPollIntervalMs;
  let state: LiveConnectionState = 'connecting';
  let isClosed = false;
  /** The current connection attempt opened (an upgrade the server refused never does). */
  let hasOpened = false;
  /** A close code after which reconnecting cannot help arrived. */
  let isStopped = false;
  const setState = (next: LiveConnectionState) => {
    if (isClosed || next === state) return;
    state = next;
    options.onState(next);
  };
  const pollNow = () => {
    if (!isClosed) void options.poll(options.lastSequence());
  };

  const socket = new ReconnectingWebSocket(options.url ?? sameOriginSocketUrl(), undefined, {
    WebSocket: options.WebSocket,
    minReconnectionDelay: options.minReconnectionDelay ?? 1000,
    maxReconnectionDelay: options.maxReconnectionDelay ?? 10_000,
    shouldReconnectOnClose: (event) => !finalCloseCodes.has(event.code),
  });

  let subscription = options.subscription;
  const sendSubscribe = () => {
    const after = options.lastSequence();
    const message: SocketSubscribe = { ...subscription, ...(after === undefined ? {} : { after }) };
    socket.send(JSON.stringify(message));
  };
  socket.addEventListener('open', () => {
    hasOpened = true;
    sendSubscribe();
  });
  socket.addEventListener('message', (event) => {
    const message = parseServerMessage(event.data);
    if (message === null) return;
    if (message.type === 'subscribed') {
      if (message.refused.length > 0) console.warn('notification ids refused', message.refused.length);
      setState(message.accepted.length > 0 ? 'live' : 'polling');
    } else if (message.type === 'notification') {
      options.onNotifications([message.payload]);
    } else {
      console.warn('notification socket error', message.message);
    }
  });
  socket.addEventListener('close', (event) => {
    if (isClosed) return;
    if (!finalCloseCodes.has(event.code)) {
      // A socket that never opened was refused before the upgrade (429 past the server's limits,
      // 401, a server down; docs/decisions/0086): the browser says it is polling, and partysocket
      // keeps retrying with growing delays (1 s up to 10 s). A dropped socket is 'reconnecting'.
      setState(hasOpened || state === 'reconnecting' ? 'reconnecting' : 'polling');
      hasOpened = false;
      return;
    }
    isStopped = true;
    setState('polling');
    if (event.code === socketCloseCodes.sessionEnded) pollNow();
  });

  const timer = setInterval(() => {
    if (state !== 'live') pollNow();
  }, pollIntervalMs);
  const reconnectSoon = () => {
    const isRetrying = state === 'reconnecting' || (state === 'polling' && !isStopped);
    if (isRetrying && socket.readyState !== socket.OPEN) socket.reconnect();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') reconnectSoon();
  };
  window.addEventListener('online', reconnectSoon);
  document.addEventListener('visibilitychange', onVisible);

  return {
    resubscribe: (next) => {
      subscription = next;
      if (!isClosed && socket.readyState === socket.OPEN) sendSubscribe();
    },
    close: () => {
      if (isClosed) return;
      isClosed = true;
      clearInterval(timer);
      window.removeEventListener('online', reconnectSoon);
      document.removeEventListener('visibilitychange', onVisible);
      socket.close();
    },
  };
}
