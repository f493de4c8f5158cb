import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Largest number of bound parameters one statement may carry. SQLite (as bundled by
 * better-sqlite3) allows 32,766 and PostgreSQL 65,535; staying under 30,000 fits both.
 */
export const maxParametersPerStatement = 30_000;

/** Rows per multi-row INSERT for a table of `columns` columns: at most 1,000, under the cap. */
export function rowsPerStatement(columns: number): number {
  return Math.max(1, Math.min(1000, Math.floor(maxParametersPerStatement / columns)));
}

/** How one batch writer writes its table. */
export interface BatchWriterOptions<Row> {
  db: Kysely<Database>;
  /** Columns per row, to size the statements. */
  columns: number;
  /** Statements per transaction. */
  statementsPerTransaction?: number;
  /**
   * Rows per statement when fewer than {@link rowsPerStatement} allows suit the table better (a
   * wide upsert parses and plans faster in statements of a hundred rows than of a thousand).
   */
  statementRows?: number;
  keyOf(row: Row): string;
  /**
   * Folds a later row of the same key into an earlier one of the same batch. PostgreSQL refuses an
   * upsert that touches one row twice, so repeated keys are merged before writing, by the same rule
   * the upsert applies. Default: the later row replaces the earlier.
   */
  merge?(earlier: Row, later: Row): Row;
  /** Writes one statement's rows (a multi-row INSERT … ON CONFLICT). */
  write(trx: Transaction<Database>, rows: Row[]): Promise<void>;
  /** Called with the number of rows each transaction wrote. */
  onWritten?(rows: number): void;
}

/**
 * Collects rows by key and writes them in multi-row statements, several statements per
 * transaction. Memory holds at most one transaction's rows.
 */
export class BatchWriter<Row> {
  private pending = new Map<string, Row>();
  private readonly statementRows: number;
  private readonly transactionRows: number;

  constructor(private readonly options: BatchWriterOptions<Row>) {
    this.statementRows = Math.min(options.statementRows ?? Infinity, rowsPerStatement(options.columns));
    this.transactionRows = this.statementRows * (options.statementsPerTransaction ?? 10);
  }

  /** Adds a row; true when the batch is full and {@link flush} should be awaited. */
  add(row: Row): boolean {
    const key = this.options.keyOf(row);
    const earlier = this.pending.get(key);
    if (earlier === undefined) this.pending.set(key, row);
    else this.pending.set(key, this.options.merge === undefined ? row : this.options.merge(earlier, row));
    return this.pending.size >= this.transactionRows;
  }

  /** Writes the pending rows in one transaction. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    await this.options.db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += this.statementRows) {
        await this.options.write(trx, rows.slice(start, start + this.statementRows));
      }
    });
    this.options.onWritten?.(rows.length);
  }
}
