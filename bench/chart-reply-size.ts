/**
 * Size of the `POST /api/chart` reply (issue 17; docs/decisions/0102 "Chart speed"): the country
 * chart (the 20 DRGs with the most FY2011 hospitals × every state) and the one-state chart, as
 * JSON text and as the server sends it compressed (gzip and Brotli), with the share of each part.
 *
 * No build needed: the app is built in-process (`buildApp`, signed in with the integration tests'
 * user helpers) on an
 * SQLite file (bench/.cache/chart-reply-size.sqlite) holding the CMS files a chart reads (FY2011
 * inpatient by provider, the by-geography files, the cost reports and the HVBP total performance
 * scores from REFERENCE_DATA_DIR, default ../shared/data), imported on the first run only.
 *
 * Run: `npx tsx bench/chart-reply-size.ts`
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { importFiles } from '../apps/server/src/reference/import-files.js';
import { buildApp } from '../apps/server/src/app.js';
import { createUser, signIn } from '../apps/server/src/testing/test-app.js';
import { allStates, chartBody } from './benchmarks-bench.js';
import { root } from './support.js';

const databaseFile = join(root, 'bench/.cache/chart-reply-size.sqlite');

/** The charts measured: as the page asks (no per-code figures) and with them (the API's default). */
const chartNames = ['state', 'country', 'state, per-code figures', 'country, per-code figures'] as const;
type ChartName = (typeof chartNames)[number];
const chartLabels: Record<ChartName, string> = {
  state: '20 DRGs × CA, as the page asks',
  country: '20 DRGs × country, as the page asks',
  'state, per-code figures': '20 DRGs × CA, with per-code figures',
  'country, per-code figures': '20 DRGs × country, with per-code figures',
};

/** The CMS files a chart of inpatient DRGs reads, relative to the reference data directory. */
const chartFiles = [
  'cms/inpatient/inpatient-drg100-by-provider-fy2011.csv.gz',
  'cms/inpatient/inpatient-by-geography-and-drg-2019.csv.gz',
  'cms/inpatient/inpatient-by-geography-and-drg-2021.csv.gz',
  'cms/cost-reports/hospital-cost-report-2019.csv.gz',
  'cms/cost-reports/hospital-cost-report-2020.csv.gz',
  'cms/cost-reports/hospital-cost-report-2021.csv.gz',
  'cms/quality/hvbp-total-performance-score-fy2021.csv',
  'cms/quality/hvbp-total-performance-score-fy2024.csv',
];

/** Bytes of one reply: JSON text, and the body the server sends for each accepted encoding. */
export interface ReplySize {
  providers: number;
  jsonBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** JSON bytes of each top-level part and of `providerData.providers[].procedures` together. */
  parts: Record<string, number>;
  /**
   * Milliseconds, median of 5: a repeated (kept) reply sent plain, as Brotli and as gzip; and
   * compressing its JSON once with the server's settings, the work each compressed reply cost
   * before kept replies were held compressed.
   */
  timings: {
    plainMs: number;
    brotliMs: number;
    gzipMs: number;
    compressBrotliMs: number;
    compressGzipMs: number;
  };
}

/** Median milliseconds of 5 runs of `work`. */
async function medianMs(work: () => unknown): Promise<number> {
  const runs: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    await work();
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return Math.round((runs[2] ?? 0) * 10) / 10;
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** Imports the chart's CMS files into `file` unless it already holds inpatient facts. */
async function prepareDatabase(file: string): Promise<void> {
  mkdirSync(join(root, 'bench/.cache'), { recursive: true });
  const fresh = !existsSync(file);
  const handle = openDatabase(file);
  try {
    await migrateToLatest(handle);
    const row = fresh
      ? undefined
      : await handle.db.selectFrom('benchmark_facts').select('code').limit(1).executeTakeFirst();
    if (row !== undefined) return;
    const dataDir = resolve(root, process.env.REFERENCE_DATA_DIR ?? '../shared/data');
    await importFiles(
      handle,
      chartFiles.map((path) => join(dataDir, path)),
      { log: (line) => process.stderr.write(`${line}\n`) },
    );
  } finally {
    await handle.close();
  }
}

/**
 * Measures the one-state (CA) and the country chart replies on the app built in-process over the
 * SQLite database `file` (the chart's CMS files are imported first when it has no facts).
 */
export async function measureChartReplySizes(file = databaseFile): Promise<Record<ChartName, ReplySize>> {
  await prepareDatabase(file);
  const states = await allStates(file);
  const bodies: Record<ChartName, unknown> = {
    state: await chartBody(['CA'], file),
    country: await chartBody(states, file),
    'state, per-code figures': await chartBody(['CA'], file, true),
    'country, per-code figures': await chartBody(states, file, true),
  };
  const handle = openDatabase(file);
  const app = await buildApp({
    handle,
    sessionSecret: 'chart-reply-size-session-secret-0123456789-abcdef',
    logLevel: 'silent',
  });
  try {
    await app.ready();
    const email = `reply-size-${String(Date.now())}@example.test`;
    await createUser(handle.db, { email, roles: ['medivi-read', 'medivi-benchmarks'] });
    const analyst = await signIn(app, email);
    const sizeOf = async (body: unknown): Promise<ReplySize> => {
      const send = (encoding: string) =>
        app.inject({
          method: 'POST',
          url: '/api/chart',
          headers: { ...analyst.headers, 'accept-encoding': encoding },
          payload: body as Record<string, unknown>,
        });
      const plain = await send('identity');
      if (plain.statusCode !== 200) throw new Error(`POST /api/chart answered ${String(plain.statusCode)}`);
      const gzip = await send('gzip');
      const brotli = await send('br');
      if (gzip.headers['content-encoding'] !== 'gzip' || brotli.headers['content-encoding'] !== 'br')
        throw new Error('the reply was not compressed as asked');
      const reply = plain.json<{
        bars: unknown[];
        lines: unknown[];
        meta: unknown;
        providerData: { providers: { procedures?: unknown[] }[]; excludedProviders: unknown[] };
      }>();
      const { providers, excludedProviders, ...rest } = reply.providerData;
      const timings = {
        plainMs: await medianMs(() => send('identity')),
        brotliMs: await medianMs(() => send('br')),
        gzipMs: await medianMs(() => send('gzip')),
        compressBrotliMs: await medianMs(() =>
          brotliCompressSync(plain.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }),
        ),
        compressGzipMs: await medianMs(() => gzipSync(plain.body)),
      };
      return {
        timings,
        providers: providers.length,
        jsonBytes: plain.rawPayload.length,
        gzipBytes: gzip.rawPayload.length,
        brotliBytes: brotli.rawPayload.length,
        parts: {
          bars: bytes(reply.bars),
          lines: bytes(reply.lines),
          meta: bytes(reply.meta),
          'providerData.providers': bytes(providers),
          'providerData.providers[].procedures': providers.reduce(
            (sum, provider) => sum + (provider.procedures === undefined ? 0 : bytes(provider.procedures)),
            0,
          ),
          'providerData.excludedProviders': bytes(excludedProviders),
          ...(Object.keys(rest).length === 0 ? {} : { 'providerData, other': bytes(rest) }),
        },
      };
    };
    const sizes: Partial<Record<ChartName, ReplySize>> = {};
    for (const name of chartNames) sizes[name] = await sizeOf(bodies[name]);
    return sizes as Record<ChartName, ReplySize>;
  } finally {
    await app.close();
    await handle.close();
  }
}

const kib = (count: number) => (count / 1024).toFixed(0);

/** The sizes as Markdown: a table of the charts and the parts of both country replies. */
export function replySizeTable(sizes: Record<ChartName, ReplySize>): string {
  return [
    '| chart | providers | JSON KiB | gzip KiB | Brotli KiB |',
    '|---|---|---|---|---|',
    ...Object.entries(sizes).map(
      ([name, size]) =>
        `| ${chartLabels[name as ChartName]} | ${String(size.providers)} | ${kib(size.jsonBytes)} | ${kib(size.gzipBytes)} | ${kib(size.brotliBytes)} |`,
    ),
    '',
    'A repeated (kept) reply, ms (median of 5): sent plain / as Brotli / as gzip; compressing its JSON once, Brotli / gzip:',
    '',
    ...Object.entries(sizes).map(
      ([name, { timings: t }]) =>
        `- ${name}: ${String(t.plainMs)} / ${String(t.brotliMs)} / ${String(t.gzipMs)}; ${String(t.compressBrotliMs)} / ${String(t.compressGzipMs)}`,
    ),
    '',
    'Country reply, JSON KiB by part, as the page asks / with per-code figures:',
    '',
    ...Object.entries(sizes['country, per-code figures'].parts).map(
      ([part, size]) => `- ${part}: ${kib(sizes.country.parts[part] ?? 0)} / ${kib(size)}`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const sizes = await measureChartReplySizes();
  process.stdout.write(`${replySizeTable(sizes)}\n${JSON.stringify(sizes)}\n`);
}

const benchFile = fileURLToPath(import.meta.url);
if (existsSync(process.argv[1] ?? '') && resolve(process.argv[1] ?? '') === benchFile) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
