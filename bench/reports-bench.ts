/**
 * Reports benchmark (issue 19; docs/decisions/0105-reports.md): the plan-health pages of one plan at
 * 10 concurrent clients on a database of 1,000,000 synthetic claims and 100,000 cases in 50 plans,
 * as a p95 ratio to the minimal session-checked endpoint of the same server (target ≤ 5×) and to the
 * same pages on the shipped demo volume (target ≤ 2×); the time to publish one month at each volume;
 * and the claims importer (claims-import-bench.ts).
 *
 * Scale: `--claims=N --cases=N --plans=N --import-rows=N,N` or BENCH_REPORTS_CLAIMS,
 * BENCH_REPORTS_CASES, BENCH_REPORTS_PLANS, BENCH_REPORTS_IMPORT_ROWS (defaults 1000000, 100000, 50,
 * 100000,400000). The databases are kept in bench/.cache (reused with BENCH_REUSE=1).
 *
 * Run alone: `npx tsx bench/reports-bench.ts [--claims=…]`; `npm run bench -- reports` writes
 * bench/results/reports.md.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { previousMonth, reportPages } from '@medivi/domain';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { demoEmail, demoPassword } from '../apps/server/src/seed/demo-accounts.js';
import { defaultImportSizes, runClaimsImportBench } from './claims-import-bench.js';
import { planVolume, prepareDatabases, timePublication } from './reports-databases.js';
import { benchPlan, type ReportsScale } from './reports-data.js';
import { type LoadResult, loadTable, measure, root, signInHeaders, startPortal, median } from './support.js';

const benchFile = fileURLToPath(import.meta.url);
const cacheDir = join(root, 'bench/.cache');
const baselinePath = '/api/keep-session-alive';
/** The demo plan read on the demo volume (the demo reports account holds it). */
const demoPlanId = 'demo-plan-lakeshore';
const connections = 10;
/** Alternating measurement rounds per portal. */
const roundCount = 3;

/** The text of `--name=…`, else of the environment variable, else `fallback`. */
function setting(argv: readonly string[], name: string, variable: string, fallback: string): string {
  return (
    argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? process.env[variable] ?? fallback
  );
}

/** The positive whole numbers of a comma-separated setting. */
function wholeNumbers(text: string, name: string): number[] {
  const values = text.split(',').map(Number);
  if (values.some((v) => !Number.isInteger(v) || v <= 0))
    throw new Error(`--${name} wants whole numbers: ${text}`);
  return values;
}

/** The benchmark's scale from `argv` and the environment (see the file's comment). */
export function reportsBenchSettings(argv: readonly string[] = process.argv): {
  scale: ReportsScale;
  importRows: number[];
} {
  const one = (name: string, variable: string, fallback: number) =>
    wholeNumbers(setting(argv, name, variable, String(fallback)), name)[0] ?? fallback;
  const plans = one('plans', 'BENCH_REPORTS_PLANS', 50);
  // Claim ids carry the plan's two digits.
  if (plans > 99) throw new Error(`--plans is at most 99: ${String(plans)}`);
  return {
    scale: {
      claims: one('claims', 'BENCH_REPORTS_CLAIMS', 1_000_000),
      cases: one('cases', 'BENCH_REPORTS_CASES', 100_000),
      plans,
    },
    importRows: wholeNumbers(
      setting(argv, 'import-rows', 'BENCH_REPORTS_IMPORT_ROWS', defaultImportSizes.join(',')),
      'import-rows',
    ),
  };
}

/** Every plan-health page of `planId` for `month`, as the report view asks them. */
function pagePaths(planId: string, month: { year: number; month: number }): string[] {
  return reportPages['planHealth-reporting'].map(
    (page) =>
      `/api/reports/planHealth-reporting/pages/${page.id}?year=${String(month.year)}&month=${String(month.month)}&planID=${planId}`,
  );
}

/** A started portal signed in as the demo reports account, with the page paths it is asked. */
interface ReportPortal {
  label: string;
  url: string;
  headers: Record<string, string>;
  paths: string[];
  stop(): Promise<void>;
}

/** Starts a portal over `databaseUrl`, signs in, and checks that every page of `planId` answers. */
async function openPortal(
  label: string,
  databaseUrl: string,
  planId: string,
  month: { year: number; month: number },
): Promise<ReportPortal> {
  const varDir = join(cacheDir, `var-reports-${planId}`);
  mkdirSync(varDir, { recursive: true });
  const portal = await startPortal(databaseUrl, varDir);
  try {
    const headers = await signInHeaders(portal.url, demoEmail('reports'), demoPassword);
    const paths = pagePaths(planId, month);
    for (const path of paths) {
      const probe = await fetch(`${portal.url}${path}`, { headers });
      if (!probe.ok) throw new Error(`${path} answered ${String(probe.status)}`);
    }
    return { label, url: portal.url, headers, paths, stop: () => portal.stop() };
  } catch (error) {
    await portal.stop();
    throw error;
  }
}

/** One round on one portal: the minimal endpoint, then the pages. */
async function measureRound(
  portal: ReportPortal,
  round: number,
): Promise<{ baseline: LoadResult; pages: LoadResult }> {
  const options = { connections };
  const suffix = `${portal.label}, round ${String(round)}`;
  return {
    baseline: await measure(
      `minimal session-checked endpoint, ${suffix}`,
      portal.url,
      [baselinePath],
      portal.headers,
      options,
    ),
    pages: await measure(
      `plan-health pages of one plan, ${suffix}`,
      portal.url,
      portal.paths,
      portal.headers,
      options,
    ),
  };
}

const met = (ratio: number, target: number) =>
  `**${ratio.toFixed(2)}×** (target ≤ ${String(target)}×: ${ratio <= target ? 'met' : 'missed'})`;
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

/**
 * Builds the two databases, publishes last month on each (timed), measures both portals, then runs
 * the claims import benchmark.
 * @returns the Markdown of bench/results/reports.md below its header.
 */
export async function runReportsBench(argv: readonly string[] = process.argv): Promise<string> {
  const { scale, importRows } = reportsBenchSettings(argv);
  const started = performance.now();
  const { demo, large, reused } = await prepareDatabases(scale);
  const month = previousMonth(systemClock.now());
  const loadBefore = loadavg()[0] ?? 0;
  const publishDemo = await timePublication(demo, month);
  const publishLarge = await timePublication(large, month);
  const largePlan = benchPlan(0).id;
  const volumes = { demo: await planVolume(demo, demoPlanId), large: await planVolume(large, largePlan) };
  // Both portals run at once and are measured in alternating rounds, so a burst of load from other
  // processes on the machine falls on both volumes rather than on one.
  const portals = [
    await openPortal('demo volume', demo, demoPlanId, month),
    await openPortal(`${count(scale.claims)} claims`, large, largePlan, month),
  ] as const;
  const rounds: {
    demo: { baseline: LoadResult; pages: LoadResult };
    large: { baseline: LoadResult; pages: LoadResult };
  }[] = [];
  try {
    for (let round = 1; round <= roundCount; round++) {
      const [demoPortal, largePortal] = portals;
      if (round % 2 === 1) {
        const demoRound = await measureRound(demoPortal, round);
        rounds.push({ demo: demoRound, large: await measureRound(largePortal, round) });
      } else {
        const largeRound = await measureRound(largePortal, round);
        rounds.push({ demo: await measureRound(demoPortal, round), large: largeRound });
      }
    }
  } finally {
    for (const portal of portals) await portal.stop();
  }
  const ratios = (of: (r: (typeof rounds)[number]) => number) => {
    const values = rounds.map(of);
    return { median: median(values), all: values.map((v) => `${v.toFixed(2)}×`).join(', ') };
  };
  const toBaseline = ratios((r) => r.large.pages.p95 / r.large.baseline.p95);
  const toDemo = ratios((r) => r.large.pages.p95 / r.demo.pages.p95);
  const demoToBaseline = ratios((r) => r.demo.pages.p95 / r.demo.baseline.p95);
  const importSection = await runClaimsImportBench(importRows);
  const minutes = (performance.now() - started) / 60_000;
  const loadAfter = loadavg()[0] ?? 0;
  const monthName = `${String(month.year)}-${String(month.month).padStart(2, '0')}`;
  return [
    '## Plan health pages at 10 concurrent clients',
    '',
    `Two databases (SQLite), each read by one built portal process (NODE_ENV=test for the readable outbox) ` +
      `through autocannon, ${String(connections)} connections, 10 s per scenario after a 2 s warm-up, ` +
      `signed in as the demo reports account (session cookie and X-CSRF-Token). Each request is one of the ` +
      `${String(reportPages['planHealth-reporting'].length)} plan-health pages of one plan for ${monthName} (cycled). ` +
      `Both portals run at once and are measured in ${String(roundCount)} alternating rounds; each ratio is taken ` +
      'within a round and the median over the rounds is the figure.',
    '',
    `- **demo volume**: the demo seed (its claims file and cases); plan ${demoPlanId}: ` +
      `${count(volumes.demo.claims)} claims, ${count(volumes.demo.cases)} cases.`,
    `- **large**: the demo seed plus ${count(scale.claims)} synthetic claims and ${count(scale.cases)} synthetic ` +
      `cases in ${String(scale.plans)} synthetic plans (prices: the shipped demo claims file, re-dated from 2019 to ` +
      `${monthName}); plan ${largePlan}: ${count(volumes.large.claims)} claims, ${count(volumes.large.cases)} cases.`,
    '',
    loadTable(rounds.flatMap((r) => [r.demo.baseline, r.demo.pages, r.large.baseline, r.large.pages])),
    '',
    `- large, pages p95 / minimal endpoint p95 (same server): ${met(toBaseline.median, 5)}; rounds ${toBaseline.all}`,
    `- large, pages p95 / demo volume pages p95: ${met(toDemo.median, 2)}; rounds ${toDemo.all}`,
    `- demo volume, pages p95 / minimal endpoint p95: ${demoToBaseline.median.toFixed(2)}×; rounds ${demoToBaseline.all}`,
    '',
    `## Publishing one month (${monthName}, every page of every report for every plan)`,
    '',
    '| database | plans | claims | pages written | publication s |',
    '|---|---:|---:|---:|---:|',
    `| demo volume | ${String(publishDemo.plans)} | ${count(volumes.demo.allClaims)} | ${count(publishDemo.pages)} | ${publishDemo.seconds.toFixed(1)} |`,
    `| large | ${String(publishLarge.plans)} | ${count(volumes.large.allClaims)} | ${count(publishLarge.pages)} | ${publishLarge.seconds.toFixed(1)} |`,
    '',
    importSection,
    '',
    `Whole run: ${minutes.toFixed(1)} minutes (${reused ? 'databases reused from an earlier run, BENCH_REUSE=1' : 'building the databases included'}). Load average (1 min) ` +
      `${loadBefore.toFixed(1)} before the measurements, ${loadAfter.toFixed(1)} after (other processes share the ` +
      'machine; the ratios compare figures of the same run).',
  ].join('\n');
}

if (existsSync(process.argv[1] ?? '') && resolve(process.argv[1] ?? '') === benchFile) {
  runReportsBench()
    .then((section) => {
      process.stdout.write(`${section}\n`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
