import { TZDate } from '@date-fns/tz';
import { endOfDay } from 'date-fns/endOfDay';

/**
 * Which days count as business days: Monday to Friday except the US federal holidays (5 U.S.C.
 * 6103, observed days included). `federalBusinessCalendar()` (`@medivi/domain/federal-holidays`)
 * gives the portal's; tests may pass their own.
 */
export interface BusinessCalendar {
  /** True when the local date `date` (`YYYY-MM-DD`) is a federal holiday or its observed day. */
  isHoliday(date: string): boolean;
}

/** The time zone case clocks count in unless configured (`CASE_CLOCK_TIME_ZONE`). */
export const defaultClockTimeZone = 'America/New_York';

/** Date formatters kept by what they are for: making an `Intl.DateTimeFormat` costs far more than using one. */
const keptFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter kept under `key`, made with `options` the first time. */
function keptFormat(key: string, options: Intl.DateTimeFormatOptions, locale = 'en-US'): Intl.DateTimeFormat {
  let formatter = keptFormats.get(`${locale} ${key}`);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, options);
    keptFormats.set(`${locale} ${key}`, formatter);
  }
  return formatter;
}

/** The local date (`YYYY-MM-DD`) of the instant `at` in the IANA time zone `timeZone`. */
export function localDateOf(at: Date, timeZone: string): string {
  const formatter = keptFormat(`local date ${timeZone}`, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  let year = '';
  let month = '';
  let day = '';
  for (const part of formatter.formatToParts(at)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/** Ends of local days already computed, by time zone and date: the clocks ask for the same few days again and again. */
const localDayEnds = new Map<string, number>();
const localDayEndsKept = 10_000;

/** The last millisecond of the local date `date` (`YYYY-MM-DD`) in `timeZone`, as an instant. */
export function endOfLocalDay(date: string, timeZone: string): Date {
  const key = `${timeZone} ${date}`;
  let end = localDayEnds.get(key);
  if (end === undefined) {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    end = endOfDay(new TZDate(year, month - 1, day, timeZone)).getTime();
    if (localDayEnds.size >= localDayEndsKept) localDayEnds.clear();
    localDayEnds.set(key, end);
  }
  return new Date(end);
}

/**
 * An instant of a case clock as people read it: its date in `timeZone` (`December 7, 2026`), with
 * the time and zone too when `withTime` (`November 28, 2026 at 3:00 PM EST`). The one format of due
 * dates for the notifications, the e-mails and the web. `locale` (a BCP 47 tag, `en-US` unless
 * given) words it in another language: `es-US` writes `7 de diciembre de 2026`.
 */
export function formatClockDay(iso: string, timeZone: string, withTime = false, locale = 'en-US'): string {
  const formatter = keptFormat(
    `clock day ${timeZone} ${String(withTime)}`,
    {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
    },
    locale,
  );
  return formatter.format(new Date(iso));
}

const dayMs = 86_400_000;

/**
 * Days from 1970-01-01 to the date `date` (`YYYY-MM-DD`). Local dates are counted as plain
 * calendar days, in UTC arithmetic: no time zone or daylight saving time can move them, and a
 * business-day count walks days as integers instead of parsing and formatting a date per day (a
 * case clock of 45 business days walks some 65 days inside every status change, docs/decisions/0119).
 */
function dayNumberOf(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / dayMs;
}

/** The date (`YYYY-MM-DD`) `day` days after 1970-01-01. */
function dateOfDayNumber(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** True when day number `day` (`dayNumberOf`) falls on a Saturday or a Sunday; 1970-01-01 was a Thursday. */
function isWeekendDay(day: number): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
}

/** True when `date` (`YYYY-MM-DD`) is neither a Saturday, a Sunday nor a holiday of `calendar`. */
export function isBusinessDay(date: string, calendar: BusinessCalendar): boolean {
  return !isWeekendDay(dayNumberOf(date)) && !calendar.isHoliday(date);
}

/** The local date `days` calendar days after `date` (both `YYYY-MM-DD`; `days` may be negative). */
export function addLocalDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumberOf(date) + days);
}

/** The `count`-th business day from the local date `date` walking by `step` (+1 forward, −1 back). */
function walkBusinessDays(date: string, count: number, step: 1 | -1, calendar: BusinessCalendar): string {
  let day = dayNumberOf(date);
  let left = count;
  while (left > 0) {
    day += step;
    if (!isWeekendDay(day) && !calendar.isHoliday(dateOfDayNumber(day))) left -= 1;
  }
  return left === count ? date : dateOfDayNumber(day);
}

/**
 * The `count`-th business day after the local date `date` (`count` ≥ 0; 0 is `date` itself).
 * A date on a weekend or holiday counts from the next business day: Friday + 1 is Monday.
 */
export function addBusinessDays(date: string, count: number, calendar: BusinessCalendar): string {
  return walkBusinessDays(date, count, 1, calendar);
}

/** How many business days lie after the local date `from` up to and including `to` (0 when `to` ≤ `from`). */
export function businessDaysBetween(from: string, to: string, calendar: BusinessCalendar): number {
  const last = dayNumberOf(to);
  let count = 0;
  for (let day = dayNumberOf(from) + 1; day <= last; day += 1) {
    if (!isWeekendDay(day) && !calendar.isHoliday(dateOfDayNumber(day))) count += 1;
  }
  return count;
}

/** The business day `count` business days before the local date `date` (`count` ≥ 0). */
export function subtractBusinessDays(date: string, count: number, calendar: BusinessCalendar): string {
  return walkBusinessDays(date, count, -1, calendar);
}
