import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { HeaderIndex } from './columns.js';
import type { CsvSource } from './csv-source.js';
import type { ImportTally } from './import-tally.js';

/** The formats the importers know, named by their publisher's layout. */
export type FormatKind =
  | 'geonames-zip'
  | 'census-zcta'
  | 'nucc-taxonomy'
  | 'provider-directory'
  | 'nppes'
  | 'dac-clinicians'
  | 'dac-provider-name'
  | 'hospital-general-information'
  | 'hospital-enrollments'
  | 'cms-inpatient-drg100'
  | 'cms-inpatient-provider-service'
  | 'cms-inpatient-geography'
  | 'cms-outpatient-apc'
  | 'cms-physician-services-2012'
  | 'cms-physician-puf'
  | 'cms-physician-provider-service'
  | 'cms-hvbp-total-performance-score'
  | 'cms-hvbp-measures'
  | 'cms-hospital-cost-report';

/** What a format's import gets to work with. */
export interface FormatRunContext {
  db: Kysely<Database>;
  source: CsvSource;
  /** The source's header row, indexed by column name. */
  header: HeaderIndex;
  tally: ImportTally;
  /** The current time as an ISO-8601 string, from the injected clock. */
  now: () => string;
  log: (line: string) => void;
}

/** A file layout: how to recognize it from its header and how to import its rows. */
export interface ReferenceFormat {
  kind: FormatKind;
  /** The publisher's name of the layout, for the log. */
  description: string;
  /** The table the rows go to. */
  table: keyof Database;
  /**
   * True when the rows feed the provider search caches (providers, taxonomies, zip centroids),
   * so the `providers` data version is bumped after the import.
   */
  affectsProviderSearch: boolean;
  /** True when the header is this layout's. */
  matches(header: HeaderIndex): boolean;
  run(context: FormatRunContext): Promise<void>;
}

/** A mapped row, or why the row is not imported. */
export type RowResult<Row> =
  | { row: Row; rejected?: undefined; skipped?: undefined }
  | { rejected: string; row?: undefined; skipped?: undefined }
  | { skipped: string; row?: undefined; rejected?: undefined };

/** A bad row: reported with its line and counted. */
export function rejectRow(reason: string): { rejected: string } {
  return { rejected: reason };
}

/** A row left out on purpose: counted by reason, not reported line by line. */
export function skipRow(reason: string): { skipped: string } {
  return { skipped: reason };
}

/** Something that takes mapped rows in batches. */
export interface RowSink<Row> {
  /** True when full: the caller awaits {@link flush}. */
  add(row: Row): boolean;
  flush(): Promise<void>;
}

/**
 * Reads every record of the source, maps it, and hands the good rows to the sink; rejected rows
 * are reported with their line, skipped rows counted. Awaiting the sink when it is full is what
 * paces the file reading.
 */
export async function importRecords<Row>(
  context: FormatRunContext,
  map: (fields: readonly string[]) => RowResult<Row>,
  sink: RowSink<Row>,
): Promise<void> {
  const { tally } = context;
  for await (const record of context.source.records) {
    tally.countRead();
    const result = map(record.fields);
    if (result.row !== undefined) {
      if (sink.add(result.row)) await sink.flush();
    } else if (result.rejected !== undefined) {
      tally.reject(record.line, result.rejected);
    } else if (result.skipped !== undefined) {
      tally.skip(result.skipped);
    }
  }
  await sink.flush();
}
