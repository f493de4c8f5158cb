import type { EndpointRoute } from '../shared/endpoint.js';

/**
 * Method and path of each registration endpoint (accounts spec §4 Registration, E-mail
 * verification, Create Account form, §7); see `registrationEndpoints`.
 */
export const registrationRoutes = {
  verifyCredentials: { method: 'POST', path: '/api/v3/members/verify-credentials' },
  verifyEmail: { method: 'GET', path: '/api/v3/members/verify-email/:email' },
  addMember: { method: 'POST', path: '/api/v3/members/add' },
  verifyEmailCode: { method: 'POST', path: '/api/verifyEmail' },
  createProfile: { method: 'POST', path: '/api/createProfile' },
} as const satisfies Record<string, EndpointRoute>;
