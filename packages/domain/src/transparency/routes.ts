import type { EndpointRoute } from '../shared/endpoint.js';

/**
 * Method and path of the Transparency in Coverage endpoints (issue 34, docs/decisions/0116): the
 * public list of each plan's current files and their downloads (no sign-in: 29 CFR
 * 2590.715-2715A(b)(2) asks for a public page), and the publication log for client staff.
 */
export const transparencyRoutes = {
  listTransparencyFiles: { method: 'GET', path: '/api/transparency/files' },
  downloadTransparencyFile: { method: 'GET', path: '/api/transparency/files/:publicationId/:fileName' },
  listTransparencyPublications: { method: 'GET', path: '/api/transparency/publications' },
} as const satisfies Record<string, EndpointRoute>;
