import {
  type ExpressionBuilder,
  type Kysely,
  type OnConflictUpdateDatabase,
  type OnConflictTables,
  type Transaction,
} from 'kysely';
import type { Database, ProvidersTable } from '../db/schema.js';
import { BatchWriter } from './batch-writer.js';

/** One provider as a source file states it; null where the file says nothing. */
export type ProviderRecord = Omit<ProvidersTable, 'source' | 'updated_at'>;

/** Columns of the person name, merged as one value (see {@link mergeProviderRecords}). */
type NameColumn = 'first_name' | 'middle_name' | 'last_name';
/** Columns of the address, merged as one value. */
type AddressColumn = 'address_line1' | 'address_line2' | 'city' | 'state' | 'zip' | 'zip_plus4';

/**
 * Merges a later statement about an NPI into an earlier one, by the rule of
 * docs/decisions/0005-reference-import.md:
 * - every single-valued field (organization name, credential, phone, gender, taxonomies,
 *   specialty text): a non-empty later value overwrites, an empty one never erases a known one;
 * - the person name (first, middle, last) and the practice address (street lines, city, state,
 *   zip, zip+4) are each one value, taken whole from the later row when it states one (a first or
 *   last name; a street line) or the earlier row has none, and otherwise kept whole. Parts of two
 *   sources are never mixed into a name or address that no source stated.
 * The upsert of {@link upsertProviders} applies the same rule in SQL.
 */
export function mergeProviderRecords(earlier: ProviderRecord, later: ProviderRecord): ProviderRecord {
  const takeLaterName =
    later.last_name !== null ||
    later.first_name !== null ||
    (earlier.last_name === null && earlier.first_name === null);
  const name = takeLaterName ? later : earlier;
  const takeLaterAddress = later.address_line1 !== null || earlier.address_line1 === null;
  const address = takeLaterAddress ? later : earlier;
  return {
    npi: later.npi,
    entity_type: later.entity_type,
    organization_name: later.organization_name ?? earlier.organization_name,
    last_name: name.last_name,
    first_name: name.first_name,
    middle_name: name.middle_name,
    credential: later.credential ?? earlier.credential,
    address_line1: address.address_line1,
    address_line2: address.address_line2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    zip_plus4: address.zip_plus4,
    phone: later.phone ?? earlier.phone,
    gender: later.gender ?? earlier.gender,
    primary_taxonomy: later.primary_taxonomy ?? earlier.primary_taxonomy,
    secondary_taxonomies: later.secondary_taxonomies ?? earlier.secondary_taxonomies,
    specialty_text: later.specialty_text ?? earlier.specialty_text,
  };
}

type ConflictBuilder = ExpressionBuilder<
  OnConflictUpdateDatabase<Database, 'providers'>,
  OnConflictTables<'providers'>
>;

/** The SET list of the provider upsert: the rule of {@link mergeProviderRecords} in SQL. */
function mergeSet(eb: ConflictBuilder) {
  const takeLaterAddress = eb.or([
    eb('excluded.address_line1', 'is not', null),
    eb('providers.address_line1', 'is', null),
  ]);
  const takeLaterName = eb.or([
    eb('excluded.last_name', 'is not', null),
    eb('excluded.first_name', 'is not', null),
    eb.and([eb('providers.last_name', 'is', null), eb('providers.first_name', 'is', null)]),
  ]);
  const name = <Column extends NameColumn>(column: Column) =>
    eb
      .case()
      .when(takeLaterName)
      .then(eb.ref(`excluded.${column}`))
      .else(eb.ref(`providers.${column}`))
      .end();
  const address = <Column extends AddressColumn>(column: Column) =>
    eb
      .case()
      .when(takeLaterAddress)
      .then(eb.ref(`excluded.${column}`))
      .else(eb.ref(`providers.${column}`))
      .end();
  return {
    entity_type: eb.ref('excluded.entity_type'),
    organization_name: eb.fn.coalesce('excluded.organization_name', 'providers.organization_name'),
    last_name: name('last_name'),
    first_name: name('first_name'),
    middle_name: name('middle_name'),
    credential: eb.fn.coalesce('excluded.credential', 'providers.credential'),
    address_line1: address('address_line1'),
    address_line2: address('address_line2'),
    city: address('city'),
    state: address('state'),
    zip: address('zip'),
    zip_plus4: address('zip_plus4'),
    phone: eb.fn.coalesce('excluded.phone', 'providers.phone'),
    gender: eb.fn.coalesce('excluded.gender', 'providers.gender'),
    primary_taxonomy: eb.fn.coalesce('excluded.primary_taxonomy', 'providers.primary_taxonomy'),
    secondary_taxonomies: eb.fn.coalesce('excluded.secondary_taxonomies', 'providers.secondary_taxonomies'),
    specialty_text: eb.fn.coalesce('excluded.specialty_text', 'providers.specialty_text'),
    source: eb.ref('excluded.source'),
    updated_at: eb.ref('excluded.updated_at'),
  };
}

/**
 * Inserts or merges providers (one multi-row INSERT … ON CONFLICT (npi) DO UPDATE), stamping each
 * row with the source file's base name and `updatedAt` (ISO-8601). Works on SQLite and PostgreSQL.
 */
export async function upsertProviders(
  db: Kysely<Database> | Transaction<Database>,
  rows: readonly ProviderRecord[],
  source: string,
  updatedAt: string,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('providers')
    .values(rows.map((row) => ({ ...row, source, updated_at: updatedAt })))
    .onConflict((oc) => oc.column('npi').doUpdateSet(mergeSet))
    .execute();
}

/** A batch writer of providers for one file (source = the file's base name). */
export function providerBatchWriter(
  db: Kysely<Database>,
  source: string,
  now: () => string,
  onWritten: (rows: number) => void,
): BatchWriter<ProviderRecord> {
  return new BatchWriter<ProviderRecord>({
    db,
    columns: 20,
    keyOf: (row) => row.npi,
    merge: mergeProviderRecords,
    write: (trx, rows) => upsertProviders(trx, rows, source, now()),
    onWritten,
  });
}
