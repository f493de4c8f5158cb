import { transparencyMonthOf } from '@medivi/domain';
import type { SweepableFileStorage } from '../../platform/attachments/file-storage.js';
import { startPeriodicTask } from '../../platform/housekeeping.js';
import { sweepLeftoverFiles } from './leftover-files.js';
import {
  type PlanPublicationResult,
  publishTransparencyMonth,
  type TransparencyPublisher,
} from './transparency-publication.js';

/**
 * The monthly run (issue 34 item 3; docs/decisions/0116): publishes the current month ('YYYY-MM'
 * of the clock) for every live plan not published yet. Run by every server copy: the unique index
 * on live runs lets one copy publish each plan while the others find it running or published.
 */
export function publishDueTransparencyMonth(
  publisher: TransparencyPublisher,
): Promise<PlanPublicationResult[]> {
  return publishTransparencyMonth(publisher, transparencyMonthOf(publisher.clock.now()));
}

/**
 * Runs `publishDueTransparencyMonth` every `everyMs` (default one hour), after sweeping what killed
 * runs left in `sweepStorage` (`sweepLeftoverFiles`), so each month is
 * published in the first hour of its first day, or at the first start after it; a failed run is
 * logged and the next tries again (`startPeriodicTask`). The timer does not keep the process alive.
 */
export function startTransparencyPublication(
  publisher: TransparencyPublisher,
  log: { warn(object: object, message: string): void; info(message: string): void },
  options: { everyMs?: number; sweepStorage?: SweepableFileStorage } = {},
): { stop(): void } {
  const run = async () => {
    if (options.sweepStorage !== undefined) {
      await sweepLeftoverFiles(publisher.db, options.sweepStorage, publisher.clock);
    }
    for (const result of await publishDueTransparencyMonth(publisher)) {
      if (result.outcome === 'published')
        log.info(`transparency: published ${result.planId} ${result.month}`);
      if (result.outcome === 'failed' && result.publicationId === null) {
        log.warn({ planId: result.planId, failure: result.failure }, 'transparency publication failed');
      }
    }
  };
  return startPeriodicTask(run, options.everyMs ?? 3_600_000, log, 'transparency publication failed');
}
