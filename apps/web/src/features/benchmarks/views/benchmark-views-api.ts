import type {
  BenchmarkTableBody,
  BenchmarkTableReply,
  ClaimType,
  CountyComparisonBody,
  CountyComparisonReply,
  HospitalProfileBody,
  HospitalProfileReply,
  SelectionItem,
} from '@medivi/domain';
import { api } from '../../../lib/api';

/** A code search: the typed text and the claim type whose codes are searched. */
export interface CodeSearchArgs {
  query: string;
  claimType: ClaimType;
}

/** The code type with public figures of each claim type (docs/decisions/0102). */
export const viewCodeTypes: Readonly<Record<ClaimType, 'DRG' | 'APC' | 'HCPCS'>> = {
  Inpatient: 'DRG',
  Outpatient: 'APC',
  Professional: 'HCPCS',
};

/**
 * Calls of the further benchmark views (docs/decisions/0103): the benchmark table, the county
 * comparison and the code search of the benchmarks autocomplete (`POST /api/autocomplete/{query}`,
 * procedures only), on the app's one API (CSRF header, sign-out on 401). The code search is
 * silent: a failed search only empties its options.
 */
export const benchmarkViewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBenchmarkTable: build.query<BenchmarkTableReply, BenchmarkTableBody>({
      query: (body) => ({ url: '/api/benchmarks/table', method: 'POST', body }),
    }),
    getCountyComparison: build.query<CountyComparisonReply, CountyComparisonBody>({
      query: (body) => ({ url: '/api/benchmarks/counties', method: 'POST', body }),
    }),
    searchViewCodes: build.query<SelectionItem[], CodeSearchArgs>({
      query: ({ query, claimType }) => ({
        url: `/api/autocomplete/${encodeURIComponent(query)}`,
        method: 'POST',
        body: {
          providerIDs: [],
          codes: [],
          codeType: viewCodeTypes[claimType],
          claimType,
          autocompleteType: 'procedure',
        },
      }),
      extraOptions: { silent: true },
    }),
    getHospitalProfile: build.query<HospitalProfileReply, HospitalProfileBody>({
      query: (body) => ({ url: '/api/benchmarks/hospital', method: 'POST', body }),
    }),
    searchViewHospitals: build.query<SelectionItem[], string>({
      query: (query) => ({
        url: `/api/autocomplete/${encodeURIComponent(query)}`,
        method: 'POST',
        body: {
          providerIDs: [],
          codes: [],
          codeType: 'DRG',
          claimType: 'Inpatient',
          autocompleteType: 'provider',
        },
      }),
      transformResponse: (items: SelectionItem[]) => items.filter((item) => item.type === 'provider'),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useGetBenchmarkTableQuery,
  useGetCountyComparisonQuery,
  useSearchViewCodesQuery,
  useGetHospitalProfileQuery,
  useSearchViewHospitalsQuery,
} = benchmarkViewsApi;
