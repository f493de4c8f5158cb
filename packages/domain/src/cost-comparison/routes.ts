import { defineRoutes } from '../shared/endpoint.js';

/**
 * Method and path of each cost-comparison endpoint: the two documents of analysis-reports-admin
 * spec §7 (`POST /api/comparison-{kind}`, optional `?format=html`), the per-state Medicare ratio
 * table (spec §9 Per-state Medicare ratios) and the author's saved analyses (issue 18; both
 * additions to the spec, docs/decisions/0104).
 */
export const costComparisonRoutes = defineRoutes('cost-comparison', {
  executiveSummary: { method: 'POST', path: '/api/comparison-executive-summary' },
  savingsAnalysis: { method: 'POST', path: '/api/comparison-savings-analysis' },
  medicareRatios: { method: 'GET', path: '/api/cost-comparison/medicare-ratios' },
  listAnalyses: { method: 'GET', path: '/api/cost-comparison/analyses' },
  getAnalysis: { method: 'GET', path: '/api/cost-comparison/analyses/:analysisId' },
  createAnalysis: { method: 'POST', path: '/api/cost-comparison/analyses' },
  updateAnalysis: { method: 'PUT', path: '/api/cost-comparison/analyses/:analysisId' },
  deleteAnalysis: { method: 'DELETE', path: '/api/cost-comparison/analyses/:analysisId' },
});
