import {
  type AddDependentBody,
  type AddDependentReply,
  type AddPlanBody,
  type AddPlanReply,
  accountSettingsRoutes,
  type DeleteUserBody,
  type DependentMembersReply,
  type MessageReply,
  pathFor,
  type Plan,
  planRoutes,
} from '@medivi/domain';
import { api } from '../../lib/api';

/**
 * Account Settings calls (accounts spec §7): plans, ADD PLAN, dependents and account deletion; the
 * notification setting lives in lib/user-settings-api.ts, shared with the notifications panel. A
 * failed call's message goes to the snackbar queue (spec §8). Adding a plan invalidates the plan
 * lists, so Provider Search sees the new plan too.
 */
export const accountSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v2/get-plans`: the member's own plans. */
    getAccountPlans: build.query<Plan[], undefined>({
      query: () => planRoutes.getPlans.path,
      providesTags: ['Plans'],
    }),
    /** `GET /api/v2/get-LivePlansForProviders`: every live plan, for the 6dhallplans role. */
    getAccountLivePlans: build.query<Plan[], undefined>({
      query: () => planRoutes.getLivePlansForProviders.path,
      providesTags: ['Plans'],
    }),
    /** `POST /api/v2/add-plan`: the plans and providers, or the e-mail of the account in use. */
    addPlan: build.mutation<AddPlanReply, AddPlanBody>({
      query: (body) => ({ url: accountSettingsRoutes.addPlan.path, method: 'POST', body }),
      invalidatesTags: (reply) => (reply !== undefined && 'plans' in reply ? ['Plans'] : []),
    }),
    /** `GET /api/getDependentMember`. */
    getDependentMembers: build.query<DependentMembersReply, undefined>({
      query: () => accountSettingsRoutes.getDependentMembers.path,
    }),
    /** `POST /api/add-dependent-member`. */
    addDependentMember: build.mutation<AddDependentReply, AddDependentBody>({
      query: (body) => ({ url: accountSettingsRoutes.addDependentMember.path, method: 'POST', body }),
    }),
    /** `DELETE /api/dependentMember/:id` with the dependent's sixDegPatientID. */
    deleteDependentMember: build.mutation<MessageReply, string>({
      query: (id) => ({
        url: pathFor(accountSettingsRoutes.deleteDependentMember.path, { id }),
        method: 'DELETE',
      }),
    }),
    /** `POST /api/v3/users/delete` with the user's own id and e-mail. */
    deleteUser: build.mutation<MessageReply, DeleteUserBody>({
      query: (body) => ({ url: accountSettingsRoutes.deleteUser.path, method: 'POST', body }),
    }),
  }),
});

export const {
  useGetAccountPlansQuery,
  useGetAccountLivePlansQuery,
  useAddPlanMutation,
  useGetDependentMembersQuery,
  useAddDependentMemberMutation,
  useDeleteDependentMemberMutation,
  useDeleteUserMutation,
} = accountSettingsApi;
