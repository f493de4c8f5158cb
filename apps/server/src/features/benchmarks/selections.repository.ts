import type { Kysely } from 'kysely';
import { type ClaimType, type SavedSelections, savedSelectionsSchema } from '@medivi/domain';
import type { Database } from '../../db/schema.js';

const none = (): SavedSelections => ({ providerSelections: [], procedureSelections: [] });

/** An analyst's saved selections, one JSON row per user and claim type (docs/decisions/0102). */
export class SelectionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The saved selections, or empty lists when none (or a row that no longer parses). */
  async find(userId: string, claimType: ClaimType): Promise<SavedSelections> {
    const row = await this.db
      .selectFrom('benchmark_selections')
      .select('selection')
      .where('user_id', '=', userId)
      .where('claim_type', '=', claimType)
      .executeTakeFirst();
    if (row === undefined) return none();
    try {
      const parsed = savedSelectionsSchema.safeParse(JSON.parse(row.selection));
      return parsed.success ? parsed.data : none();
    } catch {
      return none();
    }
  }

  /** Writes the selections of a claim type, replacing what was saved. */
  async save(userId: string, claimType: ClaimType, selections: SavedSelections, now: string): Promise<void> {
    const selection = JSON.stringify(selections);
    await this.db
      .insertInto('benchmark_selections')
      .values({ user_id: userId, claim_type: claimType, selection, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'claim_type']).doUpdateSet({ selection, updated_at: now }))
      .execute();
  }
}
