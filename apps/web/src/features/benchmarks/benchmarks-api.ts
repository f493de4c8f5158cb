import { api } from '../../lib/api';
import type {
  AutocompleteBody,
  ChartReply,
  ChartRequest,
  ClaimType,
  ProviderDetailBody,
  ProviderDetailReply,
  SavedSelections,
  SelectionItem,
} from './benchmarks-api-types';

/** An autocomplete request: the typed text and the body sent with it. */
export interface AutocompleteArgs {
  query: string;
  body: AutocompleteBody;
}

/**
 * Benchmarks calls (analysis-reports-admin spec §7; issue 17 contract) on the app's one API, so
 * they send the CSRF header, sign out on 401 and queue failures as snackbars. The chart and the
 * autocomplete are silent: a failed chart empties chart and data, a failed autocomplete its
 * options, and their error messages are not shown (spec §8).
 */
export const benchmarksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChart: build.query<ChartReply, ChartRequest>({
      query: (body) => ({ url: '/api/chart', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    autocomplete: build.query<SelectionItem[], AutocompleteArgs>({
      query: ({ query, body }) => ({
        url: `/api/autocomplete/${encodeURIComponent(query)}`,
        method: 'POST',
        body,
      }),
      extraOptions: { silent: true },
    }),
    getProviderDetail: build.query<ProviderDetailReply, ProviderDetailBody>({
      query: (body) => ({ url: '/api/providerDetail', method: 'POST', body }),
    }),
    getSavedSelections: build.query<SavedSelections, ClaimType>({
      query: (claimType) => `/api/benchmarks/selections/${claimType}`,
      keepUnusedDataFor: 0,
    }),
    saveSelections: build.mutation<undefined, { claimType: ClaimType } & SavedSelections>({
      query: ({ claimType, ...body }) => ({
        url: `/api/benchmarks/selections/${claimType}`,
        method: 'PUT',
        body,
      }),
    }),
  }),
});

export const {
  useGetChartQuery,
  useAutocompleteQuery,
  useGetProviderDetailQuery,
  useLazyGetSavedSelectionsQuery,
  useSaveSelectionsMutation,
} = benchmarksApi;
