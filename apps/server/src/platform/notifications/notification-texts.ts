import {
  caseStatusDetailLabel,
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
