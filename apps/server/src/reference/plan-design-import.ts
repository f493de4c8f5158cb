import { basename } from 'node:path';
import {
  type PlanBenefitDesign,
  planBenefitDesignOfRow,
  planDesignFileColumns,
  planDesignFileOptionalColumns,
  type PlanDesignFileColumn,
  type PlanDesignFileRow,
  planDesignFileRowSchema,
  planDesignRowProblem,
} from '@medivi/domain';
import type { DatabaseHandle } from '../db/database.js';
import type { Clock } from '../platform/clock.js';
import { cell, HeaderIndex } from './columns.js';
import { openCsv, sniffCsv } from './csv-source.js';
import { planIdsByName, writePlanDesigns } from './plan-design-writer.js';

/** What a plan-design import did. Counts are data rows. */
export interface PlanDesignImportResult {
  file: string;
  read: number;
  /** Designs inserted, or replaced because a figure changed. */
  written: number;
  /** Designs stored already with the same figures (a second import of a file). */
  unchanged: number;
}

/** Options of a plan-design import. */
export interface PlanDesignImportOptions {
  clock: Clock;
  log: (line: string) => void;
}

/** A bad row of a plan-design file: its (1-based) line and why. */
export interface PlanDesignProblem {
  line: number;
  reason: string;
}

/** A plan-design file refused whole because of its bad rows; nothing of it was imported. */
export class PlanDesignFileRefusedError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly PlanDesignProblem[],
  ) {
    super(
      `refused: ${String(problems.length)} bad row${problems.length === 1 ? '' : 's'}, nothing was imported`,
    );
    this.name = 'PlanDesignFileRefusedError';
  }
}

/** The column index of each plan-design-file column (-1 for an optional column the file leaves out). */
export type PlanDesignHeader = Record<PlanDesignFileColumn, number>;

/**
 * Resolves a plan-design file's header (names compared without regard to case or spacing).
 * @throws Error naming the missing required columns and the expected header.
 */
export function planDesignHeader(header: readonly string[]): PlanDesignHeader {
  const index = new HeaderIndex(header);
  const missing = planDesignFileColumns.filter(
    (column) => !planDesignFileOptionalColumns.includes(column) && index.find(column) < 0,
  );
  if (missing.length > 0) {
    throw new Error(
      `not a plan-design file: missing column${missing.length === 1 ? '' : 's'} ${missing.join(', ')} (expected header ${planDesignFileColumns.join(',')})`,
    );
  }
  return Object.fromEntries(
    planDesignFileColumns.map((column) => [column, index.find(column)]),
  ) as PlanDesignHeader;
}

/** A checked row of the file with its line. */
interface LineRow {
  line: number;
  row: PlanDesignFileRow;
}

/** Reads every record, checks it against the domain's row schema, and collects the bad ones. */
async function readRows(
  path: string,
  file: string,
): Promise<{ read: number; rows: LineRow[]; problems: PlanDesignProblem[] }> {
  const problems: PlanDesignProblem[] = [];
  let read = 0;
  const source = await openCsv(path, file, await sniffCsv(path), (line, reason) => {
    read += 1;
    problems.push({ line, reason });
  });
  const rows: LineRow[] = [];
  const firstLineOf = new Map<string, number>();
  try {
    const columns = planDesignHeader(source.header);
    for await (const record of source.records) {
      read += 1;
      const cells = Object.fromEntries(
        planDesignFileColumns.map((column) => [column, cell(record.fields, columns[column])]),
      );
      const parsed = planDesignFileRowSchema.safeParse(cells);
      if (!parsed.success) {
        problems.push({ line: record.line, reason: planDesignRowProblem(parsed.error) });
        continue;
      }
      const key = `${String(parsed.data.plan_year)} ${parsed.data.plan_name}`;
      const first = firstLineOf.get(key);
      if (first !== undefined) {
        problems.push({
          line: record.line,
          reason: `plan_year: line ${String(first)} has the design of this plan for ${String(parsed.data.plan_year)} already`,
        });
        continue;
      }
      firstLineOf.set(key, record.line);
      rows.push({ line: record.line, row: parsed.data });
    }
  } finally {
    source.close();
  }
  return { read, rows, problems };
}

/**
 * Imports a plan-design CSV, plain or gzip-compressed (`npm run import:plan-designs -- <file>`,
 * issue 32 item 1; layout `planDesignFileColumns` of the domain, docs/decisions/0114 "The
 * plan-design file"): one benefit design per plan and plan year. Every row is checked before
 * anything is written: a row breaking a rule of `planDesignFileRowSchema`, naming a plan no plan
 * or several plans have (a plan is never created), repeating a plan and year of an earlier row,
 * or a malformed CSV record is printed `file:line: rejected: reason`, every one of them, and then
 * the whole file is refused. A good file is written in one transaction: a design for a plan and
 * year stored already is replaced, and a design imported again with the same figures is left
 * as it is (counted `unchanged`), so importing a file twice changes nothing.
 * @throws PlanDesignFileRefusedError (with the bad rows) when any row is bad; nothing is written.
 * @throws Error when the file cannot be read or is not a plan-design file (missing columns).
 */
export async function importPlanDesignFile(
  handle: DatabaseHandle,
  path: string,
  options: PlanDesignImportOptions,
): Promise<PlanDesignImportResult> {
  const file = basename(path);
  const { read, rows, problems } = await readRows(path, file);
  const planIds = await planIdsByName(
    handle.db,
    rows.map(({ row }) => row.plan_name),
  );
  const designs: PlanBenefitDesign[] = [];
  for (const { line, row } of rows) {
    const ids = planIds.get(row.plan_name) ?? [];
    const [planId] = ids;
    if (planId === undefined) {
      problems.push({ line, reason: `plan_name: no plan is named "${row.plan_name}"` });
    } else if (ids.length > 1) {
      problems.push({
        line,
        reason: `plan_name: ${String(ids.length)} plans are named "${row.plan_name}"`,
      });
    } else {
      designs.push(planBenefitDesignOfRow(row, planId));
    }
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.line - b.line);
    for (const problem of problems)
      options.log(`  ${file}:${String(problem.line)}: rejected: ${problem.reason}`);
    throw new PlanDesignFileRefusedError(file, problems);
  }
  const written = await writePlanDesigns(handle.db, designs, {
    now: options.clock.now().toISOString(),
    sourceFile: file,
  });
  const unchanged = designs.length - written;
  options.log(`${file}: read ${String(read)}, written ${String(written)}, unchanged ${String(unchanged)}`);
  return { file, read, written, unchanged };
}
