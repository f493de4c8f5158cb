/**
 * Socket fan-out benchmark of live notifications (issue 5; method in
 * docs/decisions/0079-notification-fan-out-benchmark.md). For N connected members (1,000 and
 * 5,000 by default) it measures, against the built portal in a child process on a fresh SQLite
 * database, the time from the start of each member's case status change (the real
 * `PUT /api/cases/{id}/status`, as a medivi-admin) to the notification's arrival on his socket,
 * and against a bare `ws` server in a child process the time from the start of the same kind of
 * HTTP request to the arrival of a message of the same size. Both sides run the same client code,
 * the same pacing and the same memory probe; the figures are reported as portal / bare ratios.
 *
 * Settings (environment): BENCH_NOTIFICATION_SIZES (default `1000,5000`),
 * BENCH_NOTIFICATION_RATE (status changes started per second, default 200),
 * BENCH_QUIET_WAIT_SECONDS (longest wait for a quiet machine before each measured round, default 180).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { freePort } from '../tools/portal-process.js';
import { awaitDeliveries, drive, type FleetEntry, openFleet } from './notifications-clients.js';
import { createProbe, type Probe } from './notifications-probe.js';
import { renderFanOut, type SideResult } from './notifications-report.js';
import {
  type BenchMember,
  benchAdminEmail,
  benchAdminPassword,
  seedBenchPopulation,
  writeMemberSessions,
} from './notifications-seed.js';
import { percentile, root, signInHeaders, startPortal } from './support.js';

const cacheDir = join(root, 'bench/.cache');
const sessionSecret = 'notification-bench-session-secret-0123456789-abcdef';
const socketPath = '/ws/notifications';
/** Sockets opening at once. */
const openConcurrency = 50;
/** Changes of the warm-up round (per side), not measured. */
const warmUpChanges = 500;
/** How long after the last change answered a notification may still arrive and count, ms. */
const deliveryDeadlineMs = 30_000;

/** The body of each measured change, and of the warm-up round. */
const measuredChange = { status: 'Closed', statusDetail: 'Resolved' } as const;
const warmUpChange = { status: 'Opened' } as const;

function log(line: string): void {
  console.log(`[notifications bench] ${line}`);
}

interface SideUnderTest {
  side: SideResult['side'];
  wsUrl: string;
  origin: string;
  entries: FleetEntry[];
  probe: Probe;
  change(i: number, body: Record<string, string>): Promise<void>;
  /** True when `payload` is the notification socket `i` should get. */
  belongs(i: number, payload: Record<string, unknown>): boolean;
}

async function measureSide(target: SideUnderTest, rate: number): Promise<SideResult> {
  const n = target.entries.length;
  const idle = await target.probe.read();
  const opened = performance.now();
  const fleet = await openFleet(target.wsUrl, target.origin, target.entries, {
    concurrency: openConcurrency,
    log: (line) => {
      log(`${target.side}: ${line}`);
    },
  });
  log(
    `${target.side}: ${String(n)} sockets subscribed in ${((performance.now() - opened) / 1000).toFixed(1)} s`,
  );
  const connected = await target.probe.read();
  try {
    const warm = Math.min(n, warmUpChanges);
    await drive(warm, rate, (i) => target.change(i, warmUpChange));
    await awaitDeliveries(fleet, warm, deliveryDeadlineMs);
    if (fleet.received() < warm) log(`${target.side}: warm-up lost ${String(warm - fleet.received())}`);
    fleet.reset();

    await awaitQuietMachine(Number(process.env.BENCH_QUIET_WAIT_SECONDS ?? '180') * 1000);
    const loadBefore = loadavg()[0] ?? Number.NaN;
    const before = await target.probe.read();
    const run = await drive(n, rate, (i) => target.change(i, measuredChange));
    await awaitDeliveries(fleet, n, deliveryDeadlineMs);
    const after = await target.probe.read();
    const loadAfter = loadavg()[0] ?? Number.NaN;

    const latencies: number[] = [];
    const afterReply: number[] = [];
    const fromEvent: number[] = [];
    let misdelivered = 0;
    for (let i = 0; i < n; i++) {
      const arrival = fleet.firstArrival(i);
      const payload = fleet.firstPayload(i);
      const start = run.starts[i];
      if (arrival === null || payload === null || start === undefined) continue;
      if (!target.belongs(i, payload)) {
        misdelivered += 1;
        continue;
      }
      latencies.push(arrival - start);
      afterReply.push(arrival - (run.replies[i] ?? Number.NaN));
      const published =
        typeof payload.PublishedDateTime === 'string' ? Date.parse(payload.PublishedDateTime) : NaN;
      fromEvent.push((fleet.firstArrivalEpoch(i) ?? Number.NaN) - published);
    }
    latencies.sort((a, b) => a - b);
    afterReply.sort((a, b) => a - b);
    fromEvent.sort((a, b) => a - b);
    const replies = run.replies.map((r, i) => r - (run.starts[i] ?? r)).sort((a, b) => a - b);
    const cpuMicros = after.cpuUser + after.cpuSystem - before.cpuUser - before.cpuSystem;
    return {
      side: target.side,
      connections: n,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      replyP95: percentile(replies, 95),
      afterReplyP95: percentile(afterReply, 95),
      fromEventP50: percentile(fromEvent, 50),
      fromEventP95: percentile(fromEvent, 95),
      load: [loadBefore, loadAfter],
      delivered: latencies.length,
      lost: n - latencies.length - misdelivered,
      duplicates: fleet.duplicates(),
      misdelivered,
      closedByServer: fleet.closedByServer(),
      messageBytes: fleet.messageBytes(),
      cpuMsPerChange: cpuMicros / 1000 / n,
      spanSeconds: run.spanSeconds,
      idle,
      connected,
      sample: fleet.firstPayload(0),
    };
  } finally {
    await fleet.close();
  }
}

/** The portal at `n` connected members, on a fresh SQLite database. */
export async function measurePortal(n: number, rate: number): Promise<SideResult> {
  const databaseUrl = join(cacheDir, `notifications-${String(n)}.sqlite`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(databaseUrl + suffix, { force: true });
  const handle = openDatabase(databaseUrl);
  try {
    await migrateToLatest(handle);
    const seeded = performance.now();
    const members = await seedBenchPopulation(handle, n);
    log(
      `portal: ${String(n)} synthetic members with a case each in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const probe = await createProbe();
    const portal = await startPortal(databaseUrl, join(cacheDir, 'var-notifications'), {
      ...probe.env,
      SESSION_SECRET: sessionSecret,
    });
    try {
      const admin = await signInHeaders(portal.url, benchAdminEmail, benchAdminPassword);
      const cookies = await writeMemberSessions(handle.db, members, sessionSecret);
      return await measureSide(
        {
          side: 'portal',
          wsUrl: `${portal.url.replace(/^http/, 'ws')}${socketPath}`,
          origin: portal.url,
          entries: members.map((m, i) => ({
            cookie: cookies[i] ?? null,
            sixDegPatientId: m.sixDegPatientId,
          })),
          probe,
          change: (i, body) => put(`${portal.url}/api/cases/${caseOf(members, i)}/status`, admin, body),
          belongs: (i, payload) =>
            payload.CaseID === members[i]?.caseId && payload.SixDegPatientID === members[i]?.sixDegPatientId,
        },
        rate,
      );
    } finally {
      await portal.stop();
    }
  } finally {
    await handle.close();
  }
}

function caseOf(members: readonly BenchMember[], i: number): string {
  const member = members[i];
  if (member === undefined) throw new Error(`no member ${String(i)}`);
  return member.caseId;
}

async function put(
  url: string,
  headers: Record<string, string>,
  body: Record<string, string>,
): Promise<void> {
  const response = await fetch(url, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${String(response.status)}`);
}

/** The bare `ws` baseline at `n` sockets, sending messages shaped like `sample`. */
export async function measureBare(
  n: number,
  rate: number,
  sample: Record<string, unknown>,
): Promise<SideResult> {
  const probe = await createProbe();
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench/notifications-bare-server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        ...probe.env,
        BENCH_BARE_PORT: String(port),
        BENCH_SAMPLE_PAYLOAD: JSON.stringify(sample),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${String(port)}`;
  try {
    await waitForReady(child, `${url}/ready`);
    const ids = Array.from({ length: n }, (_, i) => `bare-${String(i)}`);
    return await measureSide(
      {
        side: 'bare ws',
        wsUrl: `ws://127.0.0.1:${String(port)}${socketPath}`,
        origin: url,
        entries: ids.map((id) => ({ cookie: null, sixDegPatientId: id })),
        probe,
        change: (i, body) => put(`${url}/send/${ids[i] ?? ''}`, {}, body),
        belongs: (i, payload) => payload.SixDegPatientID === ids[i],
      },
      rate,
    );
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

async function waitForReady(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bare server exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('bare server did not start in time');
    await sleep(200);
  }
}

/**
 * Waits (at most `maxWaitMs`) until the machine's one-minute load average is below 0.75 per CPU,
 * so that other work on the machine disturbs a measured round as little as possible.
 */
async function awaitQuietMachine(maxWaitMs = 180_000): Promise<void> {
  const end = Date.now() + maxWaitMs;
  const quiet = cpus().length * 0.75;
  let told = false;
  while ((loadavg()[0] ?? 0) >= quiet && Date.now() < end) {
    if (!told) log(`waiting for a quieter machine (load ${(loadavg()[0] ?? 0).toFixed(2)})`);
    told = true;
    await sleep(5_000);
  }
}

/** The soft limit of open files of this process (children inherit it), or null when unknown. */
function openFileLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === undefined || soft === 'unlimited' ? null : Number(soft);
  } catch {
    return null;
  }
}

/**
 * Runs the fan-out benchmark at each size (portal, then the bare baseline with the portal's
 * message as its sample) and returns the Markdown section of bench/results/notifications.md.
 */
export async function runNotificationsBench(): Promise<string> {
  const sizes = (process.env.BENCH_NOTIFICATION_SIZES ?? '1000,5000')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((s) => Number.isInteger(s) && s > 0);
  const rate = Number(process.env.BENCH_NOTIFICATION_RATE ?? '200');
  const limit = openFileLimit();
  const fits = sizes.filter((n) => limit === null || n + 500 <= limit);
  const skipped = sizes.filter((n) => !fits.includes(n));
  if (skipped.length > 0) log(`open-file limit ${String(limit)}: skipping ${skipped.join(', ')} sockets`);
  const pairs: { portal: SideResult; bare: SideResult }[] = [];
  for (const n of fits) {
    const portal = await measurePortal(n, rate);
    log(
      `portal ${String(n)}: p50 ${portal.p50.toFixed(2)} p95 ${portal.p95.toFixed(2)} p99 ${portal.p99.toFixed(2)} ms, lost ${String(portal.lost)}`,
    );
    const bare = await measureBare(n, rate, portal.sample ?? {});
    log(
      `bare ${String(n)}: p50 ${bare.p50.toFixed(2)} p95 ${bare.p95.toFixed(2)} p99 ${bare.p99.toFixed(2)} ms, lost ${String(bare.lost)}`,
    );
    pairs.push({ portal, bare });
  }
  // The raw figures, to look into a run further (not a result file).
  writeFileSync(join(cacheDir, 'notifications-results.json'), JSON.stringify(pairs, null, 2));
  return renderFanOut(pairs, { rate, openFileLimit: limit, skipped, warmUpChanges, deliveryDeadlineMs });
}
