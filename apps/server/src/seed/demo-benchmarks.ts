import type { SavedSelections } from '@medivi/domain';
import type { DatabaseHandle } from '../db/database.js';
import { SelectionsRepository } from '../features/benchmarks/selections.repository.js';
import type { Clock } from '../platform/clock.js';
import { demoEmail } from './demo-accounts.js';
import { SeedRepository } from './seed.repository.js';

/**
 * The ready example of the `benchmarks@` demo account (docs/demo-data.md, "Benchmarks"): Inpatient,
 * DRG 470 at six Cleveland hospitals, with names, cities and CCNs as the CMS FY2011 Inpatient
 * Top 100 DRG file (`inpatient-drg100-by-provider-fy2011`) writes them; each has DRG 470 there.
 */
export const demoBenchmarkSelections: SavedSelections = {
  providerSelections: [
    { id: '360180', name: 'CLEVELAND CLINIC - CLEVELAND, OH', type: 'provider', matches: 1 },
    { id: '360137', name: 'UNIVERSITY HOSPITALS OF CLEVELAND - CLEVELAND, OH', type: 'provider', matches: 1 },
    { id: '360059', name: 'METRO HEALTH MEDICAL CENTER - CLEVELAND, OH', type: 'provider', matches: 1 },
    { id: '360077', name: 'FAIRVIEW HOSPITAL - CLEVELAND, OH', type: 'provider', matches: 1 },
    { id: '360087', name: 'LUTHERAN HOSPITAL - CLEVELAND, OH', type: 'provider', matches: 1 },
    { id: '360037', name: 'ST VINCENT CHARITY MEDICAL CENTER - CLEVELAND, OH', type: 'provider', matches: 1 },
  ],
  procedureSelections: [
    {
      id: '470',
      name: '470 - MAJOR JOINT REPLACEMENT OR REATTACHMENT OF LOWER EXTREMITY W/O MCC',
      type: 'DRG',
      matches: 6,
    },
  ],
};

/**
 * Saves the demo example as the `benchmarks@` account's Inpatient selections, unless the account
 * is missing or has saved Inpatient selections of its own. Safe at every start.
 */
export async function seedDemoBenchmarks(
  handle: DatabaseHandle,
  clock: Clock,
  options: { log: (line: string) => void },
): Promise<void> {
  const userId = await new SeedRepository(handle.db).findUserId(demoEmail('benchmarks'));
  if (userId === undefined) return;
  const selections = new SelectionsRepository(handle.db);
  const saved = await selections.find(userId, 'Inpatient');
  if (saved.providerSelections.length + saved.procedureSelections.length > 0) return;
  await selections.save(userId, 'Inpatient', demoBenchmarkSelections, clock.now().toISOString());
  options.log('demo seed: benchmarks@ has the Inpatient example (DRG 470, six Cleveland hospitals, FY2011)');
}
