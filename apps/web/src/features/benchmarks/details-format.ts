import { monthLabel } from '@medivi/domain';
import type { ClaimType, ProviderInfo } from './benchmarks-api-types';

/** Text for a cost-report figure the public files lack (issue 17). */
export const noDataAvailable = 'No data available';

/** An ISO date `YYYY-MM-DD` as month and year, e.g. 'June 2019' (spec §9); null stays null. */
export function formatMonthYear(iso: string | null): string | null {
  const match = iso === null ? null : /^(\d{4})-(0[1-9]|1[0-2])/.exec(iso);
  return match === null ? null : monthLabel(Number(match[1]), Number(match[2]));
}

/**
 * The year-end line of the details (spec §9): 'Calendar Year Ending' for professionals, 'Fiscal
 * Year Ending' for the others, with the claim type's own end date as month and year.
 */
export function yearEndingLine(info: ProviderInfo, claimType: ClaimType): { label: string; value: string } {
  const iso =
    claimType === 'Inpatient'
      ? info.inpatientFYEndDate
      : claimType === 'Outpatient'
        ? info.outpatientFYEndDate
        : info.professionalFYEndDate;
  return {
    label: claimType === 'Professional' ? 'Calendar Year Ending' : 'Fiscal Year Ending',
    value: formatMonthYear(iso) ?? noDataAvailable,
  };
}

/** A camelCase key as words: 'drugsChargedToPatients' → 'Drugs charged to patients'. */
export function labelOfKey(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The source files of `sources` whose names match `pattern`, listed, or 'not stated'. */
export function sourcesMatching(sources: readonly string[], pattern: RegExp): string {
  const matching = sources.filter((file) => pattern.test(file));
  return matching.length === 0 ? 'not stated' : matching.join(', ');
}
