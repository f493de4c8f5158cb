import type { EndpointRoute } from '../shared/endpoint.js';

/**
 * Method and path of each users-admin endpoint (analysis-reports-admin spec §7 app-users,
 * add-role, remove-role, invite), plus the invitation list, resend, revoke, look-up, accept and
 * create-account calls and the access-request list (docs/decisions/0100, 0111); see
 * `usersAdminEndpoints`.
 */
export const usersAdminRoutes = {
  appUsers: { method: 'GET', path: '/api/app-users/:app' },
  addRole: { method: 'PUT', path: '/api/users/:userID/add-role' },
  removeRole: { method: 'PUT', path: '/api/users/:userID/remove-role' },
  invite: { method: 'POST', path: '/api/invite' },
  invitations: { method: 'GET', path: '/api/invitations' },
  resendInvitation: { method: 'POST', path: '/api/invitations/:invitationID/resend' },
  revokeInvitation: { method: 'POST', path: '/api/invitations/:invitationID/revoke' },
  acceptInvitation: { method: 'POST', path: '/api/invitations/accept' },
  lookupInvitation: { method: 'POST', path: '/api/invitations/lookup' },
  createInvitedAccount: { method: 'POST', path: '/api/invitations/create-account' },
  accessRequests: { method: 'GET', path: '/api/access-requests' },
} as const satisfies Record<string, EndpointRoute>;
