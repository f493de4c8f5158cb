import type { DatabaseHandle } from '../db/database.js';
import { transparencyMonthOf } from '@medivi/domain';
import { publishTransparencyMonth } from '../features/transparency/transparency-publication.js';
import type { StreamingFileStorage } from '../platform/attachments/file-storage.js';
import type { Clock } from '../platform/clock.js';

/**
 * The demo plans' identifiers for the Transparency in Coverage files (synthetic): EINs with the
 * prefix 00, which the IRS never assigns, so none can be a real employer's; self-funded group
 * plans whose sponsor is also named as issuer.
 */
const demoIdentifiers: Readonly<Record<string, { ein: string; sponsor: string }>> = {
  'demo-plan-lakeshore': { ein: '000000101', sponsor: 'Lakeshore Manufacturing (synthetic demo)' },
  'demo-plan-cuyahoga-schools': { ein: '000000102', sponsor: 'Cuyahoga Schools (synthetic demo)' },
  'demo-plan-northcoast': { ein: '000000103', sponsor: 'North Coast Logistics (synthetic demo)' },
};

/**
 * Gives the demo plans their synthetic identifiers where they have none, and publishes this
 * month's Transparency in Coverage files (docs/decisions/0116), so /transparency shows files on the
 * embedded default. A month published before stays as it was.
 */
export async function seedDemoTransparency(
  handle: DatabaseHandle,
  clock: Clock,
  options: {
    log: (line: string) => void;
    storage: StreamingFileStorage;
    publicBaseUrl: string;
    reportingEntityName: string;
  },
): Promise<void> {
  for (const [planId, identifiers] of Object.entries(demoIdentifiers)) {
    await handle.db
      .updateTable('plans')
      .set({
        transparency_plan_id_type: 'ein',
        transparency_plan_id: identifiers.ein,
        plan_sponsor_name: identifiers.sponsor,
        issuer_name: identifiers.sponsor,
        plan_market_type: 'group',
      })
      .where('id', '=', planId)
      .where('transparency_plan_id', 'is', null)
      .execute();
  }
  const results = await publishTransparencyMonth(
    {
      db: handle.db,
      clock,
      storage: options.storage,
      reportingEntityName: options.reportingEntityName,
      publicBaseUrl: options.publicBaseUrl,
    },
    transparencyMonthOf(clock.now()),
  );
  const published = results.filter((result) => result.outcome === 'published').length;
  options.log(`demo seed: transparency files of ${String(published)} plans published`);
}
