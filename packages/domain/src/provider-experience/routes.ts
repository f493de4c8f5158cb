import type { EndpointRoute } from '../shared/endpoint.js';

/**
 * Method and path of each provider-experience endpoint (cases-and-provider-search spec §7
 * getProviderExperience, createProviderExperience, updateProviderExperience), plus the change
 * history the update dialog shows and the directory look-up the insert dialog shows
 * (docs/decisions/0080); see `providerExperienceEndpoints`.
 */
export const providerExperienceRoutes = {
  getProviderExperience: { method: 'GET', path: '/api/getProviderExperience' },
  createProviderExperience: { method: 'POST', path: '/api/createProviderExperience' },
  updateProviderExperience: { method: 'PUT', path: '/api/updateProviderExperience/:npi' },
  getProviderExperienceHistory: { method: 'GET', path: '/api/providerExperienceHistory/:npi' },
  getProviderDirectoryEntry: { method: 'GET', path: '/api/providerDirectory/:npi' },
} as const satisfies Record<string, EndpointRoute>;
