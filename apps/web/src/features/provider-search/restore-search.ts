import { providerSearchQuerySchema, radiusDefaultMiles } from '@medivi/domain';
import { findLatestCachedSearch, type ProviderCacheOptions } from './provider-cache';
import type { RestoredSearch } from './provider-search-slice';

/**
 * The slice fields of a cached search query, or null when the query is not a valid search (an old
 * or damaged cache). A search text query carries no radius; the radius then returns to its default.
 */
export function restoredSearchFrom(query: unknown): RestoredSearch | null {
  const parsed = providerSearchQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  const params = parsed.data;
  return {
    zipCode: params.zip,
    searchInput: params.text ?? '',
    radius: params.radius ?? radiusDefaultMiles,
    page: params.page,
    limit: params.limit,
    sortCriteria: params.sortBy,
    sortDirection: params.sortDirection,
    providergendercode: params.gender ?? '',
    entitytype: params.entityType ?? '',
    selectedAccessibilities: params.accessibilities ?? [],
    selectedProviderType: params.providerType ?? '',
    selectedProviderSpecialty: params.providerSpeciality ?? '',
  };
}

/** The member's last search if it is still fresh in the provider cache (a reload within 5 minutes). */
export function findSearchToRestore(options: ProviderCacheOptions = {}): RestoredSearch | null {
  const query = findLatestCachedSearch(options);
  return query === null ? null : restoredSearchFrom(query);
}
