import {
  type AnalysisState,
  type MedicareRatiosReply,
  type SavedAnalysesReply,
  type SavedAnalysis,
  costComparisonRoutes as routes,
} from '@medivi/domain';
import { api } from '../../lib/api';

/** The path of a saved analysis. */
function analysisPath(analysisId: string): string {
  return routes.getAnalysis.path.replace(':analysisId', encodeURIComponent(analysisId));
}

/**
 * Cost-comparison calls (issue 18; docs/decisions/0104) on the app's one API, so they send the
 * CSRF header, sign out on 401 and queue a failure's message as a snackbar (spec §8): the
 * per-state Medicare ratio table and the signed-in author's saved analyses.
 */
export const costComparisonApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMedicareRatios: build.query<MedicareRatiosReply, undefined>({
      query: () => routes.medicareRatios.path,
    }),
    listAnalyses: build.query<SavedAnalysesReply, undefined>({
      query: () => routes.listAnalyses.path,
      keepUnusedDataFor: 0,
    }),
    getAnalysis: build.query<SavedAnalysis, string>({
      query: (analysisId) => analysisPath(analysisId),
      keepUnusedDataFor: 0,
    }),
    createAnalysis: build.mutation<SavedAnalysis, AnalysisState>({
      query: (state) => ({ url: routes.createAnalysis.path, method: 'POST', body: { state } }),
    }),
    updateAnalysis: build.mutation<SavedAnalysis, { analysisId: string; state: AnalysisState }>({
      query: ({ analysisId, state }) => ({ url: analysisPath(analysisId), method: 'PUT', body: { state } }),
    }),
    deleteAnalysis: build.mutation<SavedAnalysesReply, string>({
      query: (analysisId) => ({ url: analysisPath(analysisId), method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetMedicareRatiosQuery,
  useListAnalysesQuery,
  useLazyGetAnalysisQuery,
  useCreateAnalysisMutation,
  useUpdateAnalysisMutation,
  useDeleteAnalysisMutation,
} = costComparisonApi;
