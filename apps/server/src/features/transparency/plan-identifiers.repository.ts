import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CompleteTransparencyIdentifiers, StoredTransparencyIdentifiers } from '@medivi/domain';
import type { Database, PlansTable } from '../../db/schema.js';

/** A plan with what the Transparency in Coverage files name it by (migration 0016's columns). */
export interface IdentifiedPlan {
  id: string;
  name: string;
  isLive: boolean;
  identifiers: StoredTransparencyIdentifiers;
}

const columns = [
  'id',
  'name',
  'is_live',
  'transparency_plan_id_type',
  'transparency_plan_id',
  'plan_sponsor_name',
  'issuer_name',
  'plan_market_type',
] as const;

type Row = Pick<Selectable<PlansTable>, (typeof columns)[number]>;

function planOf(row: Row): IdentifiedPlan {
  return {
    id: row.id,
    name: row.name,
    isLive: row.is_live === 1,
    identifiers: {
      planIdType: row.transparency_plan_id_type,
      planId: row.transparency_plan_id,
      planSponsorName: row.plan_sponsor_name,
      issuerName: row.issuer_name,
      planMarketType: row.plan_market_type,
    },
  };
}

/** The SQL of the plan-identifiers screen: the plans and their identifier columns. Kysely only. */
export class PlanIdentifiersRepository {
  constructor(readonly db: Kysely<Database>) {}

  /** Every plan by name, then id. */
  async plans(): Promise<IdentifiedPlan[]> {
    const rows = await this.db.selectFrom('plans').select(columns).orderBy('name').orderBy('id').execute();
    return rows.map(planOf);
  }

  /** Plan `planId`, or undefined when there is none. */
  async plan(db: Kysely<Database>, planId: string): Promise<IdentifiedPlan | undefined> {
    const row = await db.selectFrom('plans').select(columns).where('id', '=', planId).executeTakeFirst();
    return row === undefined ? undefined : planOf(row);
  }

  /** Stores the plan's identifiers over those it had. */
  async save(
    trx: Transaction<Database>,
    planId: string,
    identifiers: CompleteTransparencyIdentifiers,
  ): Promise<void> {
    await trx
      .updateTable('plans')
      .set({
        transparency_plan_id_type: identifiers.planIdType,
        transparency_plan_id: identifiers.planId,
        plan_sponsor_name: identifiers.planSponsorName,
        issuer_name: identifiers.issuerName,
        plan_market_type: identifiers.planMarketType,
      })
      .where('id', '=', planId)
      .execute();
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
