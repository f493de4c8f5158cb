import { type EstimateProceduresReply, priceEstimatesRoutes, type PriceEstimatesReply } from '@medivi/domain';
import { api } from '../../lib/api';

/** The query of `GET /api/price-estimates` as the page sends it (every value a string). */
export interface PriceEstimatesRequest {
  codeType: string;
  code: string;
  zip: string;
  radius: string;
  planID: string;
  sort: string;
  risk: string;
  page: number;
}

/** The request's query parameters, empty values left out. */
export function estimateParams(request: PriceEstimatesRequest): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(request)) {
    const text = String(value).trim();
    if (text !== '') params[name] = text;
  }
  return params;
}

/** `GET /api/price-estimates/price-check.pdf` for the same query: the printable price check. */
export function priceCheckPdfUrl(request: PriceEstimatesRequest): string {
  const { page: _page, ...rest } = request;
  const params = estimateParams({ ...rest, page: 1 });
  delete params.page;
  return `${priceEstimatesRoutes.getPriceCheckPdf.path}?${new URLSearchParams(params).toString()}`;
}

/** Price estimates and the procedure catalogue (issue 33, docs/decisions/0115). */
export const priceEstimatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPriceEstimates: build.query<PriceEstimatesReply, PriceEstimatesRequest>({
      query: (request) => ({
        url: priceEstimatesRoutes.listPriceEstimates.path,
        params: estimateParams(request),
      }),
    }),
    listEstimateProcedures: build.query<EstimateProceduresReply, string>({
      query: (search) => ({
        url: priceEstimatesRoutes.listEstimateProcedures.path,
        params: search.trim() === '' ? {} : { search: search.trim() },
      }),
    }),
  }),
});

export const { useListPriceEstimatesQuery, useListEstimateProceduresQuery } = priceEstimatesApi;
