/**
 * Transparency in Coverage benchmark (issue 34): one plan's allowed-amounts publication
 * (`publishPlanMonth`: counts, the grouped rows streamed from the database, the nested JSON, gzip,
 * file storage) against streaming the same window's claims through `JSON.stringify` alone, for
 * growing numbers of claims, with the peak resident memory of each and the file's size.
 *
 * The claims are SYNTHETIC: the shipped demo claims (apps/server/data/demo-claims.synthetic.csv.gz)
 * in turn, re-numbered, their service dates spread over the 90-day window of publication date
 * 2026-12-01, and their allowed amount and billed charge raised by 0 to 96 and 0 to 88 cents in
 * turn: about 2.4 million distinct rows at most (282 demo group-and-amount bases × 97 × 89), so
 * one payment per claim up to tens of thousands of claims, far fewer per claim beyond. Each
 * database is written to bench/.cache and deleted afterwards; each measurement runs in a child
 * process of its own, so its peak RSS is its own.
 *
 * Run alone: `npx tsx bench/transparency-bench.ts [claims,claims,…]` (default 1000000,10000000).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Insertable } from 'kysely';
import { allowedAmountsWindow } from '@medivi/domain';
import { openDatabase } from '../apps/server/src/db/database.js';
import type { ClaimsTable } from '../apps/server/src/db/schema.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { PublicationsRepository } from '../apps/server/src/features/transparency/publications.repository.js';
import { publishPlanMonth } from '../apps/server/src/features/transparency/transparency-publication.js';
import { LocalFileStorage } from '../apps/server/src/platform/attachments/file-storage.js';
import { ManualClock } from '../apps/server/src/platform/clock.js';
import { cpuSecondsSince, residentHighWater, sampleRss } from './import-bench.js';
import { readTemplateClaims } from './reports-data.js';
import { root, runBenchChild } from './support.js';

const benchFile = fileURLToPath(import.meta.url);
const cacheDir = join(root, 'bench/.cache/transparency');
export const defaultTransparencySizes = [1_000_000, 10_000_000];
const planId = 'bench-tic-plan';
const month = '2026-12';
const window = allowedAmountsWindow('2026-12-01');

interface Measurement {
  claims: number;
  seconds: number;
  cpuSeconds: number;
  peakRssBytes: number;
  fileBytes: number;
}

/** Writes `count` synthetic claims of one plan into a fresh SQLite database. */
export async function writeDatabase(file: string, count: number): Promise<void> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  const handle = openDatabase(file);
  await migrateToLatest(handle);
  await handle.db
    .insertInto('plans')
    .values({
      id: planId,
      name: 'Synthetic benchmark plan',
      display_medivi_message: 0,
      medivi_message: null,
      is_live: 1,
      is_synthetic: 1,
      created_at: new Date().toISOString(),
      transparency_plan_id_type: 'ein',
      transparency_plan_id: '000000199',
      plan_sponsor_name: 'Synthetic benchmark sponsor',
      issuer_name: 'Synthetic benchmark sponsor',
      plan_market_type: 'group',
    })
    .execute();
  const { rows } = readTemplateClaims();
  const start = Date.parse(`${window.from}T00:00:00Z`);
  const at = new Date().toISOString();
  const blank = (value: string | undefined) => (value === undefined || value === '' ? null : value);
  const claimOf = (n: number): Insertable<ClaimsTable> => {
    const t = rows[n % rows.length] ?? {};
    const day = new Date(start + (n % 90) * 86_400_000).toISOString().slice(0, 10);
    const claimType =
      t.claim_type === 'inpatient' || t.claim_type === 'outpatient' ? t.claim_type : 'professional';
    return {
      claim_id: `SYNTHETIC-BENCH-TIC-${String(n)}`,
      plan_id: planId,
      member_id: 'SYNTHETIC',
      patient_name: 'SYNTHETIC',
      provider_npi: blank(t.provider_npi),
      provider_ccn: blank(t.provider_ccn),
      provider_name: 'SYNTHETIC',
      provider_state: 'OH',
      claim_type: claimType,
      code_type: blank(t.code_type),
      code: blank(t.code),
      service_date_from: day,
      service_date_to: day,
      received_on: day,
      billed: Math.round(Number(t.billed ?? 0) * 100 + (n % 89)) / 100,
      allowed: Math.round(Number(t.allowed ?? 0) * 100 + (n % 97)) / 100,
      paid: 0,
      medicare_equivalent: 0,
      balance_billed: 0,
      case_id: null,
      is_synthetic: 1,
      source_file: 'bench',
      imported_at: at,
      patient_member_id: null,
      patient_relationship: null,
      billing_provider_npi: blank(t.billing_provider_npi),
      billing_provider_tin: blank(t.billing_provider_tin),
      place_of_service: blank(t.place_of_service),
      billing_class: blank(t.billing_class),
      claim_status: 'paid',
      denial_reason: null,
      decided_on: null,
      deductible_amount: 0,
      coinsurance_amount: 0,
      copay_amount: 0,
    };
  };
  // 500 rows of 34 columns a statement (under SQLite's variable limit), 100,000 rows a transaction.
  for (let from = 0; from < count; from += 100_000) {
    await handle.db.transaction().execute(async (trx) => {
      for (let first = from; first < Math.min(count, from + 100_000); first += 500) {
        const last = Math.min(count, first + 500, from + 100_000);
        await trx
          .insertInto('claims')
          .values(Array.from({ length: last - first }, (_, i) => claimOf(first + i)))
          .execute();
      }
    });
  }
  await handle.close();
}

/** Child: the same window's claims streamed from the database and each put through `JSON.stringify`. */
async function measureBaseline(file: string): Promise<Measurement> {
  const peak = sampleRss();
  const handle = openDatabase(file);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let claims = 0;
  let characters = 0;
  const rows = handle.db
    .selectFrom('claims')
    .select(['code_type', 'code', 'billing_provider_tin', 'billing_provider_npi', 'provider_npi'])
    .select(['billing_class', 'claim_type', 'place_of_service', 'allowed', 'billed'])
    .where('plan_id', '=', planId)
    .where('service_date_from', '>=', window.from)
    .where('service_date_from', '<=', window.to)
    .stream(5000);
  for await (const row of rows) {
    characters += JSON.stringify(row).length;
    claims += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuSecondsSince(cpuBefore);
  await handle.close();
  return {
    claims,
    seconds,
    cpuSeconds,
    peakRssBytes: Math.max(peak(), residentHighWater()),
    fileBytes: characters,
  };
}

/** Child: `publishPlanMonth` of the plan into a fresh storage folder. */
async function measurePublication(file: string, storageDir: string): Promise<Measurement> {
  const peak = sampleRss();
  rmSync(storageDir, { recursive: true, force: true });
  const handle = openDatabase(file);
  await handle.db.deleteFrom('transparency_files').execute();
  await handle.db.deleteFrom('transparency_publications').execute();
  const log = new PublicationsRepository(handle.db);
  const [plan] = await log.plans(planId);
  if (plan === undefined) throw new Error('no benchmark plan');
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await publishPlanMonth(
    {
      db: handle.db,
      clock: new ManualClock(new Date('2026-12-01T00:30:00.000Z')),
      storage: new LocalFileStorage(storageDir),
      reportingEntityName: 'MediVI',
      publicBaseUrl: 'https://portal.example.test',
    },
    plan,
    month,
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuSecondsSince(cpuBefore);
  if (result.outcome !== 'published')
    throw new Error(`publication ${result.outcome}: ${result.failure ?? ''}`);
  const [run] = await log.lastRuns([planId]);
  const files = await log.filesOf([run?.id ?? '']);
  await handle.close();
  return {
    claims: (run?.claims ?? 0) + (run?.left_out_claims ?? 0) + (run?.unreportable_claims ?? 0),
    seconds,
    cpuSeconds,
    peakRssBytes: Math.max(peak(), residentHighWater()),
    fileBytes: files.find((f) => f.kind === 'allowed-amounts')?.bytes ?? 0,
  };
}

const mib = (bytes: number): string => (bytes / 2 ** 20).toFixed(0);
const count = (n: number): string => new Intl.NumberFormat('en-US').format(Math.round(n));

/**
 * Measures each size in `sizes` (claims): a database written once, then the baseline and the
 * publication each in a child process of its own.
 * @returns a Markdown section: claims/s of both, their ratio (wall and CPU), peak RSS, file size.
 */
export async function runTransparencyBench(
  sizes: readonly number[] = defaultTransparencySizes,
): Promise<string> {
  mkdirSync(cacheDir, { recursive: true });
  const results: { size: number; baseline: Measurement; publication: Measurement }[] = [];
  for (const size of sizes) {
    const file = join(cacheDir, `claims-${String(size)}.sqlite`);
    const writeStarted = performance.now();
    await writeDatabase(file, size);
    process.stderr.write(
      `transparency bench: ${count(size)} claims written in ${((performance.now() - writeStarted) / 1000).toFixed(0)} s\n`,
    );
    const baseline = await runBenchChild<Measurement>(benchFile, ['baseline', file]);
    const publication = await runBenchChild<Measurement>(benchFile, [
      'publish',
      file,
      join(cacheDir, 'files'),
    ]);
    results.push({ size, baseline, publication });
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
  rmSync(cacheDir, { recursive: true, force: true });
  const rate = (m: Measurement) => m.claims / m.seconds;
  const first = results[0];
  const last = results.at(-1);
  return [
    '## Allowed-amounts file of one plan (`npm run transparency:publish`)',
    '',
    'Synthetic claims of one plan (the shipped demo claims in turn, spread over the window, amounts raised by',
    'a few cents in turn: at most about 2.4 million distinct rows), on SQLite. "Baseline" streams the same window\'s',
    'claims from the database through `JSON.stringify` alone; "publication" is `publishPlanMonth`: counts,',
    'grouped rows streamed, nested JSON, gzip, file storage. Each figure from a child process of its own.',
    '',
    '| claims | baseline claims/s | publication claims/s | publication / baseline (wall) | (CPU) | peak RSS baseline MiB | peak RSS publication MiB | file MiB (gzip) |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      ({ size, baseline, publication }) =>
        `| ${count(size)} | ${count(rate(baseline))} | ${count(rate(publication))} | ${((100 * rate(publication)) / rate(baseline)).toFixed(0)} % (target ≥ 30 %) | ${((100 * baseline.cpuSeconds) / publication.cpuSeconds).toFixed(0)} % | ${mib(baseline.peakRssBytes)} | ${mib(publication.peakRssBytes)} | ${(publication.fileBytes / 2 ** 20).toFixed(1)} |`,
    ),
    '',
    first !== undefined && last !== undefined && last !== first
      ? `Peak RSS of the publication at ${count(last.size)} ÷ at ${count(first.size)} claims: ${(last.publication.peakRssBytes / first.publication.peakRssBytes).toFixed(2)}× (target ≤ 1.2×).`
      : '',
    '',
  ].join('\n');
}

if (process.argv.includes('--child')) {
  const [, , , role, file, storageDir] = process.argv;
  const measurement =
    role === 'baseline'
      ? await measureBaseline(file ?? '')
      : await measurePublication(file ?? '', storageDir ?? '');
  process.stdout.write(`${JSON.stringify(measurement)}\n`);
} else if (process.argv[1] === benchFile) {
  const sizes = process.argv[2]?.split(',').map(Number) ?? defaultTransparencySizes;
  process.stdout.write(await runTransparencyBench(sizes));
}
