import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { type EligibilityRow, personKey } from './eligibility-rows.js';

/** Rows per transaction of the eligibility import. */
export const eligibilityBatchRows = 500;

/** What one batch wrote. */
export interface EligibilityBatchResult {
  /** Rows inserted or changed; rows already stored as they are count as unchanged. */
  written: number;
  unchanged: number;
  /** Names of plans the batch created. */
  plansCreated: string[];
}

/**
 * Writes one batch of checked rows in one transaction, so a batch lands whole or not at all:
 * creates plans named but not known yet (live; synthetic only when `synthetic`), then upserts the
 * rows on the person key (member ID, group ID, first and last name, date of birth). A row of the
 * batch repeating an earlier row's key replaces it. Kysely only; the same SQL on both engines.
 */
export async function writeEligibilityBatch(
  db: Kysely<Database>,
  rows: readonly EligibilityRow[],
  options: { now: string; synthetic: boolean },
): Promise<EligibilityBatchResult> {
  const byKey = new Map<string, EligibilityRow>();
  for (const row of rows) byKey.set(personKey(row), row);
  const unique = [...byKey.values()];
  if (unique.length === 0) return { written: 0, unchanged: 0, plansCreated: [] };
  const flag = options.synthetic ? 1 : 0;
  return db.transaction().execute(async (trx) => {
    const names = [...new Set(unique.map((row) => row.planName))];
    const known = await trx.selectFrom('plans').select(['id', 'name']).where('name', 'in', names).execute();
    const planIds = new Map(known.map((plan) => [plan.name, plan.id]));
    const plansCreated: string[] = [];
    for (const name of names) {
      if (planIds.has(name)) continue;
      const id = randomUUID();
      await trx
        .insertInto('plans')
        .values({
          id,
          name,
          display_medivi_message: 0,
          medivi_message: null,
          is_live: 1,
          is_synthetic: flag,
          created_at: options.now,
        })
        .execute();
      planIds.set(name, id);
      plansCreated.push(name);
    }
    let written = 0;
    for (let start = 0; start < unique.length; start += 100) {
      const part = unique.slice(start, start + 100);
      const result = await trx
        .insertInto('eligibility_records')
        .values(
          part.map((row) => ({
            id: randomUUID(),
            member_id: row.memberId,
            group_id: row.groupId,
            first_name: row.firstName,
            last_name: row.lastName,
            date_of_birth: row.dateOfBirth,
            zip: row.zip,
            plan_id: planIds.get(row.planName) ?? '',
            relationship: row.relationship,
            subscriber_member_id: row.subscriberMemberId,
            is_synthetic: flag,
            created_at: options.now,
            updated_at: options.now,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['member_id', 'group_id', 'first_name', 'last_name', 'date_of_birth'])
            .doUpdateSet((eb) => ({
              zip: eb.ref('excluded.zip'),
              plan_id: eb.ref('excluded.plan_id'),
              relationship: eb.ref('excluded.relationship'),
              subscriber_member_id: eb.ref('excluded.subscriber_member_id'),
              is_synthetic: eb.ref('excluded.is_synthetic'),
              updated_at: eb.ref('excluded.updated_at'),
            }))
            // Only rows that change are written, so a second run of the same file writes nothing.
            .where(
              sql<boolean>`eligibility_records.zip <> excluded.zip
                or eligibility_records.plan_id <> excluded.plan_id
                or eligibility_records.relationship <> excluded.relationship
                or coalesce(eligibility_records.subscriber_member_id, '') <> coalesce(excluded.subscriber_member_id, '')
                or eligibility_records.is_synthetic <> excluded.is_synthetic`,
            ),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return { written, unchanged: unique.length - written, plansCreated };
  });
}
