import {
  caseStatusDetailLabel,
  defaultClockTimeZone,
  formatClockDay,
  caseStatusLabel,
  isCaseRecordType,
  notificationRecordTypeOfCase,
} from '@medivi/domain';

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
  typeOfCase: string;
}

/**
 * The words of a case notification: no names, dates of birth or amounts, only the case number,
 * its type and its status (docs/decisions/0070). Status and detail are the labels members see in
 * their case list (cases spec §4 Case status display).
 */
export function notificationTexts(event: CaseEventFacts): NotificationTexts {
  const typeOfCase = isCaseRecordType(event.recordType)
    ? notificationRecordTypeOfCase(event.recordType)
    : 'Others';
  const caseStatus = caseStatusLabel(event.status);
  const statusInfo = caseStatusDetailLabel(event.status, event.statusDetail);
  const kindName = typeOfCase === 'Others' ? 'case' : `${typeOfCase} case`;
  const timeZone = event.timeZone ?? defaultClockTimeZone;
  if (event.kind === 'clock_extended' && event.dueAt != null) {
    return {
      subject: `Case ${event.caseNumber}: more time needed`,
      message:
        `We need more time for ${kindName} ${event.caseNumber}. We will answer by ${formatClockDay(event.dueAt, timeZone)}.` +
        (event.extensionReason == null ? '' : ` Why: ${event.extensionReason}`),
      caseStatus,
      statusInfo,
      typeOfCase,
    };
  }
  if (event.kind === 'clock_due_soon' && event.dueAt != null) {
    return {
      subject: `Case ${event.caseNumber} is due soon`,
      message: `${kindName.charAt(0).toUpperCase()}${kindName.slice(1)} ${event.caseNumber} is due by ${formatClockDay(event.dueAt, timeZone)}.`,
      caseStatus,
      statusInfo,
      typeOfCase,
    };
  }
  if (event.kind === 'clock_resumed' && event.dueAt != null) {
    return {
      subject: `Case ${event.caseNumber}: documents received`,
      message: `Thank you for the documents for ${kindName} ${event.caseNumber}. We will answer by ${formatClockDay(event.dueAt, timeZone)}.`,
      caseStatus,
      statusInfo,
      typeOfCase,
    };
  }
  if (event.kind === 'created') {
    // One text for every recipient of the event (member, guardian, client viewers), so no "your".
    const kindTitle = kindName.charAt(0).toUpperCase() + kindName.slice(1);
    return {
      subject: `Case ${event.caseNumber} received`,
      message: `${kindTitle} ${event.caseNumber} has been received. Its status is ${caseStatus}.`,
      caseStatus,
      statusInfo,
      typeOfCase,
    };
  }
  if (event.clock === 'paused' && event.answerBy != null) {
    return {
      subject: `Case ${event.caseNumber}: we need documents`,
      message:
        `We need documents from you to decide ${kindName} ${event.caseNumber}. Please send them by ` +
        `${formatClockDay(event.answerBy, timeZone)}. Until then the time we have to answer stands still.`,
      caseStatus,
      statusInfo,
      typeOfCase,
    };
  }
  return {
    subject: `Case ${event.caseNumber} is ${caseStatus}`,
    message:
      `The status of ${kindName} ${event.caseNumber} changed to ${caseStatus}` +
      (statusInfo === null ? '.' : `: ${statusInfo}.`),
    caseStatus,
    statusInfo,
    typeOfCase,
  };
}
