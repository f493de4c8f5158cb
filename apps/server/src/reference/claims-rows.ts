import {
  claimDetailColumns,
  claimsFileColumns,
  claimsFileOptionalColumns,
  type ClaimsFileColumn,
  type ClaimsFileRow,
  claimsFileRowSchema,
  claimsRowProblem,
  hasValidNpiCheckDigit,
} from '@medivi/domain';
import { cell, HeaderIndex } from './columns.js';

/** The column index of each claims-file column (-1 for an optional column the file leaves out). */
export type ClaimsHeader = Record<ClaimsFileColumn, number>;

/**
 * Resolves a claims file's header (names compared without regard to case or spacing).
 * @throws Error naming the missing required columns and the expected header.
 */
export function claimsHeader(header: readonly string[]): ClaimsHeader {
  const index = new HeaderIndex(header);
  const missing = claimsFileColumns.filter(
    (column) => !claimsFileOptionalColumns.includes(column) && index.find(column) < 0,
  );
  if (missing.length > 0) {
    throw new Error(
      `not a claims file: missing column${missing.length === 1 ? '' : 's'} ${missing.join(', ')} (expected header ${claimsFileColumns.join(',')})`,
    );
  }
  return Object.fromEntries(claimsFileColumns.map((column) => [column, index.find(column)])) as ClaimsHeader;
}

/** A checked row, or why it was refused. */
export type ClaimsRowCheck = { ok: true; row: ClaimsFileRow } | { ok: false; reason: string };

const detailColumns: ReadonlySet<ClaimsFileColumn> = new Set(claimDetailColumns);

/**
 * Checks one record of a claims file against the domain's row schema (`claimsFileRowSchema`) and
 * the NPI check digits of the provider and the billing provider (CMS NPI standard). A
 * member-claim column the file does not have reaches the schema as undefined, so a file in the
 * layout before them keeps its old meaning (docs/decisions/0114 "Data").
 */
export function checkClaimsRow(fields: readonly string[], columns: ClaimsHeader): ClaimsRowCheck {
  const cells = Object.fromEntries(
    claimsFileColumns.map((column) => [
      column,
      columns[column] < 0 && detailColumns.has(column) ? undefined : cell(fields, columns[column]),
    ]),
  ) as Record<ClaimsFileColumn, string | undefined>;
  const parsed = claimsFileRowSchema.safeParse(cells);
  if (!parsed.success) return { ok: false, reason: claimsRowProblem(parsed.error) };
  for (const column of ['provider_npi', 'billing_provider_npi'] as const) {
    const npi = parsed.data[column];
    if (npi !== null && !hasValidNpiCheckDigit(npi)) {
      return { ok: false, reason: `${column}: ${npi} has a wrong check digit` };
    }
  }
  return { ok: true, row: parsed.data };
}
