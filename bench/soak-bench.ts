/**
 * Soak benchmark (issue 15): 50 concurrent mixed users (sign in with the e-mailed code, provider
 * search, file a case with a small PDF, read notifications) for 5 minutes against two portal
 * processes on one throwaway PostgreSQL. Reports failed requests (target 0), p95 per minute
 * (target: the last minute within 1.5× the first) and the memory of both portals each minute:
 * resident memory as it stands, then, through a preloaded probe (bench/notifications-probe.ts),
 * the JS heap and resident memory after two full garbage collections (target: flat, the heap
 * retained at the end within 1.1× the heap after the first minute).
 *
 * Settings: BENCH_SOAK_MINUTES or `--minutes=N` (default 5), BENCH_SOAK_USERS (default 50).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { createCaseMember } from '../apps/server/src/testing/cases.js';
import { startPostgresCluster } from '../apps/server/src/testing/postgres-cluster.js';
import { testPassword } from '../apps/server/src/testing/test-app.js';
import { startClamd } from '../tools/clamd-process.js';
import type { PortalProcess } from '../tools/portal-process.js';
import { createProbe, type Probe } from './notifications-probe.js';
import { renderSoak, type SoakMemory } from './soak-report.js';
import { runSoakUser, type SoakRun, type SoakUser } from './soak-users.js';
import { startPortal } from './support.js';

function log(line: string): void {
  console.log(`[soak bench] ${line}`);
}

/** Minutes of the run: `--minutes=N`, else BENCH_SOAK_MINUTES, else 5. */
export function soakMinutes(argv: readonly string[] = process.argv, env = process.env): number {
  const flag = argv.find((a) => a.startsWith('--minutes='))?.slice('--minutes='.length);
  const value = Number(flag ?? env.BENCH_SOAK_MINUTES ?? '5');
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`soak minutes must be a positive number: ${String(flag)}`);
  return value;
}

/** Resident set size of process `pid` in MiB (Linux /proc), NaN when it cannot be read. */
function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const line = readFileSync(`/proc/${String(pid)}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line?.[1] === undefined ? Number.NaN : Number(line[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** One portal's memory now: RSS as it stands, then the probe's full collection and reading. */
async function readMemory(pid: number | undefined, probe: Probe): Promise<SoakMemory> {
  const rss = rssMiB(pid);
  try {
    const collected = await probe.read();
    return { rss, rssAfterGc: collected.rss / 2 ** 20, heapAfterGc: collected.heapUsed / 2 ** 20 };
  } catch {
    return { rss, rssAfterGc: Number.NaN, heapAfterGc: Number.NaN };
  }
}

/** The soak members: `soak-member-N@bench.medivi.test`, each with his own record and plan. */
async function seedUsers(url: string, count: number): Promise<SoakUser[]> {
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle);
    const users: SoakUser[] = [];
    for (let n = 0; n < count; n++) {
      const email = `soak-member-${String(n)}@bench.medivi.test`;
      const member = await createCaseMember(handle.db, {
        email,
        memberId: `SOAK${String(n).padStart(5, '0')}`,
        planId: 'soak-plan',
      });
      users.push({ email, password: testPassword, selfLinkId: member.selfLinkId });
    }
    return users;
  } finally {
    await handle.close();
  }
}

/**
 * Runs the soak on a fresh PostgreSQL, clamd with the test signatures and two portal processes
 * (NODE_ENV=test, so the outbox holding the sign-in codes is readable without SMTP). Returns a
 * Markdown section.
 */
export async function runSoakBench(): Promise<string> {
  const minutes = soakMinutes();
  const userCount = Number(process.env.BENCH_SOAK_USERS ?? '50');
  const cluster = await startPostgresCluster();
  const clamd = await startClamd();
  const work = mkdtempSync(join(tmpdir(), 'medivi-soak-'));
  const portals: PortalProcess[] = [];
  const probes = [await createProbe(), await createProbe()];
  try {
    const users = await seedUsers(cluster.url, userCount);
    log(`${String(users.length)} members seeded on PostgreSQL`);
    const env = (name: string, importOnStart: boolean, probe: Probe): Record<string, string> => ({
      ...probe.env,
      NODE_ENV: 'test',
      IMPORT_ON_START: String(importOnStart),
      VAR_DIR: join(work, name),
      ATTACHMENTS_DIR: join(work, 'attachments'),
      CLAMD_SOCKET: clamd.socket,
    });
    // The first start imports the shipped reference data; the second finds it there.
    // The import holds the CMS benchmark files too: minutes on PostgreSQL, not the default 60 s.
    portals.push(
      await startPortal(cluster.url, join(work, 'a'), env('a', true, probes[0] as Probe), {
        timeoutMs: 900_000,
      }),
    );
    portals.push(await startPortal(cluster.url, join(work, 'b'), env('b', false, probes[1] as Probe)));
    log(`portals at ${portals.map((p) => p.url).join(', ')}; running ${String(minutes)} min`);
    const readAll = () => Promise.all(portals.map((p, i) => readMemory(p.child.pid, probes[i] as Probe)));
    const memory: SoakMemory[][] = [await readAll()];
    const startedAt = performance.now();
    const run: SoakRun = {
      urls: portals.map((p) => p.url),
      startedAt,
      endsAt: startedAt + minutes * 60_000,
      samples: [],
      failures: [],
    };
    let reading: Promise<void> = Promise.resolve();
    const sampler = setInterval(() => {
      reading = readAll().then((reading) => {
        memory.push(reading);
        log(
          `minute ${String(memory.length - 1)}: ${String(run.samples.length)} requests, ${String(run.failures.length)} failed, heap after GC ${reading.map((r) => r.heapAfterGc.toFixed(0)).join(' / ')} MiB`,
        );
      });
    }, 60_000);
    try {
      await Promise.all(users.map((user, i) => runSoakUser(run, user, i)));
    } finally {
      clearInterval(sampler);
    }
    await reading;
    if (memory.length <= Math.ceil(minutes)) memory.push(await readAll());
    return renderSoak({ minutes, users: users.length, samples: run.samples, failures: run.failures, memory });
  } finally {
    for (const portal of portals) await portal.stop();
    await clamd.stop();
    cluster.dispose();
    rmSync(work, { recursive: true, force: true });
  }
}
