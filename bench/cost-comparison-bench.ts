/**
 * Cost-comparison benchmark (issue 18): the savings-analysis PDF under load against a one-page PDF
 * printed by the same library (the portal's ChromiumPdfPrinter) in the same run, and the portal's
 * memory (its own process and the Chromium it keeps) after 20 and after 200 documents.
 *
 * Run alone: `npx tsx bench/cost-comparison-bench.ts`; `npm run bench -- cost-comparison` writes
 * bench/results/cost-comparison.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { ChromiumPdfPrinter } from '../apps/server/src/platform/pdf/pdf-printer.js';
import { demoEmail, demoPassword } from '../apps/server/src/seed/demo-accounts.js';
import { seedDemoData } from '../apps/server/src/seed/seed-demo.js';
import {
  type LoadResult,
  loadTable,
  measure,
  percentile,
  root,
  signInHeaders,
  startPortal,
} from './support.js';

const benchFile = fileURLToPath(import.meta.url);
const cacheDir = join(root, 'bench/.cache');
const connections = 5;
const durationSeconds = 20;
const documentPath = '/api/comparison-savings-analysis';

/**
 * A complete analysis (issue 18's minimal request plus money figures): synthetic plan, 60 % Ohio
 * and 40 % Alabama utilization, a total plan responsibility the rest is derived from.
 */
export const benchAnalysis = {
  planName: 'Bench plan (synthetic)',
  numberOfEmployees: 1000,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  utilization: [
    { state: 'OH', percent: 60 },
    { state: 'AL', percent: 40 },
  ],
  planResponsibility: { total: 12_000_000 },
  currentPercentOfMedical: 85,
  currentNetworkDiscount: 45,
  pricingSelection: 'Current',
};

/** A fresh SQLite database with the migrations and the demo accounts. */
async function prepareDatabase(): Promise<string> {
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, 'cost-comparison.sqlite');
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  const handle = openDatabase(file);
  await migrateToLatest(handle);
  await seedDemoData(handle, systemClock, { log: () => undefined });
  await handle.close();
  return file;
}

/** Resident memory (bytes) of `pid` and every process below it (the portal and its Chromium). */
function treeRssBytes(pid: number): number {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const inTree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of table)
      if (inTree.has(parent) && !inTree.has(child)) {
        inTree.add(child);
        grew = true;
      }
  }
  return table.filter(([id]) => inTree.has(id)).reduce((sum, [, , rss]) => sum + rss * 1024, 0);
}

/** Resident memory (bytes) of the process `pid` alone (the portal's Node.js process). */
function processRssBytes(pid: number): number {
  const kib = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
  return kib * 1024;
}

/** One-page PDFs by the portal's printer at `connections` concurrent prints for `durationSeconds`. */
async function onePagePdfBaseline(): Promise<LoadResult> {
  const printer = new ChromiumPdfPrinter();
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>One page</title></head>' +
    '<body><h1>One page</h1><p>A baseline document of one page.</p></body></html>';
  try {
    for (let i = 0; i < 3; i += 1) await printer.print(html);
    const times: number[] = [];
    const ends = performance.now() + durationSeconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < ends) {
          const started = performance.now();
          await printer.print(html);
          times.push(performance.now() - started);
        }
      }),
    );
    times.sort((a, b) => a - b);
    return {
      name: `one-page PDF, same printer (${String(connections)} concurrent)`,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      requestsPerSecond: times.length / durationSeconds,
      requests: times.length,
      non2xx: 0,
      errors: 0,
    };
  } finally {
    await printer.close();
  }
}

/** Asks for `count` savings analyses, `connections` at a time; each must be a PDF. */
async function makeDocuments(url: string, headers: Record<string, string>, count: number): Promise<void> {
  let left = count;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (left > 0) {
        left -= 1;
        const response = await fetch(`${url}${documentPath}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(benchAnalysis),
        });
        const body = Buffer.from(await response.arrayBuffer());
        if (!response.ok || body.subarray(0, 5).toString() !== '%PDF-')
          throw new Error(`${documentPath} answered ${String(response.status)}`);
      }
    }),
  );
}

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

/**
 * Measures the one-page baseline, then `POST /api/comparison-savings-analysis` at 5 concurrent
 * clients on the built portal (issue 18 target: p95 ≤ 5× the baseline), then the memory of the
 * portal and its Chromium after 20 and after 200 documents (target: no higher after 200).
 * Returns a Markdown section.
 */
export async function runCostComparisonBench(): Promise<string> {
  const databaseFile = await prepareDatabase();
  const baseline = await onePagePdfBaseline();
  const varDir = join(cacheDir, 'var-cost-comparison');
  mkdirSync(varDir, { recursive: true });
  const portal = await startPortal(databaseFile, varDir);
  let load: LoadResult;
  const memory: { after: number; bytes: number; portalBytes: number }[] = [];
  try {
    const headers = await signInHeaders(portal.url, demoEmail('analyst'), demoPassword);
    const pid = portal.child.pid ?? 0;
    await makeDocuments(portal.url, headers, 20);
    memory.push({ after: 20, bytes: treeRssBytes(pid), portalBytes: processRssBytes(pid) });
    await makeDocuments(portal.url, headers, 180);
    memory.push({ after: 200, bytes: treeRssBytes(pid), portalBytes: processRssBytes(pid) });
    load = await measure(
      `savings-analysis PDF (${String(connections)} concurrent)`,
      portal.url,
      [{ path: documentPath, json: benchAnalysis }],
      headers,
      { connections, durationSeconds },
    );
  } finally {
    await portal.stop();
  }
  const [twenty, twoHundred] = memory as [(typeof memory)[0], (typeof memory)[0]];
  return [
    `## Savings-analysis PDF at ${String(connections)} concurrent requests`,
    '',
    loadTable([baseline, load]),
    '',
    `- p95 ratio to the one-page PDF: **${(load.p95 / baseline.p95).toFixed(2)}×** (target ≤ 5×)`,
    '',
    '## Memory of the portal and its Chromium',
    '',
    '| after documents | portal process, resident MiB | portal and its Chromium, resident MiB (shared pages counted per process) |',
    '|---|---|---|',
    `| ${String(twenty.after)} | ${mib(twenty.portalBytes)} | ${mib(twenty.bytes)} |`,
    `| ${String(twoHundred.after)} | ${mib(twoHundred.portalBytes)} | ${mib(twoHundred.bytes)} |`,
    '',
    `- portal process after 200 ÷ after 20: **${(twoHundred.portalBytes / twenty.portalBytes).toFixed(2)}** (target ≤ 1, no growth)`,
    `- with its Chromium: **${(twoHundred.bytes / twenty.bytes).toFixed(2)}**`,
  ].join('\n');
}

if (existsSync(process.argv[1] ?? '') && resolve(process.argv[1] ?? '') === benchFile) {
  runCostComparisonBench()
    .then((section) => process.stdout.write(`${section}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
