import {
  pathFor,
  type Plan,
  planRoutes,
  providerSearchRoutes,
  type ProviderSearchReply,
  type TaxonomyMappingReply,
  type ZipCodeDetails,
} from '@medivi/domain';
import { api } from '../../lib/api';
import {
  readCachedSearch,
  readCachedTaxonomy,
  writeCachedSearch,
  writeCachedTaxonomy,
} from './provider-cache';
import type { ProviderSearchArgs, TaxonomyMappingArgs } from './search-params';

/** Writes the cache after the reply has rendered: compressing is kept off the first paint. */
function afterRender(write: () => void): void {
  setTimeout(write, 0);
}

/**
 * Provider Search calls (cases-and-provider-search spec §7) and the plan lists it needs (accounts
 * spec §4 Plans). Searches and taxonomy mappings are answered from the fresh per-zip cache in local
 * storage when it holds the exact query.
 */
export const providerSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/provider-search/v1`: one page of providers with total and accessibility counts. */
    searchProviders: build.query<ProviderSearchReply, ProviderSearchArgs>({
      queryFn: async (args, _api, _extraOptions, baseQuery) => {
        const cached = readCachedSearch(args);
        if (cached !== null) return { data: cached };
        const result = await baseQuery({ url: providerSearchRoutes.searchProviders.path, params: args });
        if (result.error !== undefined) return { error: result.error };
        const reply = result.data as ProviderSearchReply;
        afterRender(() => {
          writeCachedSearch(args, reply);
        });
        return { data: reply };
      },
    }),
    /**
     * `GET /api/provider-search/providerTaxonomy-mapping`: counts per provider type and specialty.
     * Silent: a failure is only logged and the filters stay as they were (spec §4).
     */
    getTaxonomyMapping: build.query<TaxonomyMappingReply, TaxonomyMappingArgs>({
      queryFn: async (args, _api, _extraOptions, baseQuery) => {
        const cached = readCachedTaxonomy(args);
        if (cached !== null) return { data: cached };
        const result = await baseQuery({
          url: providerSearchRoutes.getTaxonomyMapping.path,
          params: args,
        });
        if (result.error !== undefined) return { error: result.error };
        const reply = result.data as TaxonomyMappingReply;
        afterRender(() => {
          writeCachedTaxonomy(args, reply);
        });
        return { data: reply };
      },
      extraOptions: { silent: true },
    }),
    /**
     * `GET /api/zip-code-validation/v1/:zip`. Silent: the zip field shows the message itself
     * (spec §5), so no snackbar repeats it.
     */
    validateZipCode: build.query<ZipCodeDetails, string>({
      query: (zip) => pathFor(providerSearchRoutes.validateZipCode.path, { zip }),
      extraOptions: { silent: true },
    }),
    /** `GET /api/v2/get-plans`: the member's own plans. */
    getProviderSearchPlans: build.query<Plan[], undefined>({
      query: () => planRoutes.getPlans.path,
      providesTags: ['Plans'],
    }),
    /** `GET /api/v2/get-LivePlansForProviders`: every live plan, for the 6dhallplans role. */
    getLivePlansForProviders: build.query<Plan[], undefined>({
      query: () => planRoutes.getLivePlansForProviders.path,
      providesTags: ['Plans'],
    }),
  }),
});

export const {
  useLazySearchProvidersQuery,
  useGetTaxonomyMappingQuery,
  useLazyValidateZipCodeQuery,
  useGetProviderSearchPlansQuery,
  useGetLivePlansForProvidersQuery,
} = providerSearchApi;
