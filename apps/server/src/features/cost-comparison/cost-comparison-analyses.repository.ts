import { type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One saved analysis row as stored: the state is JSON text of the analysis state. */
export interface CostComparisonAnalysisRow {
  analysisId: string;
  userId: string;
  planName: string;
  state: string;
  createdAt: string;
  updatedAt: string;
}

/** Saved cost-comparison analyses (`cost_comparison_analyses`, migration 0010); Kysely only. */
export class CostComparisonAnalysesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The author's analyses, newest change first: id, plan name and when changed. */
  async listByAuthor(userId: string): Promise<{ analysisId: string; planName: string; updatedAt: string }[]> {
    const rows = await this.db
      .selectFrom('cost_comparison_analyses')
      .select(['analysis_id', 'plan_name', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('analysis_id')
      .execute();
    return rows.map((row) => ({
      analysisId: row.analysis_id,
      planName: row.plan_name,
      updatedAt: row.updated_at,
    }));
  }

  /** The author's analysis of that id; null when there is none or another user wrote it. */
  async findOfAuthor(userId: string, analysisId: string): Promise<CostComparisonAnalysisRow | null> {
    const row = await this.db
      .selectFrom('cost_comparison_analyses')
      .selectAll()
      .where('analysis_id', '=', analysisId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row === undefined
      ? null
      : {
          analysisId: row.analysis_id,
          userId: row.user_id,
          planName: row.plan_name,
          state: row.state,
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        };
  }

  /**
   * Inserts `row` unless its author already keeps `max` analyses, counted and written in one
   * transaction; on PostgreSQL the author's user row is locked first, so two saves at the same
   * moment cannot both pass the count (SQLite runs one transaction at a time).
   * @returns false when the author is at the limit (nothing written).
   */
  async insertWithinLimit(row: CostComparisonAnalysisRow, max: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (trx.getExecutor().adapter instanceof PostgresAdapter)
        await trx.selectFrom('users').select('id').where('id', '=', row.userId).forUpdate().execute();
      const kept = await trx
        .selectFrom('cost_comparison_analyses')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .where('user_id', '=', row.userId)
        .executeTakeFirstOrThrow();
      if (Number(kept.n) >= max) return false;
      await trx
        .insertInto('cost_comparison_analyses')
        .values({
          analysis_id: row.analysisId,
          user_id: row.userId,
          plan_name: row.planName,
          state: row.state,
          created_at: row.createdAt,
          updated_at: row.updatedAt,
        })
        .execute();
      return true;
    });
  }

  /** Replaces the state of the author's analysis; false when the author has no analysis of that id. */
  async update(
    userId: string,
    analysisId: string,
    values: { planName: string; state: string; updatedAt: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('cost_comparison_analyses')
      .set({ plan_name: values.planName, state: values.state, updated_at: values.updatedAt })
      .where('analysis_id', '=', analysisId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Deletes the author's analysis; false when the author has no analysis of that id. */
  async delete(userId: string, analysisId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('cost_comparison_analyses')
      .where('analysis_id', '=', analysisId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
