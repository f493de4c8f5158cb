import type { EndpointRoute } from '../shared/endpoint.js';

/**
 * Method and path of the Contact Us endpoint (accounts spec §2 public routes: `/contact-us`). The
 * spec names no call for the page; the path is this portal's (docs/decisions/0109).
 */
export const contactUsRoutes = {
  contactUs: { method: 'POST', path: '/api/contact-us' },
} as const satisfies Record<string, EndpointRoute>;
