import type { AppDependencies } from '../../app-dependencies.js';
import { startPeriodicTask } from '../../platform/housekeeping.js';
import { type DigestOutcome, sendDueDigest } from './case-clock-digest.js';

/** How often the clock tasks run in a server (ms): a case turns due soon at most this late. */
export const caseClockTasksEveryMs = 15 * 60 * 1000;

/**
 * One run of the case-clock tasks (issue 35 item 3): ring the bell of the plan's staff for clocks
 * that turned due soon, then send the day's digest to internal staff if it is time and no server
 * sent it yet.
 */
export async function runCaseClockTasks(
  deps: Pick<AppDependencies, 'db' | 'clock' | 'mailer' | 'caseStore' | 'caseClockTimeZone'>,
): Promise<{ announced: number; digest: DigestOutcome | null }> {
  const announced = await deps.caseStore.announceDueSoon();
  const digest = await sendDueDigest(deps.db, deps.clock, deps.mailer, deps.caseClockTimeZone);
  return { announced, digest };
}

/**
 * Runs `runCaseClockTasks` every `everyMs` (`startPeriodicTask`: a failed run is logged, the next
 * tries again; the timer does not keep the process alive).
 */
export function startCaseClockTasks(
  deps: Pick<AppDependencies, 'db' | 'clock' | 'mailer' | 'caseStore' | 'caseClockTimeZone'>,
  log: { warn(object: object, message: string): void },
  everyMs = caseClockTasksEveryMs,
): { stop(): void } {
  return startPeriodicTask(() => runCaseClockTasks(deps), everyMs, log, 'case clock tasks failed');
}
