import type { EndpointRoute } from '../shared/endpoint.js';

/**
 * Method and path of the code look-up endpoints (accounts spec §2 "code role: /code and /cms";
 * docs/decisions/0107-code-and-cms.md): the search of DRG, APC, HCPCS and NUCC taxonomy codes
 * and the list of imported reference files, both for medivi-code; see `codeLookupEndpoints`.
 */
export const codeLookupRoutes = {
  searchCodes: { method: 'GET', path: '/api/codes' },
  referenceImports: { method: 'GET', path: '/api/reference-imports' },
} as const satisfies Record<string, EndpointRoute>;
