/**
 * Create Account rules and texts without zod (accounts spec §4, §5 Full name), so pages that show
 * them load no schema code; the schema in create-account.ts checks with the same rule.
 */
import { maxLengthMessage, memberFieldMessages } from './member-fields.js';

/** Shortest full name at Create Account, after trimming (accounts spec §5, §9). */
export const fullNameMinLength = 3;
/** Longest full name stored; the spec gives none (docs/decisions/0032). */
export const fullNameMaxLength = 100;

/** Texts of the Create Account fields (accounts spec §4 Create Account form, §5 Full name). */
export const createAccountMessages = {
  required: memberFieldMessages.required,
  fullNameWhitespace: 'No leading or trailing whitespace',
  fullNameMinLength: 'Minimum 3 characters',
} as const;

/**
 * The full-name rule `fullName` breaks, or null (accounts spec §5 Full name): no leading or
 * trailing whitespace; at least 3 characters; at most 100.
 */
export function fullNameProblem(fullName: string): string | null {
  if (fullName.trim().length === 0) return createAccountMessages.required;
  if (fullName.trim() !== fullName) return createAccountMessages.fullNameWhitespace;
  if (fullName.length < fullNameMinLength) return createAccountMessages.fullNameMinLength;
  if (fullName.length > fullNameMaxLength) return maxLengthMessage(fullNameMaxLength);
  return null;
}
