const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The English name of month 1–12, e.g. 'October' for 10, as date-fns `MMMM` writes it in its
 * default en-US locale; months outside 1–12 roll over into the next or previous year, as a date
 * does. Written out rather than with date-fns `format` and `parse`, whose every token's code the
 * pages that check a date would download (docs/decisions/0118); a test compares the two.
 */
export function monthName(month: number): string {
  if (!Number.isFinite(month)) throw new RangeError('Invalid time value');
  return monthNames[(((Math.trunc(month) - 1) % 12) + 12) % 12] ?? '';
}

/** A month and its year as the reports and the benchmark details name them: 'October 2026' for 2026, 10. */
export function monthLabel(year: number, month: number): string {
  return `${monthName(month)} ${String(year)}`;
}
