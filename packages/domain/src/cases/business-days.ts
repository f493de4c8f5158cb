import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { endOfDay } from 'date-fns/endOfDay';
import { format } from 'date-fns/format';
import { isWeekend } from 'date-fns/isWeekend';
import { parseISO } from 'date-fns/parseISO';

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

/** The local date (`YYYY-MM-DD`) of the instant `at` in the IANA time zone `timeZone`. */
export function localDateOf(at: Date, timeZone: string): string {
  return format(new TZDate(at.getTime(), timeZone), 'yyyy-MM-dd');
}

/** The last millisecond of the local date `date` (`YYYY-MM-DD`) in `timeZone`, as an instant. */
export function endOfLocalDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(endOfDay(new TZDate(year, month - 1, day, timeZone)).getTime());
}

/**
 * An instant of a case clock as people read it: its date in `timeZone` (`December 7, 2026`), with
 * the time and zone too when `withTime` (`November 28, 2026 at 3:00 PM EST`). The one format of due
 * dates for the notifications, the e-mails and the web.
 */
export function formatClockDay(iso: string, timeZone: string, withTime = false): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
  }).format(new Date(iso));
}

/** True when `date` (`YYYY-MM-DD`) is neither a Saturday, a Sunday nor a holiday of `calendar`. */
export function isBusinessDay(date: string, calendar: BusinessCalendar): boolean {
  return !isWeekend(parseISO(date)) && !calendar.isHoliday(date);
}

/** The local date `days` calendar days after `date` (both `YYYY-MM-DD`; `days` may be negative). */
export function addLocalDays(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

/**
 * The `count`-th business day after the local date `date` (`count` ≥ 0; 0 is `date` itself).
 * A date on a weekend or holiday counts from the next business day: Friday + 1 is Monday.
 */
export function addBusinessDays(date: string, count: number, calendar: BusinessCalendar): string {
  let day = date;
  let left = count;
  while (left > 0) {
    day = addLocalDays(day, 1);
    if (isBusinessDay(day, calendar)) left -= 1;
  }
  return day;
}

/** How many business days lie after the local date `from` up to and including `to` (0 when `to` ≤ `from`). */
export function businessDaysBetween(from: string, to: string, calendar: BusinessCalendar): number {
  let count = 0;
  for (let day = addLocalDays(from, 1); day <= to; day = addLocalDays(day, 1)) {
    if (isBusinessDay(day, calendar)) count += 1;
  }
  return count;
}

/** The business day `count` business days before the local date `date` (`count` ≥ 0). */
export function subtractBusinessDays(date: string, count: number, calendar: BusinessCalendar): string {
  let day = date;
  let left = count;
  while (left > 0) {
    day = addLocalDays(day, -1);
    if (isBusinessDay(day, calendar)) left -= 1;
  }
  return day;
}
