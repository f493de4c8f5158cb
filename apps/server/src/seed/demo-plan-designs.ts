import { join } from 'node:path';
import { repositoryRoot } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { Clock } from '../platform/clock.js';
import { importPlanDesignFile } from '../reference/plan-design-import.js';
import { demoPlans } from './demo-accounts.js';

/**
 * The synthetic benefit designs of the demo plans for every plan year of the demo claims, 2019 to
 * 2026 (docs/demo-data.md "Demo plan designs", decision 0114): invented plan terms, each design's
 * Medicare multiples those of `demoPlanMedicareMultiples`. Committed, loaded by the demo seed
 * through the plan-design importer, and the one source of the designs
 * `scripts/generate-demo-claims.ts` adjudicates the demo claims under (change it, then generate
 * the claims again).
 */
export const demoPlanDesignsFile = join(repositoryRoot, 'apps/server/data/demo-plan-designs.synthetic.csv');

/**
 * Loads the synthetic demo plan designs into `plan_designs` through the plan-design importer,
 * once: skipped when any demo plan has a design already (so a design imported by hand for a demo
 * plan is kept). Needs the demo plans.
 * @throws PlanDesignFileRefusedError when the committed file breaks a rule (a test keeps it good).
 */
export async function seedDemoPlanDesigns(
  handle: DatabaseHandle,
  clock: Clock,
  options: { log: (line: string) => void },
): Promise<void> {
  const stored = await handle.db
    .selectFrom('plan_designs')
    .select('plan_id')
    .where(
      'plan_id',
      'in',
      demoPlans.map((plan) => plan.id),
    )
    .executeTakeFirst();
  if (stored !== undefined) return;
  const result = await importPlanDesignFile(handle, demoPlanDesignsFile, {
    clock,
    log: (line) => {
      if (line.includes(': rejected: ')) options.log(`demo seed: ${line.trim()}`);
    },
  });
  options.log(`demo seed: ${String(result.written)} plan designs added (synthetic)`);
}
