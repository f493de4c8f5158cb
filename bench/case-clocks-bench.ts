/**
 * Case clocks benchmark (issue 35; docs/decisions/0117-case-clocks.md): the staff case list filtered
 * to the cases due soon (`GET /api/getCases?due=due-soon&sort=due` for medivi-admin, every plan;
 * `GET /api/getClientCases?due=due-soon&sort=due` for client staff) at 10 concurrent clients on a
 * database of 100,000 synthetic cases (the reports benchmark's database: the demo data plus 50
 * synthetic plans, their cases filed from January 2019 to last month, two in three still open), as
 * a p95 ratio to the minimal session-checked endpoint of the same server, measured in alternating
 * rounds (target ≤ 3×).
 *
 * The cases of that database carry no clocks when it is made; the portal gives them theirs at its
 * start (`setMissingClocks`), and the time that took is reported.
 *
 * Scale as the reports benchmark (`--claims=N --cases=N --plans=N`, BENCH_REUSE=1 reuses the
 * databases in bench/.cache). Run alone: `npx tsx bench/case-clocks-bench.ts`;
 * `npm run bench -- case-clocks` writes bench/results/case-clocks.md.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/database.js';
import { demoEmail, demoPassword } from '../apps/server/src/seed/demo-accounts.js';
import { reportsBenchSettings } from './reports-bench.js';
import { benchPlan } from './reports-data.js';
import { grantPlan, prepareDatabases } from './reports-databases.js';
import { type LoadResult, loadTable, measure, root, signInHeaders, startPortal, median } from './support.js';

const benchFile = fileURLToPath(import.meta.url);
const cacheDir = join(root, 'bench/.cache');
const baselinePath = '/api/keep-session-alive';
const connections = 10;
const roundCount = 3;

/** How many cases the database holds, how many are open, and how many clocks run (open, not paused). */
async function caseVolume(file: string): Promise<{ cases: number; open: number; running: number }> {
  const handle = openDatabase(file);
  try {
    const row = await handle.db
      .selectFrom('cases')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('cases'),
        eb.fn.sum<number | string>(eb.case().when('decided_at', 'is', null).then(1).else(0).end()).as('open'),
        eb.fn
          .sum<number | string>(
            eb
              .case()
              .when(eb.and([eb('decided_at', 'is', null), eb('paused_since', 'is', null)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('running'),
      ])
      .executeTakeFirstOrThrow();
    return { cases: Number(row.cases), open: Number(row.open), running: Number(row.running) };
  } finally {
    await handle.close();
  }
}

/** How many cases the plans of demo account `login` hold. */
async function casesOfAccount(file: string, login: string): Promise<number> {
  const handle = openDatabase(file);
  try {
    const row = await handle.db
      .selectFrom('cases')
      .innerJoin('user_plans', 'user_plans.plan_id', 'cases.plan_id')
      .innerJoin('users', 'users.id', 'user_plans.user_id')
      .where('users.email', '=', demoEmail(login))
      .select((eb) => eb.fn.countAll<number | string>().as('cases'))
      .executeTakeFirstOrThrow();
    return Number(row.cases);
  } finally {
    await handle.close();
  }
}

/** Runs the benchmark and returns its Markdown section. */
export async function runCaseClocksBench(argv: readonly string[] = process.argv): Promise<string> {
  const { scale } = reportsBenchSettings(argv);
  const { large } = await prepareDatabases(scale);
  const clientPlan = benchPlan(0).id;
  await grantPlan(large, 'client', clientPlan);
  const varDir = join(cacheDir, 'var-case-clocks');
  mkdirSync(varDir, { recursive: true });
  const started = performance.now();
  const portal = await startPortal(large, varDir, {}, { timeoutMs: 600_000 });
  const startSeconds = (performance.now() - started) / 1000;
  try {
    const volume = { ...(await caseVolume(large)), clientCases: await casesOfAccount(large, 'client') };
    const admin = await signInHeaders(portal.url, demoEmail('admin'), demoPassword);
    const client = await signInHeaders(portal.url, demoEmail('client'), demoPassword);
    const adminList = '/api/getCases?due=due-soon&sort=due';
    const clientList = '/api/getClientCases?due=due-soon&sort=due';
    const listed: Record<string, number> = {};
    for (const [name, path, headers] of [
      ['admin', adminList, admin],
      ['client', clientList, client],
    ] as const) {
      const probe = await fetch(`${portal.url}${path}`, { headers });
      if (!probe.ok) throw new Error(`${path} answered ${String(probe.status)}`);
      listed[name] = ((await probe.json()) as { records: unknown[] }).records.length;
    }
    const results: LoadResult[] = [];
    const ratios = { admin: [] as number[], client: [] as number[] };
    for (let round = 1; round <= roundCount; round += 1) {
      const options = { connections };
      const suffix = `round ${String(round)}`;
      const baseline = await measure(
        `minimal session-checked endpoint, ${suffix}`,
        portal.url,
        [baselinePath],
        admin,
        options,
      );
      const adminRun = await measure(
        `due soon, every plan (medivi-admin), ${suffix}`,
        portal.url,
        [adminList],
        admin,
        options,
      );
      const clientRun = await measure(
        `due soon, client@ (three plans), ${suffix}`,
        portal.url,
        [clientList],
        client,
        options,
      );
      results.push(baseline, adminRun, clientRun);
      ratios.admin.push(adminRun.p95 / baseline.p95);
      ratios.client.push(clientRun.p95 / baseline.p95);
    }
    const count = (n: number) => n.toLocaleString('en-US');
    return [
      `## The staff case list, due soon, at ${String(connections)} concurrent clients over ${count(volume.cases)} cases`,
      '',
      `${count(volume.open)} cases are open, ${count(volume.running)} of them with a running clock. The portal's start gave the cases their clocks in ${startSeconds.toFixed(1)} s (start included). A request lists the cases due soon, soonest due first: ${String(listed.admin)} for medivi-admin (every plan), ${String(listed.client)} for client@ (client staff of the two demo plans and of the synthetic plan ${clientPlan}; ${count(volume.clientCases)} cases on the three).`,
      '',
      loadTable(results),
      '',
      `- medivi-admin, p95 ratio to the baseline (median of ${String(roundCount)} rounds): **${median(ratios.admin).toFixed(2)}×** (target ≤ 3×); rounds ${ratios.admin.map((r) => r.toFixed(2)).join(', ')}`,
      `- client staff, p95 ratio to the baseline: **${median(ratios.client).toFixed(2)}×** (target ≤ 3×); rounds ${ratios.client.map((r) => r.toFixed(2)).join(', ')}`,
    ].join('\n');
  } finally {
    await portal.stop();
  }
}

if (existsSync(process.argv[1] ?? '') && resolve(process.argv[1] ?? '') === benchFile) {
  runCaseClocksBench()
    .then((section) => {
      process.stdout.write(`${section}\n`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
