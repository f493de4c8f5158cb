import { randomUUID } from 'node:crypto';
import { type AnalysisStateInput, analysisStateSchema } from '@medivi/domain';
import type { DatabaseHandle } from '../db/database.js';
import { CostComparisonAnalysesRepository } from '../features/cost-comparison/cost-comparison-analyses.repository.js';
import type { Clock } from '../platform/clock.js';
import { demoEmail } from './demo-accounts.js';
import { SeedRepository } from './seed.repository.js';

/**
 * The saved analysis the `analyst@` demo account starts with (docs/demo-data.md, "Market Analysis
 * demo example"; issue 18): a synthetic plan whose utilization is 60 % Ohio and 40 % Alabama, for
 * the calendar year of `year`. No spend, billed or fee figure is given: those are the plan's own,
 * and the page says 'No data available' until they are entered; every other field is the spec's
 * default (1000 employees, Current pricing).
 */
export function demoAnalysisState(year: number): AnalysisStateInput {
  return {
    planName: 'Demo plan (synthetic)',
    startDate: `${String(year)}-01-01`,
    endDate: `${String(year)}-12-31`,
    utilization: [
      { state: 'OH', percent: 60 },
      { state: 'AL', percent: 40 },
    ],
    pricingSelection: 'Current',
    notes: 'Synthetic demo analysis: enter the plan’s spend to see its savings.',
  };
}

/**
 * Saves the demo analysis for `analyst@`, unless the account is missing or keeps analyses of its
 * own. Safe at every start.
 */
export async function seedDemoCostComparison(
  handle: DatabaseHandle,
  clock: Clock,
  options: { log: (line: string) => void },
): Promise<void> {
  const userId = await new SeedRepository(handle.db).findUserId(demoEmail('analyst'));
  if (userId === undefined) return;
  const analyses = new CostComparisonAnalysesRepository(handle.db);
  const now = clock.now();
  const state = analysisStateSchema.parse(demoAnalysisState(now.getUTCFullYear()));
  // Only for an analyst who keeps none yet: his own analyses are left as they are.
  const added = await analyses.insertWithinLimit(
    {
      analysisId: randomUUID(),
      userId,
      planName: state.planName,
      state: JSON.stringify(state),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    },
    1,
  );
  if (!added) return;
  options.log('demo seed: analyst@ has the saved analysis Demo plan (synthetic), 60 % Ohio / 40 % Alabama');
}
