import {
  type CodePage,
  type CodeSearchQuery,
  codeLookupRoutes,
  type ReferenceImportsReply,
} from '@medivi/domain';
import { api } from '../../lib/api';

/** The query parameters of a code search, empty values left out. */
export function codeSearchParams(query: CodeSearchQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') {
      params[name] = String(value).trim();
    }
  }
  return params;
}

/**
 * `GET /api/codes` (one page of the code search) and `GET /api/reference-imports` (the imported
 * reference files), docs/decisions/0107-code-and-cms.md.
 */
export const codeLookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchCodes: build.query<CodePage, CodeSearchQuery>({
      query: (query) => ({ url: codeLookupRoutes.searchCodes.path, params: codeSearchParams(query) }),
    }),
    referenceImports: build.query<ReferenceImportsReply, undefined>({
      query: () => codeLookupRoutes.referenceImports.path,
    }),
  }),
});

export const { useSearchCodesQuery, useReferenceImportsQuery } = codeLookupApi;
