import {
  accessIssueReasons,
  caseFieldMessages,
  type CaseRecordType,
  caseStatusDetails,
  caseStatusLabels,
  otherAccessIssueReason,
  recordTypeOfName,
} from '@medivi/domain';
import type { Translate } from '../../lib/i18n/i18n';

/*
 * The cases area's texts that the domain package or the server give in the spec's English (issue
 * 37, docs/decisions/0125): each is looked up by the value it is, and worded by the `cases`
 * catalogue in the portal's language. A value the catalogue does not know (a record type name
 * from elsewhere, a status the server adds later) shows as it came. Each function takes Lingui's
 * `_` (from `useLingui()`), so that it stays testable without React.
 */

/** A record type's name ('Balance Bill', 'Facturación de saldo'). */
export function caseTypeText(caseType: CaseRecordType, _: Translate): string {
  return _(`cases.type.${caseType}`);
}

/** A case's `RecordType.Name` as its base type in words, employee variants included (cases spec §3). */
export function recordTypeNameText(name: string, _: Translate): string {
  const type = recordTypeOfName(name);
  return type === null ? name : caseTypeText(type, _);
}

const statusLabelIds: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(caseStatusLabels).map(([key, label]) => [label, `cases.status.${key}`]),
);

/** A status label the server computed (cases spec §4: Opened, Processing, Closed, Waiting for information). */
export function statusLabelText(label: string, _: Translate): string {
  const id = statusLabelIds[label];
  return id === undefined ? label : _(id);
}

const statusDetailIds: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(caseStatusDetails).flatMap((details: Readonly<Record<string, string>>) =>
    Object.entries(details).map(([detail, label]) => [label, `cases.statusDetail.${detail}`]),
  ),
);

/** A status detail's label as the server gives it ('Waiting for documents from the member'). */
export function statusDetailText(label: string, _: Translate): string {
  const id = statusDetailIds[label];
  return id === undefined ? label : _(id);
}

const fieldMessageIds: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(caseFieldMessages).map(([key, message]) => [message, `cases.fieldMessage.${key}`]),
);

/**
 * A field message of the case schemas (cases spec §5, §8: 'This field is required', 'Must be a
 * valid phone number', 'Maximum 100 characters'), in the portal's language.
 */
export function fieldMessageText(message: string, _: Translate): string {
  const id = fieldMessageIds[message];
  if (id !== undefined) return _(id);
  const tooLong = /^Maximum (\d+) characters$/.exec(message);
  return tooLong === null ? message : _('cases.fieldMessage.tooLong', { max: tooLong[1] ?? '' });
}

const accessIssueReasonIds: Readonly<Record<string, string>> = {
  [accessIssueReasons[0]]: 'cases.accessIssue.reason.denied',
  [accessIssueReasons[1]]: 'cases.accessIssue.reason.cancelled',
  [accessIssueReasons[2]]: 'cases.accessIssue.reason.upFront',
  [accessIssueReasons[3]]: 'cases.accessIssue.reason.contract',
  [otherAccessIssueReason]: 'cases.accessIssue.reason.other',
};

/** An access-issue reason's words; the value sent stays the spec's English (cases spec §3, §5). */
export function accessIssueReasonText(reason: string, _: Translate): string {
  const id = accessIssueReasonIds[reason];
  return id === undefined ? reason : _(id);
}
