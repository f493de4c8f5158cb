/**
 * Month arithmetic of the portal, in one place: calendar months as `{ year, month }` (month 1–12,
 * UTC) and as `YYYY-MM` keys. Used by the reports (publication, periods, the month pickers) and by
 * whatever counts months next. Names of months are formatting and live with the dates
 * (`monthName`, `monthLabel`).
 */

/** A calendar month: the year and the month, 1–12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** `YYYY-MM` of a year and month. */
export function monthKey(year: number, month: number): string {
  return `${String(year)}-${String(month).padStart(2, '0')}`;
}

/** The last day of a month, `YYYY-MM-DD`. */
export function monthEnd(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${monthKey(year, month)}-${String(last).padStart(2, '0')}`;
}

/** The month `date` falls in, read in UTC. */
export function monthOf(date: Date): YearMonth {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** The month before the one `now` falls in (UTC). */
export function previousMonth(now: Date): YearMonth {
  const { year, month } = monthOf(now);
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** The month after `month`. */
export function nextMonth(month: YearMonth): YearMonth {
  return month.month === 12
    ? { year: month.year + 1, month: 1 }
    : { year: month.year, month: month.month + 1 };
}

/** Months since year 0: equal for the same month, larger for a later one. */
function ordinal(month: YearMonth): number {
  return month.year * 12 + month.month;
}

/** True when `month` comes after `than`, or when there is no `than`. */
export function isLaterMonth(month: YearMonth, than: YearMonth | null | undefined): boolean {
  return than === null || than === undefined || ordinal(month) > ordinal(than);
}

/** The months from `from` to `to`, both included (none when `from` is later). */
export function monthsFromTo(from: YearMonth, to: YearMonth): YearMonth[] {
  const months: YearMonth[] = [];
  for (let m = from; ordinal(m) <= ordinal(to); m = nextMonth(m)) months.push(m);
  return months;
}

/** The `YYYY-MM` keys from `from` (`YYYY-MM-DD`) to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const first = { year: Number(from.slice(0, 4)), month: Number(from.slice(5, 7)) };
  const last = { year: Number(to.slice(0, 4)), month: Number(to.slice(5, 7)) };
  return monthsFromTo(first, last).map(({ year, month }) => monthKey(year, month));
}
