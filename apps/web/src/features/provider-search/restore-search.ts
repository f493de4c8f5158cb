import {
  type AccessibilityLabel,
  accessibilityLabels,
  defaultSort,
  entityTypes,
  filterValueMaxLength,
  genderCodes,
  planIdMaxLength,
  providerPageSizeDefault,
  providerSearchLimitMax,
  providerSearchPageMax,
  radiusDefaultMiles,
  radiusMaxMiles,
  radiusMinMiles,
  searchTextMaxLength,
  sortCriteria,
  sortDirections,
  zipPattern,
} from '@medivi/domain';
import { findLatestCachedSearch, type ProviderCacheOptions } from './provider-cache';
import type { RestoredSearch } from './provider-search-slice';

/** A checked query value: the value, undefined when unset, or null when it breaks the contract. */
type Checked<T> = T | undefined | null;

/** Empty query values mean "all", as in the contract (spec §3 search state: empty = all). */
function isUnset(value: unknown): boolean {
  return value === undefined || value === '';
}

function optionalText(value: unknown, maxLength: number): Checked<string> {
  if (isUnset(value)) return undefined;
  return typeof value === 'string' && value.length <= maxLength ? value : null;
}

function optionalChoice<T extends string>(value: unknown, choices: readonly T[]): Checked<T> {
  if (isUnset(value)) return undefined;
  return choices.find((choice) => choice === value) ?? null;
}

/** Trimmed free text, as the contract reads the search text. */
function optionalTrimmedText(value: unknown, maxLength: number): Checked<string> {
  if (isUnset(value)) return undefined;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text.length <= maxLength ? text : null;
}

/** A whole number within bounds, given as a number or as digits (query strings carry text). */
function optionalWholeNumber(value: unknown, min: number, max: number): Checked<number> {
  if (value === undefined) return undefined;
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : null;
}

/** Comma-joined accessibility labels, each one known (spec §7). */
function optionalLabels(value: unknown): Checked<AccessibilityLabel[]> {
  const joined = optionalText(value, filterValueMaxLength);
  if (joined === undefined || joined === null) return joined;
  const labels: AccessibilityLabel[] = [];
  for (const part of joined.split(',').map((item) => item.trim())) {
    if (part === '') continue;
    const label = accessibilityLabels.find((known) => known === part);
    if (label === undefined) return null;
    labels.push(label);
  }
  return labels;
}

/**
 * The slice fields of a cached search query, or null when the query is not a valid search (an old
 * or damaged cache). A search text query carries no radius; the radius then returns to its default.
 * The checks are those of the search contract (`providerSearchQuerySchema`), written on the
 * domain's constants without zod so the page loads without the schema library (a test keeps the
 * two in agreement).
 */
export function restoredSearchFrom(query: unknown): RestoredSearch | null {
  if (typeof query !== 'object' || query === null) return null;
  const fields = query as Record<string, unknown>;
  if (typeof fields.zip !== 'string' || !zipPattern.test(fields.zip)) return null;
  const checked = {
    text: optionalTrimmedText(fields.text, searchTextMaxLength),
    // An empty radius means the default, as in the contract; an empty page or size is an error.
    radius: isUnset(fields.radius)
      ? undefined
      : optionalWholeNumber(fields.radius, radiusMinMiles, radiusMaxMiles),
    gender: optionalChoice(fields.gender, genderCodes),
    entityType: optionalChoice(fields.entityType, entityTypes),
    accessibilities: optionalLabels(fields.accessibilities),
    planID: optionalText(fields.planID, planIdMaxLength),
    providerType: optionalText(fields.providerType, filterValueMaxLength),
    providerSpeciality: optionalText(fields.providerSpeciality, filterValueMaxLength),
    limit: optionalWholeNumber(fields.limit, 1, providerSearchLimitMax),
    page: optionalWholeNumber(fields.page, 1, providerSearchPageMax),
    sortBy: optionalChoice(fields.sortBy, sortCriteria),
    sortDirection: optionalChoice(fields.sortDirection, sortDirections),
  };
  if (Object.values(checked).includes(null)) return null;
  const valid = checked as { [K in keyof typeof checked]: Exclude<(typeof checked)[K], null> };
  return {
    zipCode: fields.zip,
    searchInput: valid.text ?? '',
    radius: valid.radius ?? radiusDefaultMiles,
    page: valid.page ?? 1,
    limit: valid.limit ?? providerPageSizeDefault,
    sortCriteria: valid.sortBy ?? defaultSort.sortBy,
    sortDirection: valid.sortDirection ?? defaultSort.sortDirection,
    providergendercode: valid.gender ?? '',
    entitytype: valid.entityType ?? '',
    selectedAccessibilities: valid.accessibilities ?? [],
    selectedProviderType: valid.providerType ?? '',
    selectedProviderSpecialty: valid.providerSpeciality ?? '',
  };
}

/** The member's last search if it is still fresh in the provider cache (a reload within 5 minutes). */
export function findSearchToRestore(options: ProviderCacheOptions = {}): RestoredSearch | null {
  const query = findLatestCachedSearch(options);
  return query === null ? null : restoredSearchFrom(query);
}
