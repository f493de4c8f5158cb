import { basename } from 'node:path';
import type { DatabaseHandle } from '../db/database.js';
import type { Clock } from '../platform/clock.js';
import { HeaderIndex } from './columns.js';
import { type CsvSource, openCsv, sniffCsv } from './csv-source.js';
import { detectFormat } from './detect-format.js';
import type { FormatKind } from './format.js';
import { bumpProvidersVersion, finishImportRun, fingerprintFile, startImportRun } from './import-runs.js';
import { formatSummary, type ImportCounts, ImportTally } from './import-tally.js';

/** How the import of one file ended. */
export type FileImportStatus = 'imported' | 'unknown-format' | 'unreadable' | 'failed';

/** The outcome of one file's import. */
export interface FileImportResult {
  /** The path as given. */
  path: string;
  /** Base name of the file. */
  file: string;
  status: FileImportStatus;
  kind: FormatKind | null;
  /** Row counts; null when no row was read (unknown format, unreadable file). */
  counts: ImportCounts | null;
  /** What went wrong, for every status but `imported`. */
  message: string | null;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Options of a file import. */
export interface ImportFileOptions {
  log: (line: string) => void;
  clock: Clock;
  /** Known fingerprint (the manifest computed it already). */
  fingerprint?: string;
}

/**
 * Imports one file: detects its layout from the header row, streams its rows into the layout's
 * table, records the run in `import_runs` and bumps the `providers` data version when rows that
 * provider search reads were written. Bad rows are reported and skipped; the function does not
 * throw for a file problem but returns its status.
 */
export async function importFile(
  handle: DatabaseHandle,
  path: string,
  options: ImportFileOptions,
): Promise<FileImportResult> {
  const { log, clock } = options;
  const file = basename(path);
  const result = (
    status: FileImportStatus,
    message: string | null,
    kind: FormatKind | null = null,
    counts: ImportCounts | null = null,
  ): FileImportResult => ({ path, file, status, kind, counts, message });

  const tally = new ImportTally(file, log);
  let fingerprint: string;
  let source: CsvSource;
  try {
    fingerprint = options.fingerprint ?? (await fingerprintFile(path));
    const sniff = await sniffCsv(path);
    source = await openCsv(path, file, sniff, (line, reason) => {
      tally.rejectMalformed(line, reason);
    });
  } catch (error) {
    const message = `cannot read ${file}: ${errorMessage(error)}`;
    log(message);
    return result('unreadable', message);
  }

  const format = detectFormat(source.header);
  if (format === null) {
    source.close();
    const preview = source.header.slice(0, 6).join(', ');
    const message =
      `${file}: unknown format, not imported (header starts: ${preview}${source.header.length > 6 ? ', …' : ''}). ` +
      'Known formats: NPPES NPI file, provider directory, CMS Doctors and Clinicians, Hospital General ' +
      'Information, Hospital Enrollments, NUCC taxonomy, GeoNames postal codes, Census ZCTA centroids, ' +
      'CMS inpatient, outpatient APC and physician price files, HVBP scores, HCRIS cost reports.';
    log(message);
    return result('unknown-format', message);
  }

  log(`importing ${file} (${format.description} → ${format.table})`);
  const runId = await startImportRun(handle.db, {
    kind: format.kind,
    file,
    fingerprint,
    startedAt: clock.now().toISOString(),
  });
  let failure: string | null = null;
  try {
    await format.run({
      db: handle.db,
      source,
      header: new HeaderIndex(source.header),
      tally,
      now: () => clock.now().toISOString(),
      log,
    });
  } catch (error) {
    failure = `${file}: import stopped: ${errorMessage(error)}`;
    log(failure);
  } finally {
    source.close();
  }
  const counts = tally.counts();
  await finishImportRun(handle.db, runId, {
    status: failure === null ? 'succeeded' : 'failed',
    finishedAt: clock.now().toISOString(),
    read: counts.read,
    written: counts.written,
    rejected: counts.rejected,
  });
  if (format.affectsProviderSearch && counts.written > 0) await bumpProvidersVersion(handle.db);
  log(formatSummary(file, counts));
  return result(failure === null ? 'imported' : 'failed', failure, format.kind, counts);
}
