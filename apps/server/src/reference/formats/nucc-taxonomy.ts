import type { TaxonomiesTable } from '../../db/schema.js';
import { BatchWriter } from '../batch-writer.js';
import { cell, type HeaderIndex, resolveColumns } from '../columns.js';
import { importRecords, type ReferenceFormat, rejectRow, type RowResult } from '../format.js';
import { cleanText, isTaxonomyCode } from '../normalize.js';

const taxonomySpec = {
  code: ['code'],
  grouping: ['grouping'],
  classification: ['classification'],
  specialization: ['specialization'],
  definition: ['definition'],
  displayName: ['display name'],
  section: ['section'],
} as const;

/** Column indexes of a NUCC taxonomy CSV. */
export type TaxonomyColumns = Record<keyof typeof taxonomySpec, number>;

/** Resolves the NUCC taxonomy columns of a header. */
export function taxonomyColumns(header: HeaderIndex): TaxonomyColumns {
  return resolveColumns(header, taxonomySpec);
}

/**
 * Maps a row of the NUCC Health Care Provider Taxonomy code set CSV (nucc.org, "CSV" download:
 * Code, Grouping, Classification, Specialization, Definition, Notes, Display Name, Section).
 */
export function mapTaxonomyRecord(
  fields: readonly string[],
  columns: TaxonomyColumns,
): RowResult<TaxonomiesTable> {
  const code = cell(fields, columns.code).toUpperCase();
  if (!isTaxonomyCode(code)) return rejectRow(`"${code}" is not a NUCC taxonomy code`);
  return {
    row: {
      code,
      grouping: cleanText(cell(fields, columns.grouping)),
      classification: cleanText(cell(fields, columns.classification)),
      specialization: cleanText(cell(fields, columns.specialization)),
      display_name: cleanText(cell(fields, columns.displayName)),
      section: cleanText(cell(fields, columns.section)),
      definition: cleanText(cell(fields, columns.definition)),
    },
  };
}

/** NUCC taxonomy code set → `taxonomies`; a newer code set replaces the texts of a code. */
export const nuccTaxonomyFormat: ReferenceFormat = {
  kind: 'nucc-taxonomy',
  description: 'NUCC Health Care Provider Taxonomy code set',
  table: 'taxonomies',
  affectsProviderSearch: true,
  matches: (header) => header.hasAll('code', 'grouping', 'classification', 'specialization'),
  run: async (context) => {
    const columns = taxonomyColumns(context.header);
    const writer = new BatchWriter<TaxonomiesTable>({
      db: context.db,
      columns: 7,
      keyOf: (row) => row.code,
      onWritten: (rows) => {
        context.tally.countWritten(rows);
      },
      write: async (trx, rows) => {
        await trx
          .insertInto('taxonomies')
          .values(rows)
          .onConflict((oc) =>
            oc.column('code').doUpdateSet((eb) => ({
              grouping: eb.ref('excluded.grouping'),
              classification: eb.ref('excluded.classification'),
              specialization: eb.ref('excluded.specialization'),
              display_name: eb.ref('excluded.display_name'),
              section: eb.ref('excluded.section'),
              definition: eb.ref('excluded.definition'),
            })),
          )
          .execute();
      },
    });
    await importRecords(context, (fields) => mapTaxonomyRecord(fields, columns), writer);
  },
};
