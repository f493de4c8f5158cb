/**
 * Price estimates benchmark (issue 33; docs/decisions/0115-price-estimates.md): an estimate for one
 * DRG (470, knee or hip replacement) within 25 miles of a dense zip (44106, Cleveland) for member@
 * on his Lakeshore plan, at 20 concurrent clients, as a p95 ratio to Provider Search for the same
 * zip and radius (`GET /api/provider-search/v1`, first page of 50), measured in alternating rounds
 * on one server (target ≤ 1.5×). The database is the embedded default after a first start: the
 * shipped reference data and the demo data (BENCH_REUSE=1 reuses bench/.cache/price-estimates.sqlite).
 *
 * Run alone: `npx tsx bench/price-estimates-bench.ts`; `npm run bench -- price-estimates` writes
 * bench/results/price-estimates.md.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { importMissingReferenceData } from '../apps/server/src/reference/reference-manifest.js';
import { demoEmail, demoPassword } from '../apps/server/src/seed/demo-accounts.js';
import { seedDemoData } from '../apps/server/src/seed/seed-demo.js';
import { type LoadResult, loadTable, measure, root, signInHeaders, startPortal, median } from './support.js';

const benchFile = fileURLToPath(import.meta.url);
const cacheDir = join(root, 'bench/.cache');
const connections = 20;
const roundCount = 3;
const roundSeconds = 10;

/** The estimate the issue names and Provider Search over the same area. */
export const estimatePath =
  '/api/price-estimates?codeType=DRG&code=470&zip=44106&radius=25&planID=demo-plan-lakeshore';
export const providerSearchPath =
  '/api/provider-search/v1?zip=44106&radius=25&planID=demo-plan-lakeshore&limit=50&page=1';

function log(line: string): void {
  console.log(`[price-estimates bench] ${line}`);
}

/** The embedded default's database after a first start (reference data and demo data). */
async function prepareDatabase(): Promise<string> {
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, 'price-estimates.sqlite');
  if (process.env.BENCH_REUSE === '1' && existsSync(file)) return file;
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  const handle = openDatabase(file);
  await migrateToLatest(handle);
  const { referenceDataDir } = loadConfig({ ...process.env, SESSION_SECRET: 'x'.repeat(32) });
  await importMissingReferenceData(handle, { dataDir: referenceDataDir, log });
  await seedDemoData(handle, systemClock, { log });
  handle.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  await handle.close();
  return file;
}

/** Runs the benchmark and returns its Markdown section. */
export async function runPriceEstimatesBench(): Promise<string> {
  const database = await prepareDatabase();
  const varDir = join(cacheDir, 'var-price-estimates');
  mkdirSync(varDir, { recursive: true });
  const portal = await startPortal(database, varDir);
  try {
    const member = await signInHeaders(portal.url, demoEmail('member'), demoPassword);
    const probe = await fetch(`${portal.url}${estimatePath}`, { headers: member });
    if (!probe.ok) throw new Error(`${estimatePath} answered ${String(probe.status)}`);
    const reply = (await probe.json()) as {
      total: number;
      providers: { unavailableReason: string | null }[];
    };
    const search = await fetch(`${portal.url}${providerSearchPath}`, { headers: member });
    if (!search.ok) throw new Error(`${providerSearchPath} answered ${String(search.status)}`);
    const searchTotal = ((await search.json()) as { totalCount: number }).totalCount;
    const results: LoadResult[] = [];
    const ratios: number[] = [];
    for (let round = 1; round <= roundCount; round += 1) {
      const options = { connections, durationSeconds: roundSeconds };
      const suffix = `round ${String(round)}`;
      const baseline = await measure(
        `Provider Search, 25 miles of 44106, ${suffix}`,
        portal.url,
        [providerSearchPath],
        member,
        options,
      );
      const estimate = await measure(
        `Price estimate DRG 470, 25 miles of 44106, ${suffix}`,
        portal.url,
        [estimatePath],
        member,
        options,
      );
      results.push(baseline, estimate);
      ratios.push(estimate.p95 / baseline.p95);
    }
    return [
      `## GET /api/price-estimates against Provider Search at ${String(connections)} concurrent clients`,
      '',
      `member@ on the Lakeshore plan: DRG 470 within 25 miles of 44106 lists ${String(reply.total)} hospitals (${String(reply.providers.filter((card) => card.unavailableReason === null).length)} of the first page with an estimate); Provider Search lists ${searchTotal.toLocaleString('en-US')} providers for the same zip and radius (first page of 50). Each request is the page's; both keep their area or figures in memory after the first request (decisions 0004, 0115), and the estimate also reads the member's plan, design and plan-year claims and writes its audit row.`,
      '',
      loadTable(results),
      '',
      `- price estimate, p95 ratio to Provider Search (median of ${String(roundCount)} rounds): **${median(ratios).toFixed(2)}×** (target ≤ 1.5×); rounds ${ratios.map((r) => r.toFixed(2)).join(', ')}`,
    ].join('\n');
  } finally {
    await portal.stop();
  }
}

if (existsSync(process.argv[1] ?? '') && resolve(process.argv[1] ?? '') === benchFile) {
  runPriceEstimatesBench()
    .then((section) => {
      process.stdout.write(`${section}\n`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
