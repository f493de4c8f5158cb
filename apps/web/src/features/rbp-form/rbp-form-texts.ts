import {
  accessIssueReasons,
  type AccessIssueType,
  type AppealUrgency,
  captchaMessages,
  caseFieldMessages,
  otherAccessIssueReason,
  rbpFormTexts,
} from '@medivi/domain';
import { dateProblemText } from '../../components/date-problem-text';
import type { Translate } from '../../lib/i18n/i18n';

/*
 * The public case form's texts that the domain package or the server give in the spec's English
 * (issue 37, docs/decisions/0125): each is looked up by the value it is and worded by the `rbpForm`
 * catalogue (the date rules by `common`) in the portal's language; the values sent stay English.
 * A value the catalogue does not know shows as it came.
 */

const reasonIds: Readonly<Record<string, string>> = {
  [accessIssueReasons[0]]: 'rbpForm.reason.denied',
  [accessIssueReasons[1]]: 'rbpForm.reason.cancelled',
  [accessIssueReasons[2]]: 'rbpForm.reason.upFront',
  [accessIssueReasons[3]]: 'rbpForm.reason.contract',
  [otherAccessIssueReason]: 'rbpForm.reason.other',
};

/** An access-issue reason's words (cases spec §5 Public form); the value sent stays English. */
export function reasonText(reason: string, _: Translate): string {
  const id = reasonIds[reason];
  return id === undefined ? reason : _(id);
}

const accessIssueTypeIds: Readonly<Record<AccessIssueType, string>> = {
  Facility: 'rbpForm.accessIssueType.facility',
  Physician: 'rbpForm.accessIssueType.physician',
  'Professional - Physician Unknown': 'rbpForm.accessIssueType.both',
};

/** The public label of a type of access issue. */
export function accessIssueTypeText(type: AccessIssueType, _: Translate): string {
  return _(accessIssueTypeIds[type]);
}

const urgencyIds: Readonly<Record<AppealUrgency, string>> = {
  urgent: 'rbpForm.urgency.urgent',
  'pre-service': 'rbpForm.urgency.preService',
  'post-service': 'rbpForm.urgency.postService',
};

/** An appeal urgency's label (issue 35). */
export function urgencyText(urgency: AppealUrgency, _: Translate): string {
  return _(urgencyIds[urgency]);
}

const problemIds: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(caseFieldMessages).map(([key, text]) => [text, `rbpForm.problem.${key}`]),
  ),
  [rbpFormTexts.reasonRequired]: 'rbpForm.problem.reasonRequired',
  [rbpFormTexts.otherReasonRequired]: 'rbpForm.problem.otherReasonRequired',
  [captchaMessages.missing]: 'rbpForm.captcha.missing',
};

/** A field message of the public form's rules (cases spec §5 Public form) in the portal's language. */
export function problemText(message: string, _: Translate): string {
  const date = dateProblemText(message, _);
  if (date !== null) return date;
  const id = problemIds[message];
  if (id !== undefined) return _(id);
  const tooLong = /^Maximum (\d+) characters$/.exec(message);
  return tooLong === null ? message : _('rbpForm.problem.tooLong', { max: Number(tooLong[1]) });
}
