import { type CaseClockReply, formatClockDay, type Language } from '@medivi/domain';
import { activeLanguage, type Translate } from '../../lib/i18n/i18n';
import { localeOf } from '../../lib/i18n/format';

/**
 * When a case is due, as people read it: the date in the clock's time zone (a day clock is due at
 * the end of that day), with the time too for an urgent-care appeal (72 hours to the minute).
 */
export function formatDue(
  clock: Pick<CaseClockReply, 'dueAt' | 'timeZone' | 'appealUrgency'>,
  language: Language = activeLanguage(),
): string {
  return formatClockDate(clock.dueAt, clock.timeZone, clock.appealUrgency === 'urgent', language);
}

/**
 * An instant of a clock as a date in `timeZone` (`December 7, 2026`; `7 de diciembre de 2026` in
 * Spanish), with the time when `withTime`.
 */
export function formatClockDate(
  iso: string,
  timeZone: string,
  withTime = false,
  language: Language = activeLanguage(),
): string {
  if (language === 'en') return formatClockDay(iso, timeZone, withTime);
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
  }).format(new Date(iso));
}

/**
 * What a member reads about his case's clock (issue 35 item 4), worded by `_` (Lingui's): when we
 * will answer, that we wait for his documents, or when it was answered. The extension's reason is
 * staff's own text and stays as written.
 */
export function memberClockText(clock: CaseClockReply, _: Translate): string {
  if (clock.state === 'met' || clock.state === 'missed') return _('cases.clock.answered');
  if (clock.pausedSince !== null) return _('cases.clock.waiting');
  const answerBy = _('cases.clock.answerBy', { date: formatDue(clock) });
  return clock.extended && clock.extensionReason !== null
    ? `${answerBy} ${_('cases.clock.extended', { reason: clock.extensionReason })}`
    : answerBy;
}
