/**
 * The databases of the reports benchmark (reports-bench.ts): the demo database and a copy of it with
 * the synthetic plans, claims and cases (reports-data.ts), kept in bench/.cache; and the timed
 * publication of one month on either.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { previousMonth } from '@medivi/domain';
import { publishReportMonth } from '../apps/server/src/features/reports/report-publication.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { demoEmail } from '../apps/server/src/seed/demo-accounts.js';
import { seedDemoData } from '../apps/server/src/seed/seed-demo.js';
import { addSyntheticReportData, type ReportsScale } from './reports-data.js';
import { root } from './support.js';

const cacheDir = join(root, 'bench/.cache');

function log(line: string): void {
  console.log(`[reports bench] ${line}`);
}

/** What publishing one month took. */
export interface Publication {
  seconds: number;
  plans: number;
  pages: number;
}

/** Times `publishReportMonth` for `month` on `file`, after removing that month's publication. */
export async function timePublication(
  file: string,
  month: { year: number; month: number },
): Promise<Publication> {
  const handle = openDatabase(file);
  try {
    await handle.db
      .deleteFrom('report_snapshots')
      .where('year', '=', month.year)
      .where('month', '=', month.month)
      .execute();
    await handle.db
      .deleteFrom('report_publications')
      .where('year', '=', month.year)
      .where('month', '=', month.month)
      .execute();
    const started = performance.now();
    const result = await publishReportMonth(handle.db, systemClock, month);
    const seconds = (performance.now() - started) / 1000;
    log(
      `published ${String(month.year)}-${String(month.month)}: ${String(result.snapshots)} pages, ${seconds.toFixed(1)} s`,
    );
    handle.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
    return { seconds, plans: result.plans, pages: result.snapshots };
  } finally {
    await handle.close();
  }
}

/**
 * The demo database (migrated and seeded: demo accounts, plans, claims, cases, every month
 * published) and a copy of it with the synthetic plans, claims and cases added, the demo reports
 * account also holding the first synthetic plan.
 */
export async function prepareDatabases(
  scale: ReportsScale,
): Promise<{ demo: string; large: string; reused: boolean }> {
  mkdirSync(cacheDir, { recursive: true });
  const demo = join(cacheDir, 'reports-demo.sqlite');
  const large = join(
    cacheDir,
    `reports-${String(scale.claims)}-${String(scale.cases)}-${String(scale.plans)}.sqlite`,
  );
  if (process.env.BENCH_REUSE === '1' && existsSync(demo) && existsSync(large))
    return { demo, large, reused: true };
  for (const file of [demo, large])
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  const handle = openDatabase(demo);
  await migrateToLatest(handle);
  await seedDemoData(handle, systemClock, { log });
  handle.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  await handle.close();
  copyFileSync(demo, large);
  const scaled = openDatabase(large);
  try {
    const started = performance.now();
    const plans = await addSyntheticReportData(scaled.db, scale, previousMonth(systemClock.now()), log);
    const reader = await scaled.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoEmail('reports'))
      .executeTakeFirstOrThrow();
    await scaled.db
      .insertInto('user_plans')
      .values({ user_id: reader.id, plan_id: plans[0]?.id ?? '' })
      .execute();
    log(`synthetic data added in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    scaled.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    await scaled.close();
  }
  return { demo, large, reused: false };
}

/** How many claims and cases the plan `planId` of `file` has, and how many claims `file` has. */
export async function planVolume(
  file: string,
  planId: string,
): Promise<{ claims: number; cases: number; allClaims: number }> {
  const handle = openDatabase(file);
  try {
    const all = await handle.db
      .selectFrom('claims')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const claims = await handle.db
      .selectFrom('claims')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('plan_id', '=', planId)
      .executeTakeFirstOrThrow();
    const cases = await handle.db
      .selectFrom('cases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('plan_id', '=', planId)
      .executeTakeFirstOrThrow();
    return { claims: claims.n, cases: cases.n, allClaims: all.n };
  } finally {
    await handle.close();
  }
}

/** Links the demo account `login` to plan `planId` (once), so a client scenario reads that plan. */
export async function grantPlan(file: string, login: string, planId: string): Promise<void> {
  const handle = openDatabase(file);
  try {
    const user = await handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoEmail(login))
      .executeTakeFirstOrThrow();
    const held = await handle.db
      .selectFrom('user_plans')
      .select('plan_id')
      .where('user_id', '=', user.id)
      .where('plan_id', '=', planId)
      .executeTakeFirst();
    if (held === undefined) {
      await handle.db.insertInto('user_plans').values({ user_id: user.id, plan_id: planId }).execute();
    }
  } finally {
    await handle.close();
  }
}
