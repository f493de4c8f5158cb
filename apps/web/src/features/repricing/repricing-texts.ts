import type { Language, RepricedClaim } from '@medivi/domain';
import { formatDate, formatFixed } from '../../lib/i18n/format';
import { activeLanguage, type Translate } from '../../lib/i18n/i18n';

/*
 * How the repricing work list words a claim's facts in the portal's language (issue 37,
 * docs/decisions/0125), from the `repricing` catalogue.
 */

/** Lingui's `_` (from `useLingui()`). */
/**
 * A claim's `YYYY-MM-DD` day: as the server gives it in English (as the work list has always shown
 * it), the language's medium date otherwise ('12 ene 2026'), so that a Spanish reader does not take
 * the day for the month. The text itself when it is not such a day.
 */
export function repricingDayText(day: string, language: Language = activeLanguage()): string {
  if (language === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  try {
    return formatDate(day, language);
  } catch {
    return day;
  }
}

/** The claim's dates of service: one day, or 'from to to' ('2026-01-12 to 2026-01-15'). */
export function repricingServiceDates(
  claim: Pick<RepricedClaim, 'serviceDateFrom' | 'serviceDateTo'>,
  _: Translate,
  language: Language = activeLanguage(),
): string {
  const from = repricingDayText(claim.serviceDateFrom, language);
  return claim.serviceDateFrom === claim.serviceDateTo
    ? from
    : _('repricing.dateRange', { from, to: repricingDayText(claim.serviceDateTo, language) });
}

/**
 * `value` with exactly `digits` decimals in the portal's language (`Intl` for `<language>-US`):
 * '1.40' in English, '1,40' where the locale writes a decimal comma.
 */
export function fixedDecimals(value: number, digits: number, language: Language = activeLanguage()): string {
  return formatFixed(value, digits, language);
}
