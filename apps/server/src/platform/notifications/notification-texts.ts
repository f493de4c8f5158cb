import {
  caseStatusDetailLabel,
  caseStatusLabel,
  caseStatusLabels,
  defaultClockTimeZone,
  formatClockDay,
  isCaseRecordType,
  type Language,
  notificationRecordTypeOfCase,
} from '@medivi/domain';
import { intlLocaleOf, serverText, type ServerTextId } from '../i18n/server-text.js';

/** A case event as the notification texts need it (payloads of docs/decisions/0054). */
export interface CaseEventFacts {
  kind: string;
  caseNumber: string;
  /** Stored case type: 'BalanceBill', … */
  recordType: string;
  /** Stored status after the event, and its detail. */
  status: string | null;
  statusDetail: string | null;
  /** What the event did to the case's clock (issue 35): asked for information, or ran again. */
  clock?: 'paused' | 'resumed' | null;
  /** ISO-8601: the member's answer date of a request for information. */
  answerBy?: string | null;
  /** ISO-8601: when the case is due after the event. */
  dueAt?: string | null;
  /** Why the decision was extended, as staff wrote it for the member. */
  extensionReason?: string | null;
  /** The time zone dates are shown in (`CASE_CLOCK_TIME_ZONE`). */
  timeZone?: string;
}

/** Subject, message and status fields of the notifications one case event makes. */
export interface NotificationTexts {
  subject: string;
  message: string;
  caseStatus: string;
  statusInfo: string | null;
  /** The spec's case type name ('Balance Bill', …, 'Others'): a filter value, never translated. */
  typeOfCase: string;
}

/** The catalogue id of each status label key of `caseStatusLabels`. */
const statusIds = {
  opened: 'notifications.status.opened',
  processing: 'notifications.status.processing',
  closed: 'notifications.status.closed',
  missing: 'notifications.status.missing',
} as const satisfies Record<keyof typeof caseStatusLabels, ServerTextId>;

/** The status label of `status` in `language` (cases spec §4 Case status display). */
function statusLabelIn(language: Language, status: string | null): string {
  const label = caseStatusLabel(status);
  const key = (Object.keys(caseStatusLabels) as (keyof typeof caseStatusLabels)[]).find(
    (name) => caseStatusLabels[name] === label,
  );
  return key === undefined ? label : serverText(language, statusIds[key]);
}

/** The detail label of `status`'s `detail` in `language`, or null when it has none. */
function detailLabelIn(language: Language, status: string | null, detail: string | null): string | null {
  if (caseStatusDetailLabel(status, detail) === null || detail === null) return null;
  return serverText(language, `notifications.statusDetail.${detail}` as ServerTextId);
}

/** `text` with its first letter upper case: a sentence that starts with "case …". */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The words of a case notification in `language` (issue 37, docs/decisions/0126; English unless
 * given): no names, dates of birth or amounts, only the case number, its type and its status
 * (docs/decisions/0070). Status and detail are the labels members see in their case list (cases
 * spec §4 Case status display); dates are those of the case clock's time zone.
 */
export function notificationTexts(event: CaseEventFacts, language: Language = 'en'): NotificationTexts {
  const typeOfCase = isCaseRecordType(event.recordType)
    ? notificationRecordTypeOfCase(event.recordType)
    : 'Others';
  const caseStatus = statusLabelIn(language, event.status);
  const statusInfo = detailLabelIn(language, event.status, event.statusDetail);
  const caseNumber = event.caseNumber;
  const kind = serverText(language, 'notifications.kind', {
    type: isCaseRecordType(event.recordType) ? event.recordType : 'other',
  });
  const timeZone = event.timeZone ?? defaultClockTimeZone;
  const day = (iso: string) => formatClockDay(iso, timeZone, false, intlLocaleOf(language));
  const texts = (subject: string, message: string): NotificationTexts => ({
    subject,
    message: sentence(message),
    caseStatus,
    statusInfo,
    typeOfCase,
  });
  if (event.kind === 'clock_extended' && event.dueAt != null) {
    const message = serverText(language, 'notifications.extended.message', {
      kind,
      caseNumber,
      day: day(event.dueAt),
    });
    return texts(
      serverText(language, 'notifications.extended.subject', { caseNumber }),
      event.extensionReason == null
        ? message
        : `${message} ${serverText(language, 'notifications.extended.why', { reason: event.extensionReason })}`,
    );
  }
  if (event.kind === 'clock_due_soon' && event.dueAt != null) {
    return texts(
      serverText(language, 'notifications.dueSoon.subject', { caseNumber }),
      serverText(language, 'notifications.dueSoon.message', { kind, caseNumber, day: day(event.dueAt) }),
    );
  }
  if (event.kind === 'clock_resumed' && event.dueAt != null) {
    return texts(
      serverText(language, 'notifications.resumed.subject', { caseNumber }),
      serverText(language, 'notifications.resumed.message', { kind, caseNumber, day: day(event.dueAt) }),
    );
  }
  if (event.kind === 'created') {
    // One text for every recipient of the event (member, guardian, client viewers), so no "your".
    return texts(
      serverText(language, 'notifications.created.subject', { caseNumber }),
      serverText(language, 'notifications.created.message', { kind, caseNumber, status: caseStatus }),
    );
  }
  if (event.clock === 'paused' && event.answerBy != null) {
    return texts(
      serverText(language, 'notifications.paused.subject', { caseNumber }),
      serverText(language, 'notifications.paused.message', { kind, caseNumber, day: day(event.answerBy) }),
    );
  }
  return texts(
    serverText(language, 'notifications.statusChanged.subject', { caseNumber, status: caseStatus }),
    statusInfo === null
      ? serverText(language, 'notifications.statusChanged.message', { kind, caseNumber, status: caseStatus })
      : serverText(language, 'notifications.statusChanged.messageWithInfo', {
          kind,
          caseNumber,
          status: caseStatus,
          info: statusInfo,
        }),
  );
}
