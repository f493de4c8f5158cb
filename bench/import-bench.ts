/**
 * Reference import benchmark: NPPES-layout files of growing size, imported into a fresh SQLite
 * database each, against a bare csv-parse pass over the same file.
 *
 * The files are SYNTHETIC: the shipped NPPES-format rows repeated with re-numbered NPIs (9 followed
 * by a sequence and a valid check digit, a range no real NPI uses), written to a temporary folder
 * and deleted afterwards. Each measurement runs in a child process of its own so that its peak
 * resident memory (RSS sampled every 100 ms, and the kernel's maximum RSS) is its own.
 *
 * Run alone: `npx tsx bench/import-bench.ts [rows,rows,…]` (default 100000,300000,1000000).
 */
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { importFiles } from '../apps/server/src/reference/import-files.js';
import { npiCheckDigit } from '../apps/server/src/reference/normalize.js';
import { runBenchChild } from './support.js';

const benchFile = fileURLToPath(import.meta.url);
const repositoryRoot = resolve(dirname(benchFile), '..');
const defaultSizes = [100_000, 300_000, 1_000_000];

/** What one child process measured. */
interface Measurement {
  rows: number;
  written: number;
  seconds: number;
  /** User + system CPU seconds of the child: steadier than wall time on a shared machine. */
  cpuSeconds: number;
  peakRssBytes: number;
}

/** One file size's figures. */
interface SizeResult {
  rows: number;
  fileBytes: number;
  parse: Measurement;
  importer: Measurement;
}

function referenceDataDir(): string {
  const configured = process.env.REFERENCE_DATA_DIR ?? '../shared/data';
  return resolve(repositoryRoot, configured);
}

/**
 * This process's resident high-water mark in bytes (Linux `VmHWM`), 0 where /proc is missing. Not
 * `resourceUsage().maxRSS`: Linux carries that over from the parent through fork and exec, so a child
 * of a large benchmark process would report the parent's peak.
 */
export function residentHighWater(): number {
  try {
    const kib = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kib === undefined ? 0 : Number(kib) * 1024;
  } catch {
    return 0;
  }
}

/** Starts sampling RSS every 100 ms; returns a function giving the peak in bytes. */
export function sampleRss(): () => number {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 100);
  timer.unref();
  return () => {
    clearInterval(timer);
    // The kernel's own high-water mark catches a peak between two samples.
    return Math.max(peak, process.memoryUsage.rss(), residentHighWater());
  };
}

export function cpuSecondsSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

/** Child: a bare csv-parse pass (arrays, default options) over the file. */
async function measureParse(file: string): Promise<Measurement> {
  const peak = sampleRss();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let rows = -1; // The header is not a data row.
  const parser = pipeline(createReadStream(file, { highWaterMark: 1024 * 1024 }), parse(), () => undefined);
  for await (const _record of parser as AsyncIterable<string[]>) rows += 1;
  return {
    rows,
    written: 0,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: cpuSecondsSince(cpuBefore),
    peakRssBytes: peak(),
  };
}

/** Child: the portal's importer into a fresh SQLite database. */
async function measureImport(file: string, databaseFile: string): Promise<Measurement> {
  const peak = sampleRss();
  const handle = openDatabase(databaseFile);
  await migrateToLatest(handle);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const [result] = await importFiles(handle, [file], {
    log: (line) => process.stderr.write(`${line}\n`),
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuSecondsSince(cpuBefore);
  await handle.close();
  return {
    rows: result?.counts?.read ?? 0,
    written: result?.counts?.written ?? 0,
    seconds,
    cpuSeconds,
    peakRssBytes: peak(),
  };
}

function runChild(args: string[]): Promise<Measurement> {
  return runBenchChild<Measurement>(benchFile, args);
}

async function readLines(file: string): Promise<string[]> {
  const bytes = createReadStream(file);
  const text = file.endsWith('.gz') ? pipeline(bytes, createGunzip(), () => undefined) : bytes;
  const lines: string[] = [];
  for await (const line of createInterface({ input: text, crlfDelay: Infinity })) lines.push(line);
  return lines;
}

/** The header and the data lines of the shipped NPPES-format files (one record per line). */
async function shippedNppesRows(): Promise<{ header: string; rows: string[] }> {
  const folder = join(referenceDataDir(), 'providers', 'nppes-format');
  const files = [
    'npidata-2018-12-ct-ma-ri-practitioners.csv.gz',
    'npidata-2018-12-ct-ma-ri-organizations.csv',
  ];
  let header = '';
  const rows: string[] = [];
  for (const name of files) {
    const [first, ...rest] = await readLines(join(folder, name));
    header = first ?? header;
    rows.push(...rest.filter((line) => /^"\d{10}",/.test(line)));
  }
  if (rows.length === 0) throw new Error(`no NPPES-format rows found in ${folder}`);
  return { header, rows };
}

/** The synthetic NPI of row `index`: 9, eight digits, check digit. */
function syntheticNpi(index: number): string {
  const firstNine = `9${String(index).padStart(8, '0')}`;
  return `${firstNine}${npiCheckDigit(firstNine)}`;
}

/** Writes `count` synthetic rows: the shipped rows in turn, each with a new NPI. */
async function writeSyntheticFile(
  file: string,
  header: string,
  rows: readonly string[],
  count: number,
): Promise<void> {
  const out = createWriteStream(file);
  const write = (text: string): Promise<void> =>
    new Promise((resolveWrite) => {
      if (out.write(text)) resolveWrite();
      else out.once('drain', resolveWrite);
    });
  await write(`${header}\n`);
  let chunk = '';
  for (let index = 0; index < count; index += 1) {
    const template = rows[index % rows.length] ?? '';
    chunk += `"${syntheticNpi(index)}"${template.slice(12)}\n`;
    if (chunk.length > 1024 * 1024) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  await new Promise<void>((resolveEnd, reject) => {
    out.end(() => {
      resolveEnd();
    });
    out.once('error', reject);
  });
}

const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(0);
const perSecond = (rows: number, seconds: number): string =>
  new Intl.NumberFormat('en-US').format(Math.round(rows / seconds));

function markdown(results: readonly SizeResult[], templateRows: number): string {
  const lines = [
    '## Reference import: NPPES layout (synthetic)',
    '',
    `Synthetic NPPES-layout files (the ${String(templateRows)} shipped NPPES-format rows repeated with ` +
      're-numbered NPIs), each imported into a fresh SQLite database; every figure from a child process ' +
      'of its own, in this run. "Bare parse" is csv-parse over the same file with default options and ' +
      'nothing else. Rows/s are wall-clock; the CPU ratio (parse CPU seconds / import CPU seconds for ' +
      'the same rows) is steadier when other processes share the machine.',
    '',
    '| rows | file MiB | bare parse rows/s | import rows/s | import / bare parse (wall) | import / bare parse (CPU) | import s | peak RSS import MiB | peak RSS parse MiB |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const result of results) {
    const parseRate = result.parse.rows / result.parse.seconds;
    const importRate = result.importer.rows / result.importer.seconds;
    lines.push(
      `| ${new Intl.NumberFormat('en-US').format(result.rows)} | ${mib(result.fileBytes)} | ` +
        `${perSecond(result.parse.rows, result.parse.seconds)} | ` +
        `${perSecond(result.importer.rows, result.importer.seconds)} | ` +
        `${((importRate / parseRate) * 100).toFixed(0)} % | ` +
        `${((result.parse.cpuSeconds / result.importer.cpuSeconds) * 100).toFixed(0)} % | ` +
        `${result.importer.seconds.toFixed(1)} | ` +
        `${mib(result.importer.peakRssBytes)} | ${mib(result.parse.peakRssBytes)} |`,
    );
  }
  const ratios = results.map((r) => r.parse.cpuSeconds / r.importer.cpuSeconds);
  const peaks = results.map((r) => r.importer.peakRssBytes);
  const flat = peaks.length < 2 || Math.max(...peaks) / Math.min(...peaks) < 1.25;
  lines.push(
    '',
    `Targets: peak memory flat as the file grows — ${flat ? 'met' : 'NOT met'} ` +
      `(${peaks.map(mib).join(' / ')} MiB); importer throughput at least 30 % of the bare parse — ` +
      `${ratios.every((ratio) => ratio >= 0.3) ? 'met' : 'NOT met'} ` +
      `(${ratios.map((ratio) => `${(ratio * 100).toFixed(0)} %`).join(' / ')} by CPU time).`,
    '',
  );
  return lines.join('\n');
}

/**
 * Builds synthetic NPPES-layout files of `sizes` rows in a temporary folder, measures a bare
 * csv-parse pass and the importer on each (separate child processes, fresh SQLite database), and
 * deletes everything it made.
 * @returns a Markdown section with rows/s, the importer/parse ratio and peak RSS (MiB) per size.
 */
export async function runImportBench(sizes: readonly number[] = defaultSizes): Promise<string> {
  const { header, rows } = await shippedNppesRows();
  const folder = mkdtempSync(join(tmpdir(), 'medivi-synthetic-nppes-'));
  const results: SizeResult[] = [];
  try {
    for (const size of sizes) {
      const file = join(folder, `synthetic-npidata-${String(size)}.csv`);
      const databaseFile = join(folder, `synthetic-${String(size)}.sqlite`);
      process.stderr.write(`import bench: writing ${String(size)} synthetic rows\n`);
      await writeSyntheticFile(file, header, rows, size);
      const fileBytes = statSync(file).size;
      const parseResult = await runChild(['parse', file]);
      const importResult = await runChild(['import', file, databaseFile]);
      results.push({ rows: size, fileBytes, parse: parseResult, importer: importResult });
      rmSync(file, { force: true });
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${databaseFile}${suffix}`, { force: true });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return markdown(results, rows.length);
}

async function main(): Promise<void> {
  const [flag, mode, file, databaseFile] = process.argv.slice(2);
  if (flag === '--child' && file !== undefined) {
    const result =
      mode === 'parse' ? await measureParse(file) : await measureImport(file, databaseFile ?? ':memory:');
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }
  const sizes = flag === undefined ? defaultSizes : flag.split(',').map(Number);
  // Standalone runs print only; `npm run bench -- import` writes bench/results/import-bench.md.
  const section = await runImportBench(sizes);
  process.stdout.write(`${section}\n`);
}

if (existsSync(process.argv[1] ?? '') && resolve(process.argv[1] ?? '') === benchFile) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
