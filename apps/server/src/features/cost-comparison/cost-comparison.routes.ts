import type { FastifyInstance } from 'fastify';
import type { RoleName } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';

/** The role of every cost-comparison route: `<variant>-analysis` (issue 18). */
export const costComparisonRoles: readonly RoleName[] = ['analysis'];

/**
 * Cost comparison (analysis-reports-admin spec §7, §9; issue 18; docs/decisions/0104): the
 * per-state Medicare ratios, the author's saved analyses and the two documents, all for the
 * analysis role of the site's variant. Async so that the document routes may await their setup.
 */
export async function registerCostComparisonRoutes(
  app: FastifyInstance,
  deps: AppDependencies,
): Promise<void> {
  // Ratio table and saved analyses: registered below as they land.
  // Document routes (POST /api/comparison-{kind}): `await register…(app, deps)` from
  // ./documents/documents.routes.js replaces the next line.
  await Promise.resolve([app, deps]);
}
