import type { Kysely } from 'kysely';
import {
  defaultServiceLevels,
  type ServiceLevelCaseType,
  serviceLevelCaseTypes,
  type ServiceLevels,
} from '@medivi/domain';
import type { Database } from '../db/schema.js';

/** A plan's own levels for one case type, and when they were set (ISO-8601 UTC). */
export interface OwnServiceLevels {
  levels: ServiceLevels;
  updatedAt: string;
}

function isServiceLevelCaseType(value: string): value is ServiceLevelCaseType {
  return (serviceLevelCaseTypes as readonly string[]).includes(value);
}

/**
 * The service levels plan `planId` sets itself (`plan_service_levels`), per case type; a type it
 * sets none for is missing (it uses `defaultServiceLevels`). Rows of other record types are ignored.
 */
export async function ownServiceLevelsOf(
  db: Kysely<Database>,
  planId: string,
): Promise<Partial<Record<ServiceLevelCaseType, OwnServiceLevels>>> {
  const rows = await db
    .selectFrom('plan_service_levels')
    .select([
      'record_type',
      'first_response_business_days',
      'resolution_business_days',
      'extension_business_days',
      'updated_at',
    ])
    .where('plan_id', '=', planId)
    .execute();
  const own: Partial<Record<ServiceLevelCaseType, OwnServiceLevels>> = {};
  for (const row of rows) {
    if (!isServiceLevelCaseType(row.record_type)) continue;
    own[row.record_type] = {
      levels: {
        firstResponseDays: row.first_response_business_days,
        resolutionDays: row.resolution_business_days,
        extensionDays: row.extension_business_days,
      },
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }
  return own;
}

/**
 * The levels a case of `type` filed now on plan `planId` runs on: the plan's own, else the
 * defaults (also for a case without a plan).
 */
export async function serviceLevelsForNewCase(
  db: Kysely<Database>,
  planId: string | null,
  type: ServiceLevelCaseType,
): Promise<ServiceLevels> {
  const own = planId === null ? undefined : (await ownServiceLevelsOf(db, planId))[type];
  return own?.levels ?? defaultServiceLevels[type];
}
