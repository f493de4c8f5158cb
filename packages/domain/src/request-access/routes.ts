import type { EndpointRoute } from '../shared/endpoint.js';

/** Method and path of the request-access endpoint (accounts spec §2 screen 7, §7). */
export const requestAccessRoutes = {
  sendEmail: { method: 'POST', path: '/api/send-email' },
} as const satisfies Record<string, EndpointRoute>;
