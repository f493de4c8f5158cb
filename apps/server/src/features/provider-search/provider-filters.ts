import { type AccessibilityLabel, accessibilityLabels, searchTextMinExclusive } from '@medivi/domain';
import type { AreaProvider } from './provider-area.js';

/** The filters both the search and the taxonomy mapping apply. */
export interface Filters {
  zip: string;
  radius?: number | undefined;
  text?: string | undefined;
  gender?: 'M' | 'F' | undefined;
  entityType?: '1' | '2' | undefined;
  accessibilities?: readonly AccessibilityLabel[] | undefined;
  planID?: string | undefined;
}

/** Rank of each label: its index in the filter order Contracted, Unknown, Caution, Not Recommended. */
export const labelRank = new Map(accessibilityLabels.map((label, index) => [label, index]));

/** The upper-cased free text when it applies (longer than 2 characters, spec §5), else null. */
export function activeText(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed.length > searchTextMinExclusive ? trimmed.toUpperCase() : null;
}

/** Bit mask of the selected labels' ranks; every label when none is given. */
export function maskOf(selected: readonly AccessibilityLabel[] | undefined): number {
  if (selected === undefined) return 0b1111;
  return selected.reduce((mask, label) => mask | (1 << (labelRank.get(label) ?? 1)), 0);
}

/**
 * One predicate for the filters that are set (gender, entity type, free text and, for the search,
 * provider type and specialty), or null when none is: the hot loop then tests nothing.
 */
export function compileFilter(
  filters: Filters & { providerType?: string | undefined; providerSpeciality?: string | undefined },
  text: string | null,
  withTaxonomy: boolean,
): ((provider: AreaProvider) => boolean) | null {
  const tests: ((provider: AreaProvider) => boolean)[] = [];
  const { gender, entityType } = filters;
  if (gender !== undefined) tests.push((provider) => provider.gender === gender);
  if (entityType !== undefined) tests.push((provider) => provider.entityType === entityType);
  if (withTaxonomy && filters.providerType !== undefined) {
    const type = filters.providerType;
    tests.push((provider) => provider.category === type);
  }
  if (withTaxonomy && filters.providerSpeciality !== undefined) {
    const specialty = filters.providerSpeciality;
    tests.push((provider) => provider.specialty === specialty);
  }
  if (text !== null) {
    const digits = text.replace(/\D/g, '');
    const matchesPhone = digits.length > searchTextMinExclusive;
    tests.push(
      (provider) =>
        provider.haystack.includes(text) || (matchesPhone && provider.phone?.includes(digits) === true),
    );
  }
  if (tests.length === 0) return null;
  return (provider) => tests.every((test) => test(provider));
}

/** `limit` items from `start` of the buckets read one after another, without joining them. */
export function sliceAcross<T>(buckets: readonly T[][], start: number, limit: number): T[] {
  const page: T[] = [];
  let skip = start;
  for (const bucket of buckets) {
    if (skip >= bucket.length) {
      skip -= bucket.length;
      continue;
    }
    page.push(...bucket.slice(skip, skip + limit - page.length));
    skip = 0;
    if (page.length >= limit) break;
  }
  return page;
}
