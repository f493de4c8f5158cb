import { activeLanguage } from './i18n';

/**
 * Numbers, money and dates for the portal language (issue 37) through `Intl`, so that 1,234.5 reads
 * "1.234,5" in Spanish where the locale says so. The locale is the portal's language with the
 * United States as region (`en-US`, `es-US`): the plan is a US plan, paid in US dollars.
 */
export function localeOf(language = activeLanguage()): string {
  return `${language}-US`;
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** `value` with the locale's digit grouping and decimal sign, at most `maximumFractionDigits`. */
export function formatNumber(value: number, maximumFractionDigits = 2, language = activeLanguage()): string {
  const locale = localeOf(language);
  return cached(`n|${locale}|${String(maximumFractionDigits)}`, () =>
    Intl.NumberFormat(locale, { maximumFractionDigits }),
  ).format(value);
}

/** `value` with exactly `digits` decimals: "1.40" in English, "1,40" where the locale writes a decimal comma. */
export function formatFixed(value: number, digits: number, language = activeLanguage()): string {
  const locale = localeOf(language);
  return cached(`f|${locale}|${String(digits)}`, () =>
    Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(value);
}

/** `amount` US dollars as money, with cents: "$1,234.50" in English, "1234,50 US$" or as the locale says. */
export function formatMoney(amount: number, language = activeLanguage()): string {
  const locale = localeOf(language);
  return cached(`m|${locale}`, () =>
    Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
  ).format(amount);
}

/**
 * A calendar date: `date` a `Date`, or an ISO date `YYYY-MM-DD` read as that day wherever the
 * reader is (not as midnight UTC). "Mar 5, 2026" in English, "5 mar 2026" in Spanish.
 * @throws RangeError for a string that is not a date.
 */
export function formatDate(date: Date | string, language = activeLanguage()): string {
  const locale = localeOf(language);
  const isPlainDay = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const value = typeof date === 'string' ? new Date(isPlainDay ? `${date}T00:00:00Z` : date) : date;
  return cached(`d|${locale}|${isPlainDay ? 'utc' : 'local'}`, () =>
    Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(isPlainDay ? { timeZone: 'UTC' } : {}),
    }),
  ).format(value);
}

/**
 * A moment with its day and time of day, in the reader's time zone: `date` a `Date` or an ISO 8601
 * date-time. "Mar 5, 2026, 2:07 PM" in English, "5 mar 2026, 14:07" or as the locale says.
 * @throws RangeError for a string that is not a date.
 */
export function formatDateTime(date: Date | string, language = activeLanguage()): string {
  const locale = localeOf(language);
  return cached(`t|${locale}`, () =>
    Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(typeof date === 'string' ? new Date(date) : date);
}

/**
 * A percent given on a 0-100 scale, at most `maximumFractionDigits` decimals: "34.2%" in English,
 * "34,2 %" or as the locale says.
 */
export function formatPercent(
  percent: number,
  maximumFractionDigits = 1,
  language = activeLanguage(),
): string {
  const locale = localeOf(language);
  return cached(`p|${locale}|${String(maximumFractionDigits)}`, () =>
    Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits }),
  ).format(percent / 100);
}

/**
 * An ISO date `YYYY-MM-DD` in digits, read as that day wherever the reader is: "03/05/2026" in
 * English, "05/03/2026" in Spanish.
 * @throws RangeError for a string that is not a date.
 */
export function formatNumericDate(isoDate: string, language = activeLanguage()): string {
  const locale = localeOf(language);
  return cached(`nd|${locale}`, () =>
    Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }),
  ).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A month of a year (`month` 1-12): "March 2026" in English, "marzo de 2026" in Spanish. */
export function formatMonthYear(year: number, month: number, language = activeLanguage()): string {
  const locale = localeOf(language);
  return cached(`my|${locale}`, () =>
    Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** A month's name (`month` 1-12): "March" in English, "marzo" in Spanish. */
export function formatMonthName(month: number, language = activeLanguage()): string {
  const locale = localeOf(language);
  return cached(`mn|${locale}`, () => Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}
