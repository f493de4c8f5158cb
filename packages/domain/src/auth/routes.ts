import type { EndpointRoute } from '../shared/endpoint.js';

/**
 * Method and path of each sign-in endpoint (accounts spec §4 Session and One-time code, §7); see
 * `authEndpoints`.
 */
export const authRoutes = {
  getAuth: { method: 'GET', path: '/api/auth' },
  login: { method: 'POST', path: '/api/login' },
  logout: { method: 'POST', path: '/api/logout' },
  keepSessionAlive: { method: 'GET', path: '/api/keep-session-alive' },
  verifyOtp: { method: 'POST', path: '/api/verifyOTP' },
  resendOtp: { method: 'GET', path: '/api/resendOTP' },
} as const satisfies Record<string, EndpointRoute>;
