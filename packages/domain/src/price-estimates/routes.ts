import { defineRoutes } from '../shared/endpoint.js';

/**
 * Method and path of each price-estimate endpoint (issue 33, docs/decisions/0115): the estimates
 * near a zip for one procedure, and the catalogue of shoppable procedures.
 */
export const priceEstimatesRoutes = defineRoutes('price-estimates', {
  listPriceEstimates: { method: 'GET', path: '/api/price-estimates' },
  listEstimateProcedures: { method: 'GET', path: '/api/price-estimates/procedures' },
  getPriceCheckPdf: { method: 'GET', path: '/api/price-estimates/price-check.pdf' },
});
