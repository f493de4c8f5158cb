import {
  pathFor,
  type PlanTransparencyIdentifiersReply,
  type PlanTransparencyIdentifiersSavedReply,
  type TransparencyIdentifierPlansReply,
  transparencyIdentifierRoutes,
  type TransparencyIdentifiersBody,
} from '@medivi/domain';
import { api } from '../../lib/api';

const identifiersTagApi = api.enhanceEndpoints({ addTagTypes: ['TransparencyIdentifiers'] });

/**
 * The plans' Transparency in Coverage identifiers (issue 34; docs/decisions/0116): the plan list,
 * one plan's identifiers with its last run, and saving them. The save is silent: the form shows
 * its failure itself, field messages on their fields. A save refreshes the list (which plans are
 * complete) and the plan.
 */
export const planIdentifiersApi = identifiersTagApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/plans/transparency-identifiers`: every plan by name, whether live and complete. */
    transparencyIdentifierPlans: build.query<TransparencyIdentifierPlansReply, undefined>({
      query: () => transparencyIdentifierRoutes.listTransparencyIdentifierPlans.path,
      providesTags: ['TransparencyIdentifiers'],
    }),
    /** `GET /api/plans/{planId}/transparency-identifiers`: the identifiers, their problems, the last run. */
    planTransparencyIdentifiers: build.query<PlanTransparencyIdentifiersReply, string>({
      query: (planId) =>
        pathFor(transparencyIdentifierRoutes.getPlanTransparencyIdentifiers.path, { planId }),
      providesTags: ['TransparencyIdentifiers'],
    }),
    /** `PUT /api/plans/{planId}/transparency-identifiers`: all of them together. */
    setPlanTransparencyIdentifiers: build.mutation<
      PlanTransparencyIdentifiersSavedReply,
      { planId: string; body: TransparencyIdentifiersBody }
    >({
      query: ({ planId, body }) => ({
        url: pathFor(transparencyIdentifierRoutes.setPlanTransparencyIdentifiers.path, { planId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['TransparencyIdentifiers'],
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useTransparencyIdentifierPlansQuery,
  usePlanTransparencyIdentifiersQuery,
  useSetPlanTransparencyIdentifiersMutation,
} = planIdentifiersApi;
