import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { importMissingReferenceData } from '../apps/server/src/reference/reference-manifest.js';
import { demoEmail, demoPassword } from '../apps/server/src/seed/demo-accounts.js';
import { seedDemoData } from '../apps/server/src/seed/seed-demo.js';
import { buildScaleDirectory } from './scale-directory.js';
import { type LoadResult, loadTable, measure, root, signInHeaders, startPortal } from './support.js';

const cacheDir = join(root, 'bench/.cache');
const scaleProviders = 1_000_000;

/** The 25-mile Cleveland search the targets speak of. */
const clevelandSearch =
  '/api/provider-search/v1?zip=44106&radius=25&planID=demo-plan-lakeshore&limit=50&page=1';

/** A member's session of varied searches around Cleveland: pages, sorts, filters, text, counts. */
const variedSearches = [
  clevelandSearch,
  '/api/provider-search/v1?zip=44106&radius=25&planID=demo-plan-lakeshore&limit=50&page=2',
  '/api/provider-search/v1?zip=44106&radius=25&planID=demo-plan-lakeshore&limit=100&page=5&sortBy=name&sortDirection=asc',
  '/api/provider-search/v1?zip=44106&radius=25&planID=demo-plan-lakeshore&limit=50&page=1&sortBy=distance&sortDirection=desc',
  '/api/provider-search/v1?zip=44106&radius=25&planID=demo-plan-lakeshore&limit=50&page=1&entityType=2',
  '/api/provider-search/v1?zip=44106&radius=25&planID=demo-plan-lakeshore&limit=50&page=1&accessibilities=Contracted,Unknown',
  '/api/provider-search/v1?zip=44106&radius=25&planID=demo-plan-lakeshore&limit=50&page=1&providerType=Internal%20Medicine',
  '/api/provider-search/v1?zip=44106&planID=demo-plan-lakeshore&limit=50&page=1&text=euclid',
  '/api/provider-search/providerTaxonomy-mapping?zip=44106&radius=25&selectedPlan=demo-plan-lakeshore',
];

const baselinePath = '/api/keep-session-alive';

function log(line: string): void {
  console.log(`[provider-search bench] ${line}`);
}

/** Builds (or reuses with BENCH_REUSE=1) the shipped-directory and 1,000,000-provider databases. */
async function prepareDatabases(): Promise<{
  shipped: string;
  scale: string;
  shippedProviders: number;
  scaleCount: number;
}> {
  mkdirSync(cacheDir, { recursive: true });
  const shipped = join(cacheDir, 'shipped.sqlite');
  const scale = join(cacheDir, 'scale-1m.sqlite');
  const reuse = process.env.BENCH_REUSE === '1' && existsSync(shipped) && existsSync(scale);
  if (!reuse) {
    for (const file of [shipped, scale])
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    const handle = openDatabase(shipped);
    await migrateToLatest(handle);
    const { referenceDataDir } = loadConfig({ ...process.env, SESSION_SECRET: 'x'.repeat(32) });
    await importMissingReferenceData(handle, { dataDir: referenceDataDir, log });
    await seedDemoData(handle, systemClock, { log });
    handle.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
    await handle.close();
    copyFileSync(shipped, scale);
    const scaleHandle = openDatabase(scale);
    await buildScaleDirectory(scaleHandle, scaleProviders, log);
    scaleHandle.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
    await scaleHandle.close();
  }
  const count = async (file: string) => {
    const handle = openDatabase(file);
    const row = await handle.db
      .selectFrom('providers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await handle.close();
    return row.n;
  };
  return { shipped, scale, shippedProviders: await count(shipped), scaleCount: await count(scale) };
}

async function measureDatabase(label: string, databaseUrl: string): Promise<Record<string, LoadResult>> {
  const varDir = join(cacheDir, `var-${label}`);
  mkdirSync(varDir, { recursive: true });
  const results: Record<string, LoadResult> = {};
  const warm = await startPortal(databaseUrl, varDir);
  try {
    const headers = await signInHeaders(warm.url, demoEmail('member'), demoPassword);
    results.baseline = await measure(
      `${label}: minimal session-checked endpoint`,
      warm.url,
      [baselinePath],
      headers,
    );
    results.search = await measure(
      `${label}: 25-mile Cleveland search`,
      warm.url,
      [clevelandSearch],
      headers,
    );
    results.varied = await measure(`${label}: varied Cleveland searches`, warm.url, variedSearches, headers);
  } finally {
    await warm.stop();
  }
  const cold = await startPortal(databaseUrl, varDir, { PROVIDER_SEARCH_CACHE_SIZE: '0' });
  try {
    const headers = await signInHeaders(cold.url, demoEmail('member'), demoPassword);
    results.cold = await measure(
      `${label}: 25-mile Cleveland search, area cache off`,
      cold.url,
      [clevelandSearch],
      headers,
    );
  } finally {
    await cold.stop();
  }
  return results;
}

/**
 * Provider-search latency and throughput at 20 concurrent clients (autocannon), on the shipped
 * directory and on a 1,000,000-provider scale directory, as ratios to a minimal session-checked
 * endpoint of the same server measured in the same run. Returns a Markdown section.
 */
export async function runProviderSearchBench(): Promise<string> {
  const databases = await prepareDatabases();
  log(
    `shipped directory: ${String(databases.shippedProviders)} providers; scale directory: ${String(databases.scaleCount)}`,
  );
  const shipped = await measureDatabase('shipped', databases.shipped);
  const scale = await measureDatabase('scale', databases.scale);
  const ratio = (a: LoadResult | undefined, b: LoadResult | undefined) =>
    a === undefined || b === undefined ? Number.NaN : a.p95 / b.p95;
  const searchVsBaseline = ratio(shipped.search, shipped.baseline);
  const scaleVsShipped = ratio(scale.search, shipped.search);
  const coldVsBaseline = ratio(shipped.cold, shipped.baseline);
  const scaleColdVsShippedCold = ratio(scale.cold, shipped.cold);
  const verdict = (value: number, target: number) =>
    `${value.toFixed(2)}× (target ≤ ${String(target)}×: ${value <= target ? 'met' : 'missed'})`;
  return [
    '## Provider search',
    '',
    `Directory sizes: shipped ${databases.shippedProviders.toLocaleString('en-US')} providers; scale ${databases.scaleCount.toLocaleString('en-US')} providers (the shipped records plus synthetic scale records: real records re-placed at other real zips, used by this benchmark only).`,
    '20 concurrent clients (autocannon), 10 s per scenario after a 2 s warm-up, each portal a separate process on SQLite; "area cache off" starts the portal with PROVIDER_SEARCH_CACHE_SIZE=0 so every search reads its area from the database.',
    '',
    loadTable([...Object.values(shipped), ...Object.values(scale)]),
    '',
    `- 25-mile Cleveland search p95 / minimal endpoint p95 (shipped): ${verdict(searchVsBaseline, 5)}`,
    `- 25-mile Cleveland search p95, 1,000,000 providers / shipped: ${verdict(scaleVsShipped, 1.5)}`,
    `- with the area cache off: search / minimal endpoint ${coldVsBaseline.toFixed(2)}×; 1,000,000 / shipped ${scaleColdVsShippedCold.toFixed(2)}×`,
  ].join('\n');
}
