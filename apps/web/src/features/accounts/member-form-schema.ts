import {
  addPlanMaxLengths,
  dateEntryProblem,
  dateOfBirthProblem,
  dependentDateOfBirthProblem,
  dependentMaxLengths,
  memberFormMessages,
  memberTextSchema,
  memberZipSchema,
  parseDateEntry,
} from '@medivi/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { MemberFormKind } from './member-form-values';

/**
 * The form rules of accounts spec §5: every field required ('This field is required.'), the
 * maximums of the form (Add Plan 50/20/35/60, dependents 50 each), the date entry rules, a date of
 * birth not in the future (and, for a dependent, within the last 18 years: '*Dependent’s age
 * should be less than 18 years.'), zip numeric and 5 digits. The output is the request body:
 * values trimmed and uppercased, the date as YYYY-MM-DD.
 */
export function memberFormSchema(kind: MemberFormKind, today: Date) {
  const max = kind === 'plan' ? addPlanMaxLengths : dependentMaxLengths;
  return z.object({
    memberID: memberTextSchema(max.memberID),
    groupID: memberTextSchema(max.groupID),
    firstName: memberTextSchema(max.firstName),
    lastName: memberTextSchema(max.lastName),
    dateOfBirth: z
      .string()
      .trim()
      .min(1, memberFormMessages.required)
      .transform((text, ctx) => {
        const entryProblem = dateEntryProblem(text, today);
        const isoDate = parseDateEntry(text, today);
        const problem =
          entryProblem ??
          (isoDate === null
            ? null
            : kind === 'dependent'
              ? dependentDateOfBirthProblem(isoDate, today)
              : dateOfBirthProblem(isoDate, today));
        if (problem !== null || isoDate === null) {
          ctx.addIssue({ code: 'custom', message: problem ?? memberFormMessages.required });
          return z.NEVER;
        }
        return isoDate;
      }),
    zip: memberZipSchema,
  });
}

/** What the form hands to the page on submit: the request body fields. */
export type MemberFormOutput = z.output<ReturnType<typeof memberFormSchema>>;

/**
 * The form's resolver for `kind` on `today`: {@link memberFormSchema} through `zodResolver`. The
 * form loads this module on its first check, so zod stays off the pages' first load
 * (docs/decisions/0118).
 */
export function memberFormResolver(kind: MemberFormKind, today: Date) {
  return zodResolver(memberFormSchema(kind, today));
}
