/** What a figure that cannot be computed shows (spec §5 Other). */
export const noData = 'No data available';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole US dollars with separators (`$1,234,567`); 'No data available' for null. */
export function formatDollars(value: number | null): string {
  return value === null ? noData : dollars.format(value);
}

/** A percent with up to 1 decimal; 'No data available' for null. */
export function formatShare(value: number | null): string {
  return value === null ? noData : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} %`;
}
