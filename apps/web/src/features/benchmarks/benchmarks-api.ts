import {
  type BenchmarkTableBody,
  type BenchmarkTableReply,
  benchmarksRoutes,
  benchmarkViewsRoutes,
  type CountyComparisonBody,
  type CountyComparisonReply,
  type HospitalProfileBody,
  type HospitalProfileReply,
  hospitalProfileRoutes,
  pathFor,
} from '@medivi/domain';
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

const { chart, autocomplete, providerDetail, getBenchmarkSelections, saveBenchmarkSelections } =
  benchmarksRoutes;
const { benchmarkTable, countyComparison } = benchmarkViewsRoutes;
const { hospitalProfile } = hospitalProfileRoutes;

/**
 * Every benchmarks call, addressed by the routes of the `@medivi/domain` contracts, on the app's
 * one API, so they send the CSRF header, sign out on 401 and queue failures as snackbars:
 *
 * - the chart page (analysis-reports-admin spec §7; issue 17): `getChart`, `autocomplete`,
 *   `getProviderDetail` and the saved selections per claim type (docs/decisions/0102). The chart
 *   and the autocomplete are silent: a failed chart empties chart and data, a failed autocomplete
 *   its options, and their error messages are not shown (spec §8);
 * - the further views (docs/decisions/0103): `getBenchmarkTable`, `getCountyComparison` and
 *   `getHospitalProfile`, whose code and hospital fields search with the same `autocomplete`.
 */
export const benchmarksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChart: build.query<ChartReply, ChartRequest>({
      query: (body) => ({ url: chart.path, method: chart.method, body }),
      extraOptions: { silent: true },
    }),
    autocomplete: build.query<SelectionItem[], AutocompleteArgs>({
      query: ({ query, body }) => ({
        url: pathFor(autocomplete.path, { query }),
        method: autocomplete.method,
        body,
      }),
      extraOptions: { silent: true },
    }),
    getProviderDetail: build.query<ProviderDetailReply, ProviderDetailBody>({
      query: (body) => ({ url: providerDetail.path, method: providerDetail.method, body }),
    }),
    getSavedSelections: build.query<SavedSelections, ClaimType>({
      query: (claimType) => ({
        url: pathFor(getBenchmarkSelections.path, { claimType }),
        method: getBenchmarkSelections.method,
      }),
      keepUnusedDataFor: 0,
    }),
    saveSelections: build.mutation<undefined, { claimType: ClaimType } & SavedSelections>({
      query: ({ claimType, ...body }) => ({
        url: pathFor(saveBenchmarkSelections.path, { claimType }),
        method: saveBenchmarkSelections.method,
        body,
      }),
    }),
    getBenchmarkTable: build.query<BenchmarkTableReply, BenchmarkTableBody>({
      query: (body) => ({ url: benchmarkTable.path, method: benchmarkTable.method, body }),
    }),
    getCountyComparison: build.query<CountyComparisonReply, CountyComparisonBody>({
      query: (body) => ({ url: countyComparison.path, method: countyComparison.method, body }),
    }),
    getHospitalProfile: build.query<HospitalProfileReply, HospitalProfileBody>({
      query: (body) => ({ url: hospitalProfile.path, method: hospitalProfile.method, body }),
    }),
  }),
});

export const {
  useGetChartQuery,
  useAutocompleteQuery,
  useGetProviderDetailQuery,
  useLazyGetSavedSelectionsQuery,
  useSaveSelectionsMutation,
  useGetBenchmarkTableQuery,
  useGetCountyComparisonQuery,
  useGetHospitalProfileQuery,
} = benchmarksApi;
