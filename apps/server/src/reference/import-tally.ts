import { performance } from 'node:perf_hooks';

/** What the import of one file did. Rows are data rows (the header is not counted). */
export interface ImportCounts {
  /** Rows read from the file, including rejected and skipped ones. */
  read: number;
  /** Rows inserted or updated (after rows repeating a key within a batch were merged). */
  written: number;
  /** Bad rows: reported with file and line, counted, not imported. */
  rejected: number;
  /** Rows left out on purpose (for example deactivated NPIs), by reason. */
  skipped: number;
  skippedByReason: Record<string, number>;
  /** Wall-clock seconds. */
  seconds: number;
  rowsPerSecond: number;
}

/** Bad rows printed per file; the rest are counted. */
export const maxPrintedRejections = 20;

/** Least time between two progress lines, ms. */
export const progressIntervalMs = 2000;

const numberFormat = new Intl.NumberFormat('en-US');

/** Formats a count with thousands separators. */
export function formatCount(value: number): string {
  return numberFormat.format(Math.round(value));
}

/**
 * Counts the rows of one file's import, prints rejected rows (`file:line: reason`, the first
 * {@link maxPrintedRejections}) and a progress line at most every {@link progressIntervalMs}.
 */
export class ImportTally {
  read = 0;
  written = 0;
  rejected = 0;
  skipped = 0;
  readonly skippedByReason: Record<string, number> = {};
  private readonly startedAt = performance.now();
  private lastProgressAt = this.startedAt;

  constructor(
    readonly file: string,
    private readonly log: (line: string) => void,
  ) {}

  /** Counts one row read and prints progress when due. */
  countRead(): void {
    this.read += 1;
    // Checking the time on every row would cost more than the check saves.
    if ((this.read & 1023) === 0) {
      const now = performance.now();
      if (now - this.lastProgressAt >= progressIntervalMs) {
        this.lastProgressAt = now;
        const seconds = (now - this.startedAt) / 1000;
        this.log(
          `  ${this.file}: ${formatCount(this.read)} rows so far, ${formatCount(this.read / seconds)} rows/s`,
        );
      }
    }
  }

  /** Counts a bad row and prints it while under the cap. */
  reject(line: number, reason: string): void {
    this.rejected += 1;
    if (this.rejected <= maxPrintedRejections) {
      this.log(`  ${this.file}:${String(line)}: rejected: ${reason}`);
    } else if (this.rejected === maxPrintedRejections + 1) {
      this.log(`  ${this.file}: more rejected rows are counted but not printed`);
    }
  }

  /** Counts a record the CSV parser could not read (bad quoting, wrong number of fields) as a bad row. */
  rejectMalformed(line: number, reason: string): void {
    this.read += 1;
    this.reject(line, reason);
  }

  /** Counts a row left out on purpose. */
  skip(reason: string): void {
    this.skipped += 1;
    this.skippedByReason[reason] = (this.skippedByReason[reason] ?? 0) + 1;
  }

  /** Counts rows written to the database. */
  countWritten(rows: number): void {
    this.written += rows;
  }

  /** The counts so far, with the elapsed time. */
  counts(): ImportCounts {
    const seconds = (performance.now() - this.startedAt) / 1000;
    return {
      read: this.read,
      written: this.written,
      rejected: this.rejected,
      skipped: this.skipped,
      skippedByReason: { ...this.skippedByReason },
      seconds,
      rowsPerSecond: seconds > 0 ? this.read / seconds : 0,
    };
  }
}

/** One summary line: `file: read N, written N, rejected N, skipped N (reason N), 1.2 s, N rows/s`. */
export function formatSummary(file: string, counts: ImportCounts): string {
  const reasons = Object.entries(counts.skippedByReason)
    .map(([reason, count]) => `${reason} ${formatCount(count)}`)
    .join(', ');
  const skipped =
    counts.skipped > 0
      ? `, skipped ${formatCount(counts.skipped)}${reasons === '' ? '' : ` (${reasons})`}`
      : '';
  return (
    `${file}: read ${formatCount(counts.read)}, written ${formatCount(counts.written)}, ` +
    `rejected ${formatCount(counts.rejected)}${skipped}, ${counts.seconds.toFixed(1)} s, ` +
    `${formatCount(counts.rowsPerSecond)} rows/s`
  );
}
