import type { DatabaseHandle } from '../db/database.js';
import { type Clock, systemClock } from '../platform/clock.js';
import { type FileImportResult, importFile } from './import-file.js';
import { formatCount, formatSummary } from './import-tally.js';
import { refreshStateMedicareRatios } from './state-medicare-ratio-writer.js';

/**
 * The closing summary of an import: one line per file (read, written, rejected, skipped, seconds,
 * rows/s), or why the file was not imported.
 */
export function formatImportSummary(results: readonly FileImportResult[]): string[] {
  const lines = ['Import summary:'];
  for (const result of results) {
    if (result.counts !== null) {
      const line = formatSummary(result.file, result.counts);
      lines.push(`  ${line}${result.status === 'failed' ? ' — FAILED, see above' : ''}`);
    } else {
      lines.push(`  ${result.message ?? `${result.file}: ${result.status}`}`);
    }
  }
  const imported = results.filter((result) => result.status === 'imported');
  const rows = imported.reduce((sum, result) => sum + (result.counts?.written ?? 0), 0);
  lines.push(
    `  ${formatCount(imported.length)} of ${formatCount(results.length)} files imported, ` +
      `${formatCount(rows)} rows written`,
  );
  return lines;
}

/**
 * Imports the given files in the given order (a later file's non-empty values win, see
 * docs/decisions/0005-reference-import.md). Each file's layout is detected from its header row,
 * not its name; a file of unknown layout or one that cannot be read is reported and the others
 * are still imported. Prints progress, bad rows (`file:line: reason`) and a summary to `log`.
 * When a CMS price file was imported, rebuilds the per-state Medicare ratios (docs/decisions/0104).
 * @param paths CSV files, plain or gzip-compressed, of any layout the importers know.
 * @param options.clock source of the `updated_at` and import-run timestamps (default: wall clock).
 * @returns one result per path, in order.
 * @throws Error only when the database fails outside a file's import (recording the run).
 */
export async function importFiles(
  handle: DatabaseHandle,
  paths: readonly string[],
  options: { log: (line: string) => void; clock?: Clock },
): Promise<FileImportResult[]> {
  const clock = options.clock ?? systemClock;
  const results: FileImportResult[] = [];
  for (const path of paths) {
    results.push(await importFile(handle, path, { log: options.log, clock }));
  }
  for (const line of formatImportSummary(results)) options.log(line);
  await refreshStateMedicareRatios(handle, results, { log: options.log, clock });
  return results;
}
