/**
 * Cost-comparison benchmark (issue 18): the savings-analysis PDF under load against a one-page PDF
 * printed by the same library (the portal's ChromiumPdfPrinter) in the same run, and the portal's
 * memory after 20, 200 and 1000 documents: its JS heap and resident memory after forced full
 * garbage collections, and the Chromium it keeps.
 *
 * Run alone: `npx tsx bench/cost-comparison-bench.ts`; `npm run bench -- cost-comparison` writes
 * bench/results/cost-comparison.md; `--documents=N` (above 1000) reads the memory after N too.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { demoEmail, demoPassword } from '../apps/server/src/seed/demo-accounts.js';
import { seedDemoData } from '../apps/server/src/seed/seed-demo.js';
import { createProbe, type Probe } from './notifications-probe.js';
import { onePagePdfBaseline } from './pdf-baseline.js';
import { type LoadResult, loadTable, measure, root, signInHeaders, startPortal } from './support.js';

const benchFile = fileURLToPath(import.meta.url);
const cacheDir = join(root, 'bench/.cache');
const connections = 5;
const durationSeconds = 20;
const documentPath = '/api/comparison-savings-analysis';
/**
 * Documents made before each memory reading: the target compares 200 with 20; 1000 shows the
 * trend, and `--documents=N` (above 1000) adds a longer run's last reading.
 */
export function memoryCheckpoints(argv: readonly string[] = process.argv): number[] {
  const flag = argv.find((a) => a.startsWith('--documents='))?.slice('--documents='.length);
  const last = Number(flag ?? '0');
  if (flag !== undefined && !(Number.isInteger(last) && last > 1000))
    throw new Error(`--documents must be a whole number above 1000: ${flag}`);
  return last > 1000 ? [20, 200, 1000, last] : [20, 200, 1000];
}

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

/** Process ids below `pid` (the Chromium the portal started: browser, zygote, renderers, GPU). */
function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of table)
      if (found.has(parent) && !found.has(child)) {
        found.add(child);
        grew = true;
      }
  }
  found.delete(pid);
  return [...found];
}

/**
 * Proportional set size (bytes) of the process `pid` from /proc/pid/smaps_rollup: its private pages
 * plus its share of the pages it shares, so a sum over processes counts each page once. 0 when the
 * process is gone.
 */
function pssBytes(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${String(pid)}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Resident memory (bytes) of the process `pid` alone, as `ps` reports it. */
function processRssBytes(pid: number): number {
  const kib = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
  return kib * 1024;
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

/** The portal's memory after `documents` documents. Bytes. */
interface MemoryReading {
  documents: number;
  /** Resident memory of the portal's Node.js process as it stood, before any forced collection. */
  rssBeforeGc: number;
  /** The same after two full garbage collections. */
  rss: number;
  /** JavaScript heap in use after two full garbage collections: what the process retains. */
  heapUsed: number;
  /** External memory (Buffers and other memory V8 objects hold outside the heap) after them. */
  external: number;
  /** Proportional set size of the Chromium the portal keeps (all its processes). */
  chromiumPss: number;
}

/** Reads the portal's memory: resident memory first, then the probe's collection and reading. */
async function readMemory(pid: number, probe: Probe, documents: number): Promise<MemoryReading> {
  const rssBeforeGc = processRssBytes(pid);
  const collected = await probe.read();
  return {
    documents,
    rssBeforeGc,
    rss: collected.rss,
    heapUsed: collected.heapUsed,
    external: collected.external,
    chromiumPss: descendants(pid).reduce((sum, child) => sum + pssBytes(child), 0),
  };
}

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

/**
 * The memory table and the ratios of 200 to 20 documents (the target, on the JS heap and on
 * resident memory, each after a full GC) and of 1000 to 200 (whether it keeps growing).
 */
function memorySection(readings: readonly MemoryReading[]): string[] {
  const at = (documents: number) => readings.find((r) => r.documents === documents) as MemoryReading;
  const ratio = (pick: (r: MemoryReading) => number, from: number, to: number) =>
    (pick(at(to)) / pick(at(from))).toFixed(2);
  const heap = (r: MemoryReading) => r.heapUsed;
  const rss = (r: MemoryReading) => r.rss;
  const chromium = (r: MemoryReading) => r.chromiumPss;
  const verdict = (pick: (r: MemoryReading) => number) => (pick(at(200)) <= pick(at(20)) ? 'met' : 'missed');
  return [
    '## Memory of the portal and its Chromium',
    '',
    'The portal runs with a preloaded probe (bench/notifications-probe.ts) that forces two full garbage',
    'collections and then reads `process.memoryUsage()`; resident memory is also read before them, as',
    "`ps` shows it. Chromium's figure is the proportional set size (PSS) summed over its processes, so",
    'pages they share count once; no collection is forced in Chromium.',
    '',
    '| after documents | portal RSS as it stood, MiB | portal RSS after full GC, MiB | JS heap used after full GC, MiB | external after full GC, MiB | Chromium PSS, MiB |',
    '|---|---|---|---|---|---|',
    ...readings.map(
      (r) =>
        `| ${String(r.documents)} | ${mib(r.rssBeforeGc)} | ${mib(r.rss)} | ${mib(r.heapUsed)} | ${mib(r.external)} | ${mib(r.chromiumPss)} |`,
    ),
    '',
    '- Target: server memory after 200 documents no higher than after 20 (200 ÷ 20 ≤ 1), read two ways:',
    `  - JS heap retained after a full GC (the objects the portal keeps): 200 ÷ 20 = **${ratio(heap, 20, 200)}**, ${verdict(heap)}; 1000 ÷ 200 = ${ratio(heap, 200, 1000)}.`,
    `  - portal RSS after a full GC (also what the allocator keeps and code): 200 ÷ 20 = **${ratio(rss, 20, 200)}**, ${verdict(rss)}; 1000 ÷ 200 = ${ratio(rss, 200, 1000)}.`,
    `- Chromium PSS (not part of the target): 200 ÷ 20 = ${ratio(chromium, 20, 200)}, 1000 ÷ 200 = ${ratio(chromium, 200, 1000)}.`,
    ...readings
      .filter((r) => r.documents > 1000)
      .map(
        (r) =>
          `- The longer run, ${String(r.documents)} ÷ 1000 documents: JS heap ${ratio(heap, 1000, r.documents)}, portal RSS ${ratio(rss, 1000, r.documents)}, Chromium PSS ${ratio(chromium, 1000, r.documents)}.`,
      ),
  ];
}

/**
 * Measures the one-page baseline, then the memory of the built portal after 20, 200 and 1000
 * savings analyses made 5 at a time (issue 18 target: no higher after 200 than after 20, reported
 * for the JS heap and for resident memory, each after a full GC), then `POST /api/comparison-savings-analysis` at 5 concurrent
 * clients (target: p95 ≤ 5× the baseline). Returns a Markdown section.
 */
export async function runCostComparisonBench(): Promise<string> {
  const databaseFile = await prepareDatabase();
  const baseline = await onePagePdfBaseline(connections, durationSeconds);
  const varDir = join(cacheDir, 'var-cost-comparison');
  mkdirSync(varDir, { recursive: true });
  const probe = await createProbe();
  const portal = await startPortal(databaseFile, varDir, probe.env);
  let load: LoadResult;
  const memory: MemoryReading[] = [];
  try {
    const headers = await signInHeaders(portal.url, demoEmail('analyst'), demoPassword);
    const pid = portal.child.pid ?? 0;
    let made = 0;
    for (const documents of memoryCheckpoints()) {
      await makeDocuments(portal.url, headers, documents - made);
      made = documents;
      memory.push(await readMemory(pid, probe, documents));
    }
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
  return [
    `## Savings-analysis PDF at ${String(connections)} concurrent requests`,
    '',
    loadTable([baseline, load]),
    '',
    `- p95 ratio to the one-page PDF: **${(load.p95 / baseline.p95).toFixed(2)}×** (target ≤ 5×)`,
    '',
    ...memorySection(memory),
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
