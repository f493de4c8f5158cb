/**
 * How the cost comparison writes figures, on the page and in its documents alike
 * (analysis-reports-admin spec §5 Other, issue 18): whole dollars as `$1,234,567`, a missing date
 * as '-', a missing figure as 'No data available'.
 */

/** Text of a figure that could not be derived (spec §5 Other). */
export const noData = 'No data available';
/** Text of a missing date (spec §5 Other). */
export const noDate = '-';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole dollars, `$1,234,567`; null as 'No data available'. */
export function formatDollars(amount: number | null | undefined): string {
  return amount === null || amount === undefined || !Number.isFinite(amount)
    ? noData
    : dollars.format(amount);
}

/** Dollars and cents, `$24.00` (fees per employee per month); null as 'No data available'. */
export function formatDollarsAndCents(amount: number | null | undefined): string {
  return amount === null || amount === undefined || !Number.isFinite(amount) ? noData : cents.format(amount);
}

/** A count with thousand separators, `1,000`; null as 'No data available'. */
export function formatCount(count: number | null | undefined): string {
  return count === null || count === undefined || !Number.isFinite(count) ? noData : whole.format(count);
}

/** A percent with at most 1 decimal, `34.2%`; null as 'No data available'. */
export function formatPercent(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return noData;
  return `${(Math.round(percent * 10) / 10).toLocaleString('en-US')}%`;
}

/** A Medicare ratio or multiple with 2 decimals, `6.50`; null as 'No data available'. */
export function formatRatio(ratio: number | null | undefined): string {
  return ratio === null || ratio === undefined || !Number.isFinite(ratio) ? noData : ratio.toFixed(2);
}

/** An ISO date as mm/dd/yyyy (spec §5 Dates); null as '-'. */
export function formatDate(isoDate: string | null): string {
  const parts = isoDate === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return parts === null ? noDate : `${parts[2] ?? ''}/${parts[3] ?? ''}/${parts[1] ?? ''}`;
}
