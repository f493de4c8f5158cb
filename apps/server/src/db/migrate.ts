import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { foundation } from './migrations/0001-foundation.js';
import { accounts } from './migrations/0002-accounts.js';
import { cases } from './migrations/0003-cases.js';
import { captcha } from './migrations/0004-captcha.js';
import { notifications } from './migrations/0005-notifications.js';
import { providerExperienceHistory } from './migrations/0006-provider-experience-history.js';
import { auditAppendOnly } from './migrations/0007-audit-append-only.js';
import { invitations } from './migrations/0008-invitations.js';
import { benchmarks } from './migrations/0009-benchmarks.js';
import { costComparison } from './migrations/0010-cost-comparison.js';
import { claimsReports } from './migrations/0011-claims-reports.js';
import { invitationOpened } from './migrations/0012-invitation-opened.js';
import { userSearch } from './migrations/0013-user-search.js';
import { memberClaims } from './migrations/0014-member-claims.js';
import { claimCases } from './migrations/0015-claim-cases.js';
import { transparencyFiles } from './migrations/0016-transparency-files.js';
import { caseClocks } from './migrations/0017-case-clocks.js';
import { caseClockHistory } from './migrations/0018-case-clock-history.js';
import { runningClocksByPlan } from './migrations/0019-running-clocks-by-plan.js';
import { caseServiceLevels } from './migrations/0020-case-service-levels.js';
import { claimsBySubscriberPatient } from './migrations/0021-claims-by-subscriber-patient.js';
import { userLanguage } from './migrations/0022-user-language.js';
import { planClaimCounts } from './migrations/0023-plan-claim-counts.js';
import { invitationLanguage } from './migrations/0024-invitation-language.js';

/** Every migration in order. Landed migrations are frozen; add new ones at the end. */
function migrationsFor(handle: DatabaseHandle): Record<string, Migration> {
  return {
    '0001-foundation': foundation(handle.dialect),
    '0002-accounts': accounts(handle.dialect),
    '0003-cases': cases(handle.dialect),
    '0004-captcha': captcha(handle.dialect),
    '0005-notifications': notifications(handle.dialect),
    '0006-provider-experience-history': providerExperienceHistory(handle.dialect),
    '0007-audit-append-only': auditAppendOnly(handle.dialect),
    '0008-invitations': invitations(handle.dialect),
    '0009-benchmarks': benchmarks(handle.dialect),
    '0010-cost-comparison': costComparison(handle.dialect),
    '0011-claims-reports': claimsReports(handle.dialect),
    '0012-invitation-opened': invitationOpened(handle.dialect),
    '0013-user-search': userSearch(handle.dialect),
    '0014-member-claims': memberClaims(handle.dialect),
    '0015-claim-cases': claimCases(handle.dialect),
    '0016-transparency-files': transparencyFiles(handle.dialect),
    '0017-case-clocks': caseClocks(handle.dialect),
    '0018-case-clock-history': caseClockHistory(),
    '0019-running-clocks-by-plan': runningClocksByPlan(),
    '0020-case-service-levels': caseServiceLevels(handle.dialect),
    '0021-claims-by-subscriber-patient': claimsBySubscriberPatient(),
    '0022-user-language': userLanguage(),
    '0023-plan-claim-counts': planClaimCounts(handle.dialect),
    '0024-invitation-language': invitationLanguage(),
  };
}

/**
 * Brings the schema up to the migration `name` and no further (a test of a migration starts from
 * the schema before it). @throws Error when a migration fails or `name` is not one.
 */
export async function migrateUpTo(handle: DatabaseHandle, name: string): Promise<string[]> {
  const migrations = migrationsFor(handle);
  if (!(name in migrations)) throw new Error(`no migration ${name}`);
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results } = await migrator.migrateTo(name);
  if (error !== undefined) throw new Error(`migrating up to ${name} failed`, { cause: error });
  return (results ?? []).map((result) => result.migrationName);
}

/**
 * Brings the schema up to date. Runs at every start; safe to run from several processes at once
 * on PostgreSQL (Kysely takes a lock).
 * @throws Error when a migration fails; the failed migration's transaction is rolled back.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: () => Promise.resolve(migrationsFor(handle)),
  };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
