import {
  pathFor,
  type PlanServiceLevelsReply,
  type PlanServiceLevelsSavedReply,
  serviceLevelRoutes,
  type ServiceLevelPlansReply,
  type SetPlanServiceLevelsBody,
} from '@medivi/domain';
import { api } from '../../lib/api';

const serviceLevelsTagApi = api.enhanceEndpoints({ addTagTypes: ['ServiceLevels'] });

/**
 * The plans' service levels (issue 35 item 1; docs/decisions/0117): the plan list, one plan's
 * levels, and saving them. The save is silent: the form shows its failure itself, field messages
 * on their fields. A save refreshes the list (which types each plan sets itself) and the plan.
 */
export const serviceLevelsApi = serviceLevelsTagApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/plans/service-levels`: every plan by name, with the types it sets itself. */
    serviceLevelPlans: build.query<ServiceLevelPlansReply, undefined>({
      query: () => serviceLevelRoutes.listServiceLevelPlans.path,
      providesTags: ['ServiceLevels'],
    }),
    /** `GET /api/plans/{planId}/service-levels`: the plan's levels per case type, with the defaults. */
    planServiceLevels: build.query<PlanServiceLevelsReply, string>({
      query: (planId) => pathFor(serviceLevelRoutes.getPlanServiceLevels.path, { planId }),
      providesTags: ['ServiceLevels'],
    }),
    /** `PUT /api/plans/{planId}/service-levels`: each type its own levels or the defaults. */
    setPlanServiceLevels: build.mutation<
      PlanServiceLevelsSavedReply,
      { planId: string; body: SetPlanServiceLevelsBody }
    >({
      query: ({ planId, body }) => ({
        url: pathFor(serviceLevelRoutes.setPlanServiceLevels.path, { planId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['ServiceLevels'],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useServiceLevelPlansQuery, usePlanServiceLevelsQuery, useSetPlanServiceLevelsMutation } =
  serviceLevelsApi;
