import {
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

/**
 * Checks one record of a claims file against the domain's row schema (`claimsFileRowSchema`) and
 * the NPI check digit (CMS NPI standard).
 */
export function checkClaimsRow(fields: readonly string[], columns: ClaimsHeader): ClaimsRowCheck {
  const cells = Object.fromEntries(
    claimsFileColumns.map((column) => [column, cell(fields, columns[column])]),
  ) as Record<ClaimsFileColumn, string>;
  const parsed = claimsFileRowSchema.safeParse(cells);
  if (!parsed.success) return { ok: false, reason: claimsRowProblem(parsed.error) };
  const npi = parsed.data.provider_npi;
  if (npi !== null && !hasValidNpiCheckDigit(npi)) {
    return { ok: false, reason: `provider_npi: ${npi} has a wrong check digit` };
  }
  return { ok: true, row: parsed.data };
}
