import { type Kysely, sql, type Transaction } from 'kysely';
import type { ProviderExperienceListParams } from '@medivi/domain';
import type { DialectName } from '../../db/database.js';
import type {
  Database,
  ProviderExperienceHistoryTable,
  ProviderExperienceTable,
  ProvidersTable,
} from '../../db/schema.js';

/** A stored record with the display name of who changed it last (null when unknown). */
export type ExperienceRow = ProviderExperienceTable & { updated_by_name: string | null };

/** The directory columns an insert takes the provider's name and entity type from. */
export type DirectoryRow = Pick<
  ProvidersTable,
  'npi' | 'entity_type' | 'organization_name' | 'first_name' | 'middle_name' | 'last_name' | 'credential'
>;

/** Database or transaction: reads run on either. */
type Executor = Kysely<Database> | Transaction<Database>;

/** `%`, `_` and `\` match themselves in a LIKE pattern built from user text. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Provider-experience reads and writes (Kysely only). Writes take the transaction of the service,
 * so a record, its history row, its audit record and the provider-data version change together.
 */
export class ProviderExperienceRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** The database, for reads outside a transaction. */
  get reader(): Kysely<Database> {
    return this.db;
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * One page of records matching the filters, and how many match in all. The keyword matches
   * provider name, NPI, tax ID and both notes as a case-insensitive substring.
   */
  async list(params: ProviderExperienceListParams): Promise<{ rows: ExperienceRow[]; total: number }> {
    let query = this.db.selectFrom('provider_experience as pe');
    if (params.recommendation !== undefined) {
      query = query.where('pe.recommendation', '=', params.recommendation);
    }
    if (params.entityType !== undefined) query = query.where('pe.entity_type', '=', params.entityType);
    if (params.searchText !== undefined) {
      const pattern = likePattern(params.searchText);
      query = query.where((eb) =>
        eb.or(
          (['pe.provider_name', 'pe.npi', 'pe.ein', 'pe.external_notes', 'pe.internal_notes'] as const).map(
            (column) => sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const direction = params.sortDirection;
    let ordered = query
      .leftJoin('users as u', 'u.id', 'pe.updated_by')
      .selectAll('pe')
      .select('u.full_name as updated_by_name');
    ordered =
      params.sortBy === 'providerName'
        ? ordered.orderBy(sql`lower(coalesce(pe.provider_name, ''))`, direction).orderBy('pe.npi', 'asc')
        : ordered.orderBy('pe.npi', direction);
    const rows = await ordered
      .limit(params.limit)
      .offset((params.offset - 1) * params.limit)
      .execute();
    return { rows, total: counted?.total ?? 0 };
  }

  /** The record of `npi`; inside a transaction on PostgreSQL the row stays locked until commit. */
  async find(db: Executor, npi: string, forUpdate = false): Promise<ExperienceRow | undefined> {
    let query = db
      .selectFrom('provider_experience as pe')
      .leftJoin('users as u', 'u.id', 'pe.updated_by')
      .selectAll('pe')
      .select('u.full_name as updated_by_name')
      .where('pe.npi', '=', npi);
    // SQLite runs one writer at a time and has no FOR UPDATE.
    if (forUpdate && this.dialect === 'postgres') query = query.forUpdate('pe');
    return query.executeTakeFirst();
  }

  async insert(trx: Transaction<Database>, row: ProviderExperienceTable): Promise<void> {
    await trx.insertInto('provider_experience').values(row).execute();
  }

  async update(trx: Transaction<Database>, row: ProviderExperienceTable): Promise<void> {
    const { npi, ...values } = row;
    await trx.updateTable('provider_experience').set(values).where('npi', '=', npi).execute();
  }

  async insertHistory(trx: Transaction<Database>, row: ProviderExperienceHistoryTable): Promise<void> {
    await trx.insertInto('provider_experience_history').values(row).execute();
  }

  /** The changes of one record, newest first. */
  history(npi: string): Promise<ProviderExperienceHistoryTable[]> {
    return this.db
      .selectFrom('provider_experience_history')
      .selectAll()
      .where('npi', '=', npi)
      .orderBy('revision', 'desc')
      .execute();
  }

  /** The revision number the next change of `npi` takes. */
  async nextRevision(trx: Transaction<Database>, npi: string): Promise<number> {
    const row = await trx
      .selectFrom('provider_experience_history')
      .select((eb) => eb.fn.max('revision').as('latest'))
      .where('npi', '=', npi)
      .executeTakeFirst();
    return (row?.latest ?? 0) + 1;
  }

  /** The provider directory's entry of `npi`, if the imported directory holds it. */
  directoryEntry(db: Executor, npi: string): Promise<DirectoryRow | undefined> {
    return db
      .selectFrom('providers')
      .select([
        'npi',
        'entity_type',
        'organization_name',
        'first_name',
        'middle_name',
        'last_name',
        'credential',
      ])
      .where('npi', '=', npi)
      .executeTakeFirst();
  }

  /**
   * Moves the provider data set to a new version, so every server process empties its provider
   * search area cache on its next search (docs/decisions/0082).
   */
  async bumpProvidersVersion(trx: Transaction<Database>): Promise<void> {
    await trx
      .updateTable('data_versions')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('name', '=', 'providers')
      .execute();
  }
}
