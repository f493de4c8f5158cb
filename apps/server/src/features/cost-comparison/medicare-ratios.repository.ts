import type { Kysely } from 'kysely';
import {
  type ComparisonCategory,
  comparisonCategories,
  comparisonDefaults,
  fallbackMedicareRatio,
  type MedicareRatiosReply,
  type RatioSource,
  ratioStates,
  type StateMedicareRatio,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';

/**
 * The per-state default Medicare ratios as the last benchmark import derived them
 * (`state_medicare_ratios`, migration 0010; docs/decisions/0104).
 */
export class MedicareRatiosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * All 50 states and DC in the order of `usStates`, each category with its ratio (billed ÷
   * Medicare), source, data year, file and note, and the spec's overall defaults (6 / 5 / 3).
   * A figure the table lacks (no import has run yet) is the spec's example or default, labelled so
   * (`fallbackMedicareRatio` of the domain).
   */
  async list(): Promise<MedicareRatiosReply> {
    const rows = await this.db.selectFrom('state_medicare_ratios').selectAll().execute();
    const stored = new Map<string, RatioSource>(
      rows.map((row) => [
        `${row.state} ${row.category}`,
        {
          ratio: row.ratio,
          source: row.source,
          dataYear: row.data_year,
          sourceFile: row.source_file,
          note: row.note,
        },
      ]),
    );
    const figure = (state: string, category: ComparisonCategory): RatioSource =>
      stored.get(`${state} ${category}`) ?? fallbackMedicareRatio(state, category);
    return {
      states: ratioStates.map((state) => ({
        state: state.code,
        name: state.name,
        ...(Object.fromEntries(
          comparisonCategories.map((category) => [category, figure(state.code, category)]),
        ) as Record<ComparisonCategory, RatioSource>),
      })),
      defaults: { ...comparisonDefaults.medicareRatios },
    };
  }

  /**
   * The per-state ratios of `list` alone (all 50 states and DC, in the shape `computeComparison`
   * takes), for the documents.
   */
  async stateRatios(): Promise<StateMedicareRatio[]> {
    return (await this.list()).states;
  }
}
