import {
  type AcceptInvitationReply,
  type AccessRequestsReply,
  type AppUsersQuery,
  type AppUsersReply,
  type CreateInvitedAccountBody,
  type CreateInvitedAccountReply,
  type InvitationsReply,
  type InviteBody,
  type InviteReply,
  type LookupInvitationReply,
  type MessageReply,
  pathFor,
  type RoleChangeReply,
  usersAdminRoutes as routes,
  type Variant,
} from '@medivi/domain';
import { api } from '../../lib/api';
import { storageKeys, writeStorage } from '../../lib/storage';

const usersTagApi = api.enhanceEndpoints({ addTagTypes: ['AppUsers', 'Invitations'] });

/** The list query without empty values. */
function listParams(query: AppUsersQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(query)) {
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') params[name] = value;
  }
  return params;
}

/**
 * Users-admin calls (analysis-reports-admin spec §7; docs/decisions/0100). A failed role change
 * queues the server's message as a snackbar (spec §8); the invite is silent, the modal shows its
 * own failure line. Changes refresh the list and the invitations.
 */
export const usersAdminApi = usersTagApi.injectEndpoints({
  endpoints: (build) => ({
    getAppUsers: build.query<AppUsersReply, { app: Variant } & AppUsersQuery>({
      query: ({ app, ...query }) => ({
        url: pathFor(routes.appUsers.path, { app }),
        params: listParams(query),
      }),
      providesTags: ['AppUsers'],
    }),
    addRole: build.mutation<RoleChangeReply, { userID: string; role: string }>({
      query: ({ userID, role }) => ({
        url: pathFor(routes.addRole.path, { userID }),
        method: routes.addRole.method,
        body: { role },
      }),
      invalidatesTags: ['AppUsers'],
    }),
    removeRole: build.mutation<RoleChangeReply, { userID: string; role: string }>({
      query: ({ userID, role }) => ({
        url: pathFor(routes.removeRole.path, { userID }),
        method: routes.removeRole.method,
        body: { role },
      }),
      invalidatesTags: ['AppUsers'],
    }),
    invite: build.mutation<InviteReply, InviteBody>({
      query: (body) => ({ url: routes.invite.path, method: routes.invite.method, body }),
      invalidatesTags: ['AppUsers', 'Invitations'],
      extraOptions: { silent: true },
    }),
    getInvitations: build.query<InvitationsReply, undefined>({
      query: () => routes.invitations.path,
      providesTags: ['Invitations'],
    }),
    resendInvitation: build.mutation<MessageReply, string>({
      query: (invitationID) => ({
        url: pathFor(routes.resendInvitation.path, { invitationID }),
        method: routes.resendInvitation.method,
      }),
      invalidatesTags: ['Invitations'],
    }),
    revokeInvitation: build.mutation<MessageReply, string>({
      query: (invitationID) => ({
        url: pathFor(routes.revokeInvitation.path, { invitationID }),
        method: routes.revokeInvitation.method,
      }),
      invalidatesTags: ['Invitations'],
    }),
    getAccessRequests: build.query<AccessRequestsReply, undefined>({
      query: () => routes.accessRequests.path,
      providesTags: ['Invitations'],
    }),
    lookupInvitation: build.mutation<LookupInvitationReply, string>({
      query: (code) => ({
        url: routes.lookupInvitation.path,
        method: routes.lookupInvitation.method,
        body: { code },
      }),
      extraOptions: { silent: true },
    }),
    createInvitedAccount: build.mutation<CreateInvitedAccountReply, CreateInvitedAccountBody>({
      query: (body) => ({
        url: routes.createInvitedAccount.path,
        method: routes.createInvitedAccount.method,
        body,
      }),
      async onQueryStarted(_body, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The new session's token, as a sign-in stores it (accounts spec §7).
          writeStorage(storageKeys.csrfToken, data.csrfToken);
          writeStorage(storageKeys.email, data.user.email);
        } catch {
          // The base query showed the server's message.
        }
      },
    }),
    acceptInvitation: build.mutation<AcceptInvitationReply, string>({
      query: (code) => ({
        url: routes.acceptInvitation.path,
        method: routes.acceptInvitation.method,
        body: { code },
      }),
    }),
  }),
});

export const {
  useGetAppUsersQuery,
  useAddRoleMutation,
  useRemoveRoleMutation,
  useInviteMutation,
  useGetInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useGetAccessRequestsQuery,
  useAcceptInvitationMutation,
  useLookupInvitationMutation,
  useCreateInvitedAccountMutation,
} = usersAdminApi;
