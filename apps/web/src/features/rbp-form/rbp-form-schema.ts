import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CaseRecordType,
  otherAccessIssueReason,
  type RbpFormFields,
  rbpFormFieldsSchema,
  rbpFormProblems,
  type RbpFormRuleInput,
} from '@medivi/domain';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { rbpFormBodyOf, type RbpFormValues } from './rbp-form-values';

// The form's checks with zod: this module loads on the form's first check (lazyResolver), so zod
// stays off the page's first load (docs/decisions/0123-heavy-signed-in-pages.md).

/** The rules' view of a payload that failed the format checks (every field present). */
function ruleInputOf(body: RbpFormFields, values: RbpFormValues): RbpFormRuleInput {
  return {
    recordType: body.recordType,
    submitterContactInfo: values.submitterContactInfo,
    memberId: values.memberId,
    firstName: values.firstName,
    lastName: values.lastName,
    dateOfBirth: body.dateOfBirth ?? '',
    phone: values.phone,
    email: values.email,
    address: values.address,
    city: values.city,
    state: values.state,
    zip: values.zip,
    planname: values.planname,
    groupid: values.groupid,
    tpaName: values.tpaName,
    newPatient: body.newPatient ?? null,
    typeOfAccessIssue: body.typeOfAccessIssue ?? '',
    patientSeenFor: body.patientSeenFor ?? '',
    reasonForAccessIssue: body.reasonForAccessIssue ?? '',
    isReasonForAccessIssueOthers: body.isReasonForAccessIssueOthers ?? false,
    scheduledDateOfService: body.scheduledDateOfService ?? '',
    description: values.description,
  };
}

/** Where a rule's payload path shows on the form. */
function formPathOf(path: string, values: RbpFormValues): string {
  if (path === 'reasonForAccessIssue') {
    return values.reasons.includes(otherAccessIssueReason) && values.otherReason.trim() === ''
      ? 'otherReason'
      : 'reasons';
  }
  if (path === 'patientSeenFor') return values.seenFor === 'specific' ? 'patientSeenFor' : 'seenFor';
  return path;
}

/**
 * The form's schema for the zod resolver: the payload of the chosen type must pass the payload
 * schema (formats) and every public-form rule of `rbpFormProblems` (cases spec §5 Public form) —
 * the same checks the server makes.
 */
export function rbpFormValuesSchema(type: CaseRecordType, today: () => Date = () => new Date()) {
  return z.custom<RbpFormValues>().superRefine((values, ctx) => {
    const body = rbpFormBodyOf(values, type, today());
    const parsed = rbpFormFieldsSchema.safeParse(body);
    const seen = new Set<string>();
    const add = (path: string, message: string) => {
      const formPath = formPathOf(path, values);
      if (seen.has(formPath)) return;
      seen.add(formPath);
      ctx.addIssue({ code: 'custom', path: formPath.split('.'), message });
    };
    // Format problems first, then the required-field rules of the whole form.
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(issue.path.map(String).join('.'), issue.message);
    }
    const input: RbpFormRuleInput = parsed.success ? parsed.data : ruleInputOf(body, values);
    for (const problem of rbpFormProblems(input, today())) add(problem.path, problem.message);
  });
}

/** The resolver of the form of `type`, for `lazyResolver` (the checks of `rbpFormValuesSchema`). */
export function rbpFormResolver(type: CaseRecordType): Resolver<RbpFormValues> {
  return zodResolver(rbpFormValuesSchema(type));
}
