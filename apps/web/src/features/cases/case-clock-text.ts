import { type CaseClockReply, formatClockDay } from '@medivi/domain';

/**
 * When a case is due, as people read it: the date in the clock's time zone (a day clock is due at
 * the end of that day), with the time too for an urgent-care appeal (72 hours to the minute).
 */
export function formatDue(clock: Pick<CaseClockReply, 'dueAt' | 'timeZone' | 'appealUrgency'>): string {
  return formatClockDate(clock.dueAt, clock.timeZone, clock.appealUrgency === 'urgent');
}

/** An instant of a clock as a date in `timeZone` (`December 7, 2026`), with the time when `withTime`. */
export const formatClockDate = formatClockDay;

/**
 * What a member reads about his case's clock (issue 35 item 4): when we will answer, that we wait
 * for his documents, or when it was answered.
 */
export function memberClockText(clock: CaseClockReply): string {
  if (clock.state === 'met' || clock.state === 'missed') return 'We have answered this case.';
  if (clock.pausedSince !== null) {
    return 'We are waiting for documents from you. The time we have to answer stands still until they arrive.';
  }
  const extended =
    clock.extended && clock.extensionReason !== null ? ` We took more time: ${clock.extensionReason}` : '';
  return `We will answer by ${formatDue(clock)}.${extended}`;
}
