/**
 * CSV writing (RFC 4180) for exports: one function a cell and one a line, no library (the
 * repository reads CSV with csv-parse; its writing sibling csv-stringify is not a dependency).
 */

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const formulaStarts = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * One CSV cell: null and undefined become empty; a text that starts like a formula gets a leading
 * `'` so a spreadsheet shows it as text; a text holding a comma, a double quote, CR or LF is
 * quoted with its quotes doubled (RFC 4180 §2.6–2.7).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && text.length > 0 && formulaStarts.has(text.charAt(0))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line of `cells`, ended by CRLF (RFC 4180 §2.1). */
export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
