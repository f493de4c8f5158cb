import { createHash } from 'node:crypto';

/**
 * The demo claims generator's deterministic draws and date helpers: every choice is a SHA-256 of
 * a fixed seed and the claim's key, so the same data and month give the same file, byte for byte.
 */

const seed = 'medivi-demo-claims-v1';

/** A number in [0, 1) from the seed and a key. */
export function chance(...key: (string | number)[]): number {
  const digest = createHash('sha256')
    .update([seed, ...key].join('|'))
    .digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** One of `items`, drawn by `key`. */
export function pick<T>(items: readonly T[], ...key: (string | number)[]): T {
  const item = items[Math.floor(chance(...key) * items.length)];
  if (item === undefined) throw new Error(`nothing to pick for ${key.join('|')}`);
  return item;
}

/** US dollars rounded to the cent. */
export const cents = (value: number) => Math.round(value * 100) / 100;

/** The ISO date `days` after `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day of a `YYYY-MM` month. */
export function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

/** The `YYYY-MM` months from `first` to `last`, both included. */
export function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const text = `${String(year)}-${String(month).padStart(2, '0')}`;
    if (text > last) return months;
    months.push(text);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The `YYYY-MM` month before the one of `today`. */
export function previousMonth(today: Date): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}

/** A CSV cell, quoted when it holds a comma, a quote or a line break. */
export function quote(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
