import { createSelector } from '@reduxjs/toolkit';
import { shallowEqual } from 'react-redux';
import {
  accessibilityLabels,
  type ProviderSearchParams,
  type TaxonomyMappingParams,
  activeSearchText,
} from '@medivi/domain';
import { type ProviderSearchState, selectProviderSearch } from './provider-search-slice';

/**
 * Query of `GET /api/provider-search/v1` as the client sends it (spec §7): the contract's fields,
 * with `accessibilities` comma-joined. Empty values are left out.
 */
export type ProviderSearchArgs = Omit<ProviderSearchParams, 'accessibilities'> & { accessibilities?: string };

/**
 * Query of `GET /api/provider-search/providerTaxonomy-mapping` (spec §7). Gender goes as
 * `providergendercode`, the plan as `selectedPlan`.
 */
export type TaxonomyMappingArgs = Omit<TaxonomyMappingParams, 'accessibilities' | 'gender'> & {
  accessibilities?: string;
};

/** Comma-joined ticked labels in filter order, or undefined when none is ticked (spec §7). */
function joinAccessibilities(selected: readonly string[]): string | undefined {
  const ordered = accessibilityLabels.filter((label) => selected.includes(label));
  return ordered.length > 0 ? ordered.join(',') : undefined;
}

/** Drops undefined and empty-string values so only set filters reach the query string. */
function omitEmpty<T extends object>(query: T): T {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as T;
}

/**
 * The search query for the current state, or null while no zip is set (spec §7): `text` replaces
 * `radius` when a search text applies (the server then covers 100 miles); accessibilities are
 * comma-joined only if any; empty filters are omitted.
 */
export function buildSearchArgs(state: ProviderSearchState): ProviderSearchArgs | null {
  if (state.zipCode.length !== 5) return null;
  const text = activeSearchText(state.searchInput);
  return omitEmpty<ProviderSearchArgs>({
    zip: state.zipCode,
    planID: state.selectedPlanID,
    limit: state.limit,
    page: state.page,
    providerType: state.selectedProviderType,
    providerSpeciality: state.selectedProviderSpecialty,
    gender: state.providergendercode || undefined,
    entityType: state.entitytype || undefined,
    accessibilities: joinAccessibilities(state.selectedAccessibilities),
    ...(text === '' ? { radius: state.radius } : { text }),
    sortBy: state.sortCriteria,
    sortDirection: state.sortDirection,
  });
}

/**
 * The taxonomy-mapping query for the current state, or null while no zip is set (spec §7). Type
 * and specialty are not sent: the counts are what the Provider Type and Specialty selectors offer.
 * Like the search, `text` replaces `radius` so the counts cover the same area as the list.
 */
export function buildTaxonomyArgs(state: ProviderSearchState): TaxonomyMappingArgs | null {
  if (state.zipCode.length !== 5) return null;
  const text = activeSearchText(state.searchInput);
  return omitEmpty<TaxonomyMappingArgs>({
    zip: state.zipCode,
    ...(text === '' ? { radius: state.radius } : { text }),
    providergendercode: state.providergendercode || undefined,
    entityType: state.entitytype || undefined,
    selectedPlan: state.selectedPlanID,
    accessibilities: joinAccessibilities(state.selectedAccessibilities),
  });
}

/** A stable text key of a query: the same filters give the same key whatever the field order. */
export function queryKeyOf(query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]): [string, string] => [key, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/**
 * The key of a search's filters: everything but page, page size and text. Spec §4: only a change of
 * these clears the list cache; a new page, page size or search text keeps it.
 */
export function filterKeyOf(args: ProviderSearchArgs): string {
  const { page: _page, limit: _limit, text: _text, ...filters } = args;
  return queryKeyOf(filters);
}

/** The search query; the same object while its values stay the same, so no request is repeated. */
export const selectSearchArgs = createSelector([selectProviderSearch], buildSearchArgs, {
  memoizeOptions: { resultEqualityCheck: shallowEqual },
});

/** The taxonomy-mapping query; stable like `selectSearchArgs`. */
export const selectTaxonomyArgs = createSelector([selectProviderSearch], buildTaxonomyArgs, {
  memoizeOptions: { resultEqualityCheck: shallowEqual },
});
