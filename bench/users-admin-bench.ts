import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { demoEmail, demoPassword } from '../apps/server/src/seed/demo-accounts.js';
import { seedDemoData } from '../apps/server/src/seed/seed-demo.js';
import { loadTable, measure, root, signInHeaders, startPortal } from './support.js';

const cacheDir = join(root, 'bench/.cache');
const userCount = 100_000;
const batchSize = 500;
const firstNames = [
  'Avery',
  'Blake',
  'Casey',
  'Dakota',
  'Emery',
  'Finley',
  'Harper',
  'Jordan',
  'Kendall',
  'Logan',
];
const lastNames = ['Synth-Abbott', 'Synth-Brooks', 'Synth-Carter', 'Synth-Dalton', 'Synth-Ellis'];
/** Roles besides medivi-read that every fifth, seventh and eleventh synthetic user holds. */
const extraRoles = [
  { role: 'medivi-benchmarks', every: 5 },
  { role: 'medivi-reports', every: 7 },
  { role: 'medivi-analysis', every: 11 },
];

/** Page 1 of the Users list with a search, as the Users page asks it (decision 0100). */
const searchPath = '/api/app-users/medivi?page=1&limit=10&search=jordan%20synth-c';
/** The same inside the words: "ndall synth-d" finds Kendall Synth-Dalton (trigram search, issue 31). */
const containsPath = '/api/app-users/medivi?page=1&limit=10&search=ndall%20synth-d';
const baselinePath = '/api/keep-session-alive';

function log(line: string): void {
  console.log(`[users-admin bench] ${line}`);
}

/**
 * The demo database plus 100,000 synthetic users (`bench-user-N@bench.medivi.test`, no password,
 * medivi-read and some other roles), built once (reused with BENCH_REUSE=1).
 */
async function prepareDatabase(): Promise<string> {
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, 'users-100k.sqlite');
  if (process.env.BENCH_REUSE === '1' && existsSync(file)) return file;
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  const handle = openDatabase(file);
  await migrateToLatest(handle);
  await seedDemoData(handle, systemClock, { log });
  const at = new Date().toISOString();
  for (let start = 0; start < userCount; start += batchSize) {
    const ids = Array.from({ length: Math.min(batchSize, userCount - start) }, (_, i) => start + i);
    await handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(
          ids.map((n) => ({
            id: `bench-user-${String(n)}`,
            email: `bench-user-${String(n)}@bench.medivi.test`,
            full_name: `${firstNames[n % firstNames.length] ?? ''} ${lastNames[Math.floor(n / 10) % lastNames.length] ?? ''} ${String(n)}`,
            password_hash: null,
            is_onboarding_complete: 1,
            is_password_expired: 0,
            is_deactivated: 0,
            enable_notification: 1,
            access_level: null,
            member_id: null,
            is_synthetic: 1,
            created_at: at,
            updated_at: at,
            email_verified_at: at,
          })),
        )
        .execute();
      const roles = ids.flatMap((n) => [
        { user_id: `bench-user-${String(n)}`, role: 'medivi-read' },
        ...extraRoles
          .filter((extra) => n % extra.every === 0)
          .map((extra) => ({ user_id: `bench-user-${String(n)}`, role: extra.role })),
      ]);
      await trx.insertInto('user_roles').values(roles).execute();
    });
  }
  log(`${String(userCount)} synthetic users added`);
  handle.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  await handle.close();
  return file;
}

/**
 * `GET /api/app-users/medivi`, page 1 with a search, on 100,000 users, at 20 concurrent clients,
 * as a p95 ratio to the minimal session-checked endpoint of the same server in the same run
 * (issue 16 target ≤ 3×). Returns a Markdown section.
 */
export async function runUsersAdminBench(): Promise<string> {
  const databaseUrl = await prepareDatabase();
  const varDir = join(cacheDir, 'var-users');
  mkdirSync(varDir, { recursive: true });
  // Test mode keeps the embedded outbox open, so the admin's sign-in code can be read; a production
  // start refuses the outbox without SMTP and opens it only to a signed-in medivi-admin.
  const portal = await startPortal(databaseUrl, varDir, { NODE_ENV: 'test' });
  try {
    const headers = await signInHeaders(portal.url, demoEmail('admin'), demoPassword);
    const probe = await fetch(`${portal.url}${searchPath}`, { headers });
    const { total } = (await probe.json()) as { total: number };
    const containsProbe = await fetch(`${portal.url}${containsPath}`, { headers });
    const { total: containsTotal } = (await containsProbe.json()) as { total: number };
    const baseline = await measure('minimal session-checked endpoint', portal.url, [baselinePath], headers);
    const list = await measure('Users page 1 with a search', portal.url, [searchPath], headers);
    const inside = await measure('Users page 1, text inside the words', portal.url, [containsPath], headers);
    const unsearched = await measure(
      'Users page 1, no search',
      portal.url,
      ['/api/app-users/medivi?page=1&limit=10'],
      headers,
    );
    const ratio = list.p95 / baseline.p95;
    return [
      '## Users list',
      '',
      `${userCount.toLocaleString('en-US')} synthetic users plus the demo accounts, SQLite, one portal process (NODE_ENV=test for the readable outbox); 20 concurrent clients (autocannon), 10 s per scenario after a 2 s warm-up. The search \`${decodeURIComponent(searchPath.split('search=')[1] ?? '')}\` matches ${String(total)} users; \`${decodeURIComponent(containsPath.split('search=')[1] ?? '')}\` (inside the words) ${String(containsTotal)}.`,
      '',
      loadTable([baseline, list, inside, unsearched]),
      '',
      `- page 1 with a search p95 / minimal endpoint p95: ${ratio.toFixed(2)}× (target ≤ 3×: ${ratio <= 3 ? 'met' : 'missed'})`,
      `- page 1 with text inside the words p95 / minimal endpoint p95: ${(inside.p95 / baseline.p95).toFixed(2)}×`,
      `- page 1 without a search / minimal endpoint: ${(unsearched.p95 / baseline.p95).toFixed(2)}×`,
    ].join('\n');
  } finally {
    await portal.stop();
  }
}
