import type { ProbeReading } from './notifications-probe.js';
/** What one side (portal or bare) measured at one N. */
export interface SideResult {
  side: 'portal' | 'bare ws';
  connections: number;
  p50: number;
  p95: number;
  p99: number;
  /** p95 of the triggering HTTP request's own round trip (start to reply), ms. */
  replyP95: number;
  /** p95 of arrival − reply of the same change (negative: the message came first), ms. */
  afterReplyP95: number;
  /**
   * p50 and p95 of arrival (wall clock, to the microsecond) − the notification's
   * `PublishedDateTime` (the server's time of the case event; the bare server's time of sending;
   * both `Date` milliseconds, truncated), ms: the path from the event to the member's socket,
   * without the request's own checks. The target of issue 39 (docs/decisions/0119).
   */
  fromEventP50: number;
  fromEventP95: number;
  /** One-minute load average of the machine when the measured round started and ended. */
  load: [number, number];
  delivered: number;
  lost: number;
  duplicates: number;
  /** Notifications that arrived on a socket they do not belong to. */
  misdelivered: number;
  closedByServer: number;
  messageBytes: number;
  /** Server CPU (user + system) during the measured round, per change, ms. */
  cpuMsPerChange: number;
  /** Seconds the measured round took to start every change. */
  spanSeconds: number;
  idle: ProbeReading;
  connected: ProbeReading;
  sample: Record<string, unknown> | null;
}
/** Markdown of the socket fan-out benchmark (docs/decisions/0079). */

/** How the run was set up, for the text around the tables. */
export interface FanOutSettings {
  /** Changes started per second, both sides. */
  rate: number;
  openFileLimit: number | null;
  /** Sizes left out because the open-file limit could not hold their sockets. */
  skipped: number[];
  warmUpChanges: number;
  deliveryDeadlineMs: number;
}

const fanOutTarget = 1.5;
const mib = 2 ** 20;

function count(value: number): string {
  return value.toLocaleString('en-US');
}

function ms(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : 'n/a';
}

function ratio(portal: number, bare: number): number {
  return bare > 0 ? portal / bare : Number.NaN;
}

function times(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a';
}

function perConnectionKiB(side: SideResult, pick: (r: SideResult['idle']) => number): string {
  return ((pick(side.connected) - pick(side.idle)) / side.connections / 1024).toFixed(1);
}

/** The section for each size's portal and bare results, with ratios, verdicts and memory. */
export function renderFanOut(
  pairs: readonly { portal: SideResult; bare: SideResult }[],
  settings: FanOutSettings,
): string {
  const sideRow = (r: SideResult) =>
    `| ${count(r.connections)} | ${r.side} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.replyP95)} | ${ms(r.afterReplyP95)} | ${ms(r.fromEventP50)} | ${ms(r.fromEventP95)} | ${count(r.delivered)} | ${count(r.lost)} | ${count(r.duplicates + r.misdelivered)} | ${r.cpuMsPerChange.toFixed(2)} | ${String(r.messageBytes)} | ${r.load[0].toFixed(2)} → ${r.load[1].toFixed(2)} |`;
  const ratioRow = ({ portal, bare }: { portal: SideResult; bare: SideResult }) =>
    `| ${count(portal.connections)} | ${times(ratio(portal.fromEventP50, bare.fromEventP50))} | ${times(ratio(portal.fromEventP95, bare.fromEventP95))} | ${times(ratio(portal.p50, bare.p50))} | ${times(ratio(portal.p95, bare.p95))} | ${times(ratio(portal.p99, bare.p99))} | ${count(portal.lost)} |`;
  const memoryRow = (r: SideResult) =>
    `| ${count(r.connections)} | ${r.side} | ${(r.idle.rss / mib).toFixed(1)} | ${(r.connected.rss / mib).toFixed(1)} | ${perConnectionKiB(r, (m) => m.rss)} | ${perConnectionKiB(r, (m) => m.heapUsed)} | ${perConnectionKiB(r, (m) => m.external + m.arrayBuffers)} |`;
  const largest = pairs.at(-1);
  const verdicts =
    largest === undefined
      ? ['- No size fitted the open-file limit: nothing was measured.']
      : (() => {
          const p95 = ratio(largest.portal.p95, largest.bare.p95);
          const lost = largest.portal.lost + largest.portal.misdelivered;
          const portal = largest.portal;
          const bare = largest.bare;
          const fromEvent = ratio(portal.fromEventP95, bare.fromEventP95);
          return [
            `- At ${count(portal.connections)} sockets, event → socket p95 portal / bare: ${times(fromEvent)} (portal ${ms(portal.fromEventP95)} ms, bare ${ms(bare.fromEventP95)} ms; target ≤ ${String(fanOutTarget)}×: ${fromEvent <= fanOutTarget ? 'met' : 'missed'}). From the server's time of the event (the portal's case event, taken before the status change's transaction; the bare server's send) to arrival on the member's socket.`,
            `- Both stamps are \`Date\` milliseconds, truncated; arrival is read to the microsecond. Each side's figure is therefore padded by 0 to 1 ms (0.5 ms on average), alike on both sides: the difference is unaffected (portal − bare: p50 ${ms(portal.fromEventP50 - bare.fromEventP50)} ms, p95 ${ms(portal.fromEventP95 - bare.fromEventP95)} ms), the ratio is drawn towards 1.`,
            `- End to end, from just before the staff request starts to arrival, p95 portal / bare: ${times(p95)} (decision 0079's first figure; it adds the status change request's own work, session, CSRF, roles and the audit, and the wait for the event loop behind the requests before it).`,
            `- Where the portal's time goes at ${count(portal.connections)} sockets: its status change request alone has p95 ${ms(portal.replyP95)} ms of the ${ms(portal.p95)} ms end to end, and the notification arrives at most ${ms(portal.afterReplyP95)} ms after that request answered (p95; negative: before); server CPU ${portal.cpuMsPerChange.toFixed(2)} ms per change against ${largest.bare.cpuMsPerChange.toFixed(2)} ms for the bare server.`,
            ...(portal.cpuMsPerChange * settings.rate >= 1000
              ? [
                  `- The offered rate is more than one event loop can serve: ${portal.cpuMsPerChange.toFixed(2)} ms of server CPU per change × ${String(settings.rate)} changes per second = ${((portal.cpuMsPerChange * settings.rate) / 10).toFixed(0)} % of one core, so the portal's requests queue up for the whole round and its latencies grow with the queue.`,
                ]
              : []),
            `- At ${count(portal.connections)} sockets, notifications lost or misdelivered: ${count(lost)} (target 0: ${lost === 0 ? 'met' : 'missed'}); duplicates: ${count(portal.duplicates)}; sockets closed by the server: ${count(portal.closedByServer)}.`,
            `- Memory per connection at ${count(portal.connections)} sockets: portal ${perConnectionKiB(portal, (m) => m.rss)} KiB RSS (${perConnectionKiB(portal, (m) => m.heapUsed)} KiB JS heap); bare ws ${perConnectionKiB(largest.bare, (m) => m.rss)} KiB RSS (${perConnectionKiB(largest.bare, (m) => m.heapUsed)} KiB JS heap).`,
          ];
        })();
  return [
    '## Socket fan-out',
    '',
    "Method: docs/decisions/0079-notification-fan-out-benchmark.md, target and clock: docs/decisions/0119-notification-fan-out-speed.md. The portal is the built server in a child process on a fresh SQLite database with N synthetic members, each with one case and a signed-in session, one socket per member subscribed with his sixDegPatientID. Each member's case is closed through the real `PUT /api/cases/{id}/status` as a medivi-admin; latency is from just before the request starts to the notification's arrival on the member's socket; 'event → arrival' is from the notification's `PublishedDateTime` (the server's time of the case event; the bare server stamps the moment it sends) to its arrival, both wall clock; it is the figure the target judges. The bare baseline is a plain `ws` server in a child process (no database, sessions or checks) with the same N sockets, where the same kind of HTTP request sends one message of the portal's size to one socket. Both sides: clients in the benchmark process, changes started open-loop at " +
      `${String(settings.rate)} per second, after an unmeasured warm-up of ${count(settings.warmUpChanges)} changes; a notification counts when it arrives within ${String(settings.deliveryDeadlineMs / 1000)} s of the last reply.` +
      ` Open-file limit: ${settings.openFileLimit === null ? 'unlimited' : count(settings.openFileLimit)}.` +
      (settings.skipped.length > 0
        ? ` Not measured (the open-file limit cannot hold their sockets): ${settings.skipped.map(count).join(', ')}.`
        : ''),
    '',
    '| members connected | side | p50 ms | p95 ms | p99 ms | change request p95 ms | arrival − reply p95 ms | event → arrival p50 ms | event → arrival p95 ms | delivered | lost | duplicate or misdelivered | server CPU ms per change | message bytes | load average |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...pairs.flatMap(({ portal, bare }) => [sideRow(portal), sideRow(bare)]),
    '',
    'Portal / bare ws, same run:',
    '',
    '| members connected | event → arrival p50 | event → arrival p95 | end to end p50 | end to end p95 | end to end p99 | portal lost |',
    '|---|---|---|---|---|---|---|',
    ...pairs.map(ratioRow),
    '',
    ...verdicts,
    '',
    '### Server memory with the sockets open',
    '',
    'Read in the server process after two forced full garbage collections, before the sockets open (idle) and with all of them open and subscribed; per connection = (connected − idle) / N.',
    '',
    '| members connected | side | RSS idle MiB | RSS connected MiB | RSS per connection KiB | JS heap per connection KiB | external + buffers per connection KiB |',
    '|---|---|---|---|---|---|---|',
    ...pairs.flatMap(({ portal, bare }) => [memoryRow(portal), memoryRow(bare)]),
  ].join('\n');
}
