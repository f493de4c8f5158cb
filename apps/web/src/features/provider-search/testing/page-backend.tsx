import { type Plan } from '@medivi/domain';
import { jsonResponse, mockApi } from '../../../testing/api-mock';
import { makeUser } from '../../../testing/fixtures';
import ProviderSearchPage from '../provider-search-page';
import type { ProviderSearchState } from '../provider-search-slice';
import { makePlan, makeProvider, makeReply, makeTaxonomyReply } from './fixtures';
import { renderInStore } from './render-in-store';

/** Answers of the mocked server; each defaults to a plain success. */
export interface Backend {
  plans?: Plan[];
  search?: (query: URLSearchParams, request: Request) => Response | Promise<Response>;
  taxonomy?: () => Response;
}

/** Mocks the calls of the page (tests only); returns the fetch mock and the search queries received. */
export function mockBackend({ plans = [makePlan()], search, taxonomy }: Backend = {}) {
  const searches: URLSearchParams[] = [];
  const fetchMock = mockApi({
    'GET /api/v2/get-plans': () => jsonResponse(plans),
    'GET /api/v2/get-LivePlansForProviders': () => jsonResponse(plans),
    'GET /api/provider-search/v1': (request) => {
      const query = new URL(request.url).searchParams;
      searches.push(query);
      return search?.(query, request) ?? jsonResponse(makeReply());
    },
    'GET /api/provider-search/providerTaxonomy-mapping': () =>
      taxonomy?.() ?? jsonResponse(makeTaxonomyReply()),
  });
  return { fetchMock, searches };
}

/** Renders the whole page for a signed-in member with the given roles and search state. */
export function renderPage(search: Partial<ProviderSearchState> = {}, roles = ['medivi-read']) {
  return renderInStore(<ProviderSearchPage />, { user: makeUser({ roles }), search });
}

/** `count` distinct providers. */
export function manyProviders(count: number) {
  return Array.from({ length: count }, (_, index) =>
    makeProvider({ npi: String(1_000_000_000 + index), name: `Provider ${String(index + 1)}` }),
  );
}
