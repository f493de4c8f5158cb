import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The one owner of `claim_cases` (migration 0015, docs/decisions/0114 "A Balance Bill case from a
 * claim"): which cases were filed about which claims. A claim may have several cases over time;
 * `claims.case_id`, which the reports read, keeps the claim's first one.
 */

/** A link to make: the case `caseId` is about the claim `claimId`, from `at` (ISO-8601 UTC). */
export interface ClaimCaseLink {
  claimId: string;
  caseId: string;
  at: string;
}

/**
 * Links each claim to its case: a `claim_cases` row (a link already there is kept as it is), and
 * `claims.case_id` for a claim that has no case yet. Pass the transaction that files the case, so
 * the case and its links are written together or not at all.
 */
export async function linkClaimsToCases(
  db: Kysely<Database>,
  links: readonly ClaimCaseLink[],
): Promise<void> {
  if (links.length === 0) return;
  await db
    .insertInto('claim_cases')
    .values(links.map((link) => ({ claim_id: link.claimId, case_id: link.caseId, created_at: link.at })))
    .onConflict((oc) => oc.columns(['claim_id', 'case_id']).doNothing())
    .execute();
  for (const link of links) {
    await db
      .updateTable('claims')
      .set({ case_id: link.caseId })
      .where('claim_id', '=', link.claimId)
      .where('case_id', 'is', null)
      .execute();
  }
}

/** The ids of the cases filed about claim `claimId`, oldest link first (then by case id). */
export async function caseIdsOfClaim(db: Kysely<Database>, claimId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('claim_cases')
    .select('case_id')
    .where('claim_id', '=', claimId)
    .orderBy('created_at')
    .orderBy('case_id')
    .execute();
  return rows.map((row) => row.case_id);
}

/** The claim case `caseId` was filed from (its oldest link), or null when it has none. */
export async function claimIdOfCase(db: Kysely<Database>, caseId: string): Promise<string | null> {
  const row = await db
    .selectFrom('claim_cases')
    .select('claim_id')
    .where('case_id', '=', caseId)
    .orderBy('created_at')
    .orderBy('claim_id')
    .limit(1)
    .executeTakeFirst();
  return row?.claim_id ?? null;
}
