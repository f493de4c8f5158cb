import { formatMonthYear as monthAndYear } from '../../lib/i18n/format';
import type { Translate } from '../../lib/i18n/i18n';
import type { ClaimType, ProviderInfo } from './benchmarks-api-types';

/**
 * An ISO date `YYYY-MM-DD` as month and year in the portal's language, e.g. 'June 2019' (spec
 * §9); null stays null.
 */
export function formatMonthYear(iso: string | null): string | null {
  const match = iso === null ? null : /^(\d{4})-(0[1-9]|1[0-2])/.exec(iso);
  return match === null ? null : monthAndYear(Number(match[1]), Number(match[2]));
}

/**
 * The year-end line of the details (spec §9): 'Calendar Year Ending' for professionals, 'Fiscal
 * Year Ending' for the others, with the claim type's own end date as month and year, worded with
 * Lingui's `_` (from `useLingui()`).
 */
export function yearEndingLine(
  info: ProviderInfo,
  claimType: ClaimType,
  _: Translate,
): { label: string; value: string } {
  const iso =
    claimType === 'Inpatient'
      ? info.inpatientFYEndDate
      : claimType === 'Outpatient'
        ? info.outpatientFYEndDate
        : info.professionalFYEndDate;
  return {
    label:
      claimType === 'Professional'
        ? _('benchmarks.details.calendarYearEnding')
        : _('benchmarks.details.fiscalYearEnding'),
    value: formatMonthYear(iso) ?? _('benchmarks.noDataAvailable'),
  };
}

/** A camelCase key as words: 'drugsChargedToPatients' → 'Drugs charged to patients'. */
export function labelOfKey(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The source files of `sources` whose names match `pattern`, listed, or `missing` when none. */
export function sourcesMatching(sources: readonly string[], pattern: RegExp, missing: string): string {
  const matching = sources.filter((file) => pattern.test(file));
  return matching.length === 0 ? missing : matching.join(', ');
}
