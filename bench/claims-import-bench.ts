/**
 * Claims import benchmark (issue 19 item 1): the importer of `npm run import:claims`
 * (`importClaimsFile`, apps/server/src/reference/claims-import.ts) against a bare pass of csv-parse
 * over the same file, for files of growing size, with the peak resident memory of each.
 *
 * The files are SYNTHETIC: the shipped demo claims (apps/server/data/demo-claims.synthetic.csv.gz)
 * repeated with re-numbered claim ids (`SYNTHETIC-BENCH-IMPORT-…`) and no case numbers, written to
 * bench/.cache and deleted afterwards. Every price is a demo claim's. Each measurement runs in a
 * child process of its own (fresh SQLite database holding the file's plans), so its peak RSS is its
 * own.
 *
 * Run alone: `npx tsx bench/claims-import-bench.ts [rows,rows,…]` (default 100000,400000).
 */
import { createWriteStream, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { importClaimsFile } from '../apps/server/src/reference/claims-import.js';
import { openCsv, sniffCsv } from '../apps/server/src/reference/csv-source.js';
import { cpuSecondsSince, residentHighWater } from './import-bench.js';
import { readTemplateClaims } from './reports-data.js';
import { root, runBenchChild } from './support.js';

const benchFile = fileURLToPath(import.meta.url);
const cacheDir = join(root, 'bench/.cache/claims-import');
/** Default file sizes (data rows). */
export const defaultImportSizes = [100_000, 400_000];

/** What one child process measured. */
interface Measurement {
  rows: number;
  written: number;
  seconds: number;
  /** User + system CPU seconds: steadier than wall time on a shared machine. */
  cpuSeconds: number;
  peakRssBytes: number;
  /** Peak of the JavaScript heap in use after a full collection (every 5 s): what the code holds. */
  retainedHeapBytes: number;
}

interface SizeResult {
  rows: number;
  fileBytes: number;
  parse: Measurement;
  importer: Measurement;
}

/** A full garbage collection (V8's `gc`, exposed here so that the child needs no flag). */
function fullCollector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * Starts sampling RSS every 100 ms and, after a full collection every 5 s, the JavaScript heap still
 * in use (what the code holds, not garbage waiting for the collector); returns a function giving both
 * peaks in bytes, the kernel's own RSS high-water mark included. Not `resourceUsage().maxRSS`: Linux
 * carries it over from the parent through fork and exec, so a child of a large benchmark process
 * would report the parent's peak.
 */
function sampleMemory(): () => { peakRssBytes: number; retainedHeapBytes: number } {
  const collect = fullCollector();
  let rss = process.memoryUsage.rss();
  let heap = 0;
  const retained = () => {
    collect();
    heap = Math.max(heap, process.memoryUsage().heapUsed);
  };
  const rssTimer = setInterval(() => {
    rss = Math.max(rss, process.memoryUsage.rss());
  }, 100);
  const heapTimer = setInterval(retained, 5000);
  rssTimer.unref();
  heapTimer.unref();
  return () => {
    clearInterval(rssTimer);
    clearInterval(heapTimer);
    const peakRssBytes = Math.max(rss, process.memoryUsage.rss(), residentHighWater());
    retained();
    return { peakRssBytes, retainedHeapBytes: heap };
  };
}

/**
 * Child: csv-parse through the importer's own reader (`openCsv`: the same byte stream and parser
 * options), counting records and doing nothing else.
 */
async function measureParse(file: string): Promise<Measurement> {
  const peak = sampleMemory();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const source = await openCsv(file, file, await sniffCsv(file), () => undefined);
  let rows = 0;
  for await (const _record of source.records) rows += 1;
  return {
    rows,
    written: 0,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: cpuSecondsSince(cpuBefore),
    ...peak(),
  };
}

/** Child: `importClaimsFile` into a fresh SQLite database holding the plans the file names. */
async function measureImport(file: string, databaseFile: string): Promise<Measurement> {
  const peak = sampleMemory();
  for (const suffix of ['', '-wal', '-shm']) rmSync(databaseFile + suffix, { force: true });
  const handle = openDatabase(databaseFile);
  await migrateToLatest(handle);
  const planNames = [...new Set(readTemplateClaims().rows.map((row) => row.plan_name ?? ''))];
  await handle.db
    .insertInto('plans')
    .values(
      planNames.map((name, i) => ({
        id: `bench-import-plan-${String(i)}`,
        name,
        display_medivi_message: 0,
        medivi_message: null,
        is_live: 1,
        is_synthetic: 1,
        created_at: new Date().toISOString(),
      })),
    )
    .execute();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await importClaimsFile(handle, file, {
    clock: systemClock,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuSecondsSince(cpuBefore);
  await handle.close();
  if (result.rejected > 0) throw new Error(`${String(result.rejected)} synthetic rows were rejected`);
  return { rows: result.read, written: result.written, seconds, cpuSeconds, ...peak() };
}

/**
 * Writes `count` rows: the demo claims' lines in turn, each with a new claim id (the first column;
 * the demo lines name no case).
 */
async function writeSyntheticClaims(file: string, count: number): Promise<void> {
  const { headerLine, lines, rows } = readTemplateClaims();
  if (!headerLine.startsWith('claim_id,') || rows.some((row) => row.case_number !== '')) {
    throw new Error('the demo claims file no longer starts with claim_id or names cases');
  }
  const out = createWriteStream(file);
  const write = (text: string): Promise<void> =>
    new Promise((resolveWrite) => {
      if (out.write(text)) resolveWrite();
      else out.once('drain', resolveWrite);
    });
  await write(`${headerLine}\n`);
  let chunk = '';
  for (let n = 0; n < count; n++) {
    const line = lines[n % lines.length] ?? '';
    chunk += `SYNTHETIC-BENCH-IMPORT-${String(n).padStart(9, '0')}${line.slice(line.indexOf(','))}\n`;
    if (chunk.length > 1024 * 1024) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  await new Promise<void>((resolveEnd, reject) => {
    out.once('error', reject);
    out.end(() => {
      resolveEnd();
    });
  });
}

const mib = (bytes: number): string => (bytes / 2 ** 20).toFixed(0);
const count = (n: number): string => new Intl.NumberFormat('en-US').format(Math.round(n));

function markdown(results: readonly SizeResult[], templateRows: number): string {
  const lines = [
    '## Claims import (`npm run import:claims`)',
    '',
    `Synthetic claims files (the ${String(templateRows)} shipped demo claims repeated with re-numbered ` +
      'claim ids), each imported by `importClaimsFile` into a fresh SQLite database holding the demo plans; ' +
      '"bare parse" is csv-parse over the same file through the importer\'s own reader (`openCsv`: same ' +
      'byte stream, same parser options), counting records and nothing else. Every figure from a child ' +
      'process of its own, in this run. The CPU ratio (parse CPU s / import CPU s) is steadier than wall ' +
      'time when other processes share the machine.',
    '',
    '| rows | file MiB | bare parse rows/s | import rows/s | import / bare parse (wall) | import / bare parse (CPU) | import s | peak RSS import MiB | JS heap retained import MiB | peak RSS parse MiB |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    const wall = r.parse.seconds / r.importer.seconds;
    lines.push(
      `| ${count(r.rows)} | ${mib(r.fileBytes)} | ${count(r.parse.rows / r.parse.seconds)} | ` +
        `${count(r.importer.rows / r.importer.seconds)} | ${(wall * 100).toFixed(0)} % | ` +
        `${((r.parse.cpuSeconds / r.importer.cpuSeconds) * 100).toFixed(0)} % | ${r.importer.seconds.toFixed(1)} | ` +
        `${mib(r.importer.peakRssBytes)} | ${mib(r.importer.retainedHeapBytes)} | ${mib(r.parse.peakRssBytes)} |`,
    );
  }
  const growth = (peaks: number[]) => Math.max(...peaks) / Math.min(...peaks);
  const rss = results.map((r) => r.importer.peakRssBytes);
  const heap = results.map((r) => r.importer.retainedHeapBytes);
  const sizes = results.map((r) => count(r.rows)).join(' / ');
  const flat = (ratio: number) => (ratio < 1.25 ? 'flat' : 'NOT flat');
  lines.push(
    '',
    `- importer peak RSS ${rss.map(mib).join(' / ')} MiB for ${sizes} rows: ${flat(growth(rss))} in file size ` +
      `(largest / smallest ${growth(rss).toFixed(2)}×; flat = under 1.25×). Part of the RSS is SQLite's page ` +
      'cache, which fills up to its fixed bound (`cache_size` 64 MiB, db/database.ts) as the database grows.',
    `- importer JavaScript heap retained (largest after a full collection every 5 s) ${heap.map(mib).join(' / ')} MiB: ` +
      `${flat(growth(heap))} (largest / smallest ${growth(heap).toFixed(2)}×).`,
  );
  return lines.join('\n');
}

/**
 * Writes synthetic claims files of `sizes` rows, measures a bare parse and the importer on each
 * (child processes), deletes what it made.
 * @returns a Markdown section: rows/s, importer/parse ratio (wall and CPU), peak RSS (MiB) per size.
 */
export async function runClaimsImportBench(sizes: readonly number[] = defaultImportSizes): Promise<string> {
  mkdirSync(cacheDir, { recursive: true });
  const results: SizeResult[] = [];
  try {
    for (const size of sizes) {
      const file = join(cacheDir, `synthetic-claims-${String(size)}.csv`);
      const databaseFile = join(cacheDir, `claims-${String(size)}.sqlite`);
      process.stderr.write(`claims import bench: writing ${String(size)} synthetic claims\n`);
      await writeSyntheticClaims(file, size);
      const parsed = await runBenchChild<Measurement>(benchFile, ['parse', file]);
      const imported = await runBenchChild<Measurement>(benchFile, ['import', file, databaseFile]);
      results.push({ rows: size, fileBytes: statSync(file).size, parse: parsed, importer: imported });
    }
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
  return markdown(results, readTemplateClaims().rows.length);
}

async function main(): Promise<void> {
  const [flag, mode, file, databaseFile] = process.argv.slice(2);
  if (flag === '--child' && file !== undefined) {
    const result =
      mode === 'parse' ? await measureParse(file) : await measureImport(file, databaseFile ?? ':memory:');
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }
  const sizes = flag === undefined ? defaultImportSizes : flag.split(',').map(Number);
  process.stdout.write(`${await runClaimsImportBench(sizes)}\n`);
}

if (existsSync(process.argv[1] ?? '') && resolve(process.argv[1] ?? '') === benchFile) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
