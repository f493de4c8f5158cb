/**
 * Benchmarks benchmark (issue 17): the CMS import against a bare csv-parse pass over the same
 * files, and `POST /api/chart` under load against the minimal session-checked endpoint.
 *
 * Every figure comes from the shipped CMS files (../shared/data/cms, REFERENCE_DATA_DIR). Each
 * import measurement runs in a child process of its own, so its peak resident memory is its own.
 *
 * Run alone: `npx tsx bench/benchmarks-bench.ts`; `npm run bench -- benchmarks` writes
 * bench/results/benchmarks.md.
 */
import { createReadStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { importFiles } from '../apps/server/src/reference/import-files.js';
import { listManifestFiles } from '../apps/server/src/reference/reference-manifest.js';
import { demoEmail, demoPassword } from '../apps/server/src/seed/demo-accounts.js';
import { seedDemoData } from '../apps/server/src/seed/seed-demo.js';
import { cpuSecondsSince, sampleRss } from './import-bench.js';
import { measureNative } from './native-load.js';
import {
  type LoadRequest,
  type LoadResult,
  loadTable,
  measure,
  root,
  runBenchChild,
  signInHeaders,
  startPortal,
} from './support.js';

const benchFile = fileURLToPath(import.meta.url);
const cacheDir = join(root, 'bench/.cache');
const databaseFile = join(cacheDir, 'benchmarks-cms.sqlite');
const baselinePath = '/api/keep-session-alive';
/** The state of one-state charts: the one with the most hospitals in the FY2011 file. */
const oneState = 'CA';
const drgCount = 20;

/** What one child process measured. */
interface Measurement {
  rows: number;
  seconds: number;
  /** User + system CPU seconds: steadier than wall time on a shared machine. */
  cpuSeconds: number;
  peakRssBytes: number;
}

function referenceDataDir(): string {
  return resolve(root, process.env.REFERENCE_DATA_DIR ?? '../shared/data');
}

/** The CMS files of the first-start manifest, in its order. */
function cmsFiles(): string[] {
  return listManifestFiles(referenceDataDir())
    .filter((file) => file.path.includes(join('cms', '')))
    .map((file) => file.path);
}

/** Child: a bare csv-parse pass over every CMS file (gunzip when compressed, tab for .tsv). */
async function measureParse(files: readonly string[]): Promise<Measurement> {
  const peak = sampleRss();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let rows = 0;
  for (const file of files) {
    const delimiter = /\.tsv(\.gz)?$/i.test(file) ? '\t' : ',';
    const input = createReadStream(file, { highWaterMark: 1024 * 1024 });
    const parser = parse({ delimiter, relax_quotes: true, relax_column_count: true, from_line: 2 });
    const stream = file.endsWith('.gz')
      ? pipeline(input, createGunzip(), parser, () => undefined)
      : pipeline(input, parser, () => undefined);
    for await (const _record of stream as AsyncIterable<string[]>) rows += 1;
  }
  return {
    rows,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: cpuSecondsSince(cpuBefore),
    peakRssBytes: peak(),
  };
}

/** Child: the portal's importers over every CMS file into a fresh SQLite database. */
async function measureImport(files: readonly string[], file: string): Promise<Measurement> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  const peak = sampleRss();
  const handle = openDatabase(file);
  await migrateToLatest(handle);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const results = await importFiles(handle, files, { log: (line) => process.stderr.write(`${line}\n`) });
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuSecondsSince(cpuBefore);
  await seedDemoData(handle, systemClock, { log: () => undefined });
  handle.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  await handle.close();
  return {
    rows: results.reduce((sum, result) => sum + (result.counts?.read ?? 0), 0),
    seconds,
    cpuSeconds,
    peakRssBytes: peak(),
  };
}

function runChild(args: string[]): Promise<Measurement> {
  return runBenchChild<Measurement>(benchFile, args);
}

/**
 * The chart body: the `drgCount` DRGs with the most FY2011 hospitals in the SQLite database `file`,
 * over the given states; without each provider's per-code figures, as the page asks, unless
 * `includeProcedures`.
 */
export async function chartBody(
  states: readonly string[],
  file = databaseFile,
  includeProcedures = false,
): Promise<unknown> {
  const handle = openDatabase(file);
  try {
    const codes = await handle.db
      .selectFrom('benchmark_facts')
      .select(['code'])
      .select((eb) => eb.fn.countAll<number>().as('providers'))
      .where('claim_type', '=', 'inpatient')
      .where('data_year', '=', 2011)
      .groupBy('code')
      .orderBy('providers', 'desc')
      .orderBy('code')
      .limit(drgCount)
      .execute();
    return {
      claimType: 'Inpatient',
      dataYear: 2011,
      providerSelections: states.map((state) => ({ id: state, name: state, type: 'state', matches: 0 })),
      procedureSelections: codes.map(({ code }) => ({ id: code, name: code, type: 'DRG', matches: 0 })),
      includeProcedures,
    };
  } finally {
    await handle.close();
  }
}

/** The states of the hospitals in the SQLite database `file`, in order. */
export async function allStates(file = databaseFile): Promise<string[]> {
  const handle = openDatabase(file);
  try {
    const rows = await handle.db
      .selectFrom('benchmark_providers')
      .select('state')
      .distinct()
      .where('provider_kind', '=', 'hospital')
      .where('state', 'is not', null)
      .orderBy('state')
      .execute();
    return rows.flatMap((row) => (row.state === null ? [] : [row.state]));
  } finally {
    await handle.close();
  }
}

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

/**
 * Imports every shipped CMS file (child processes: bare parse, then the importers into a fresh
 * SQLite database, seeded with the demo accounts), then loads `POST /api/chart` for 20 DRGs over
 * every hospital of California and of the whole country at 10 concurrent clients, each as a p95
 * ratio to the minimal session-checked endpoint of the same server in the same run (issue 17
 * targets: one state ≤ 5×, the country ≤ 2× one state), once with the chart reply cache on and
 * once with it off. Returns a Markdown section.
 */
export async function runBenchmarksBench(): Promise<string> {
  mkdirSync(cacheDir, { recursive: true });
  const files = cmsFiles();
  const parsed = await runChild(['parse', ...files]);
  const imported = await runChild(['import', databaseFile, ...files]);
  const country = await allStates();
  const oneStateBody = await chartBody([oneState]);
  const countryBody = await chartBody(country);
  const countryFullBody = await chartBody(country, databaseFile, true);

  const varDir = join(cacheDir, 'var-benchmarks');
  mkdirSync(varDir, { recursive: true });
  let providers = { state: 0, country: 0 };
  /**
   * One portal: the baseline, then the one-state and country charts, each body sent again and
   * again. With the reply cache on (the default) a repeated chart is computed once; with
   * CHART_CACHE_MB=0 every request computes, which is what a chart nobody asked for before costs.
   */
  const run = async (cacheMb: string, label: string): Promise<LoadResult[]> => {
    const portal = await startPortal(databaseFile, varDir, { CHART_CACHE_MB: cacheMb });
    try {
      // Every request accepts what Chromium accepts, so replies come compressed as a browser gets them.
      const headers = {
        ...(await signInHeaders(portal.url, demoEmail('benchmarks'), demoPassword)),
        'accept-encoding': 'gzip, deflate, br',
      };
      const count = async (body: unknown) => {
        const response = await fetch(`${portal.url}/api/chart`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`POST /api/chart answered ${String(response.status)}`);
        const reply = (await response.json()) as { providerData: { providers: unknown[] } };
        return reply.providerData.providers.length;
      };
      providers = { state: await count(oneStateBody), country: await count(countryBody) };
      const options = { connections: 10 };
      const chart = (name: string, body: unknown) =>
        measure(`${name}, ${label}`, portal.url, [{ path: '/api/chart', json: body }], headers, options);
      const results = [
        await measure(
          `minimal session-checked endpoint, ${label}`,
          portal.url,
          [baselinePath],
          headers,
          options,
        ),
        await chart(`chart, ${String(drgCount)} DRGs × ${oneState}`, oneStateBody),
        await chart(`chart, ${String(drgCount)} DRGs × country`, countryBody),
      ];
      if (cacheMb === '0') return results;
      // The same three loads with a driver that reads reply bytes natively (bench/native-load.ts).
      const native = (name: string, request: string | LoadRequest) =>
        measureNative(`${name}, ${label}, undici`, portal.url, [request], headers, options);
      return [
        ...results,
        await native('minimal session-checked endpoint', baselinePath),
        await native(`chart, ${String(drgCount)} DRGs × ${oneState}`, {
          path: '/api/chart',
          json: oneStateBody,
        }),
        await native(`chart, ${String(drgCount)} DRGs × country`, { path: '/api/chart', json: countryBody }),
        await native(`chart, ${String(drgCount)} DRGs × country with per-code figures`, {
          path: '/api/chart',
          json: countryFullBody,
        }),
      ];
    } finally {
      await portal.stop();
    }
  };
  const results = [...(await run('64', 'reply cache on')), ...(await run('0', 'reply cache off'))];
  const [
    baseline,
    state,
    whole,
    nativeBaseline,
    nativeState,
    nativeWhole,
    nativeWholeFull,
    coldBaseline,
    coldState,
    coldWhole,
  ] = results as [
    LoadResult,
    LoadResult,
    LoadResult,
    LoadResult,
    LoadResult,
    LoadResult,
    LoadResult,
    LoadResult,
    LoadResult,
    LoadResult,
  ];
  return [
    '## CMS import (every shipped CMS file, fresh SQLite database)',
    '',
    '| pass | rows | wall s | CPU s | peak RSS MiB |',
    '|---|---|---|---|---|',
    `| bare csv-parse | ${String(parsed.rows)} | ${parsed.seconds.toFixed(1)} | ${parsed.cpuSeconds.toFixed(1)} | ${mib(parsed.peakRssBytes)} |`,
    `| importers | ${String(imported.rows)} | ${imported.seconds.toFixed(1)} | ${imported.cpuSeconds.toFixed(1)} | ${mib(imported.peakRssBytes)} |`,
    '',
    `Importer throughput as a share of bare parsing, by CPU time: ${((parsed.cpuSeconds / imported.cpuSeconds) * 100).toFixed(0)} % ` +
      `(${files.length} files: ${files.map((file) => basename(file)).join(', ')}).`,
    '',
    '## POST /api/chart at 10 concurrent clients',
    '',
    `Providers in the chart: ${String(providers.state)} (${oneState}), ${String(providers.country)} (${String(country.length)} states and territories).`,
    '',
    loadTable(results),
    '',
    "Chart requests are the page's: without each provider's per-code figures (`includeProcedures: false`), " +
      'but for the row that names them. ' +
      'A repeated chart is answered from the reply cache (the figures change only with an import); ' +
      'with the cache off every request computes the chart, as a selection asked for the first time does. ' +
      'Rows without a driver named are autocannon; rows marked undici are the same loads through undici, ' +
      'which reads the reply bytes natively where autocannon appends each body chunk to a string in JavaScript ' +
      '(bench/native-load.ts), work that on two cores competes with the server for a reply of megabytes.',
    '',
    `- one state, p95 ratio to the baseline, cache on: **${(state.p95 / baseline.p95).toFixed(2)}×** (target ≤ 5×); undici: **${(nativeState.p95 / nativeBaseline.p95).toFixed(2)}×**`,
    `- country, p95 ratio to one state, cache on: **${(whole.p95 / state.p95).toFixed(2)}×** (target ≤ 2×); undici: **${(nativeWhole.p95 / nativeState.p95).toFixed(2)}×**; undici, the country with per-code figures: ${(nativeWholeFull.p95 / nativeState.p95).toFixed(2)}×`,
    `- one state, p95 ratio to the baseline, cache off: **${(coldState.p95 / coldBaseline.p95).toFixed(2)}×**`,
    `- country, p95 ratio to one state, cache off: **${(coldWhole.p95 / coldState.p95).toFixed(2)}×**`,
  ].join('\n');
}

async function main(): Promise<void> {
  const [flag, mode, ...rest] = process.argv.slice(2);
  if (flag === '--child') {
    const result =
      mode === 'parse'
        ? await measureParse(rest)
        : await measureImport(rest.slice(1), rest[0] ?? databaseFile);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }
  process.stdout.write(`${await runBenchmarksBench()}\n`);
}

if (existsSync(process.argv[1] ?? '') && resolve(process.argv[1] ?? '') === benchFile) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
