import { z } from 'zod';
import { dateMessages, parseIsoDate } from '../shared/dates.js';
import { addPlanMaxLengths, dependentMaxLengths, memberFormMessages, memberZipProblem } from './rules.js';

/** A required text field of at most `max` characters, trimmed and uppercased (accounts spec §5). */
export function memberTextSchema(max: number) {
  return z
    .string()
    .trim()
    .min(1, memberFormMessages.required)
    .max(max, memberFormMessages.maxLength(max))
    .transform((value) => value.toUpperCase());
}

/** A zip code of the member forms: required, digits only, 5 digits (accounts spec §5). */
export const memberZipSchema = z
  .string()
  .trim()
  .superRefine((zip, ctx) => {
    const problem = memberZipProblem(zip);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A date of birth on the wire: a real calendar date as YYYY-MM-DD. */
export const memberDateOfBirthSchema = z
  .string()
  .trim()
  .min(1, memberFormMessages.required)
  .refine((value) => parseIsoDate(value) !== null, dateMessages.invalid)
  .describe('YYYY-MM-DD');

/**
 * The six fields that identify a person on an eligibility file (accounts spec §3 Plan input):
 * member ID, group ID, first and last name, date of birth and zip, with the form's maximums.
 */
function memberFieldsSchema(max: { memberID: number; groupID: number; firstName: number; lastName: number }) {
  return z.object({
    memberID: memberTextSchema(max.memberID),
    groupID: memberTextSchema(max.groupID),
    firstName: memberTextSchema(max.firstName),
    lastName: memberTextSchema(max.lastName),
    dateOfBirth: memberDateOfBirthSchema,
    zip: memberZipSchema,
  });
}

/**
 * `POST /api/v2/add-plan` body (accounts spec §4 Adding a plan, §5 Add plan form, §7): the member
 * fields uppercased, member ID ≤ 50, group ID ≤ 20, first name ≤ 35, last name ≤ 60 characters,
 * `dateOfBirth` YYYY-MM-DD, `zip` 5 digits, and `providerSearchZip`, the zip selected in Provider
 * Search (empty or absent when none). Other fields (the cleared `confirmPassword`) are ignored.
 */
export const addPlanBodySchema = memberFieldsSchema(addPlanMaxLengths).extend({
  providerSearchZip: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, memberFormMessages.fiveDigits)
    .optional(),
});
export type AddPlanBody = z.input<typeof addPlanBodySchema>;
export type AddPlanInput = z.output<typeof addPlanBodySchema>;

/**
 * `POST /api/add-dependent-member` body (accounts spec §5 Dependent form, §7): the member fields
 * uppercased, each text at most 50 characters, `dateOfBirth` YYYY-MM-DD (the under-18 rule needs
 * today's date, so the server checks it with its clock), `zip` 5 digits.
 */
export const addDependentBodySchema = memberFieldsSchema(dependentMaxLengths);
export type AddDependentBody = z.input<typeof addDependentBodySchema>;
export type AddDependentInput = z.output<typeof addDependentBodySchema>;
