import { defineRoutes } from '../shared/endpoint.js';

/**
 * Method and path of each password endpoint (accounts spec §4 Password reset, §7); see
 * `passwordEndpoints`. `passwordRange` is the portal's own breach-range service (§5), in the
 * format of the public Pwned Passwords range API.
 */
export const passwordRoutes = defineRoutes('passwords', {
  requestPasswordReset: { method: 'POST', path: '/api/request-password-reset' },
  verifyPasswordReset: { method: 'POST', path: '/api/verifyPasswordReset' },
  updatePassword: { method: 'POST', path: '/api/updatePassword' },
  updatePasswordLoggedIn: { method: 'POST', path: '/api/updatePasswordLoggedIn' },
  passwordRange: { method: 'GET', path: '/api/password-range/:prefix' },
});
