/**
 * The generic e-mail pattern of accounts spec §5 (reset request and request-access): a simple
 * `local@domain.tld` with no whitespace and none of `& ! # ^ $ % * ( ) ' " ~ , \``. The client
 * does no other e-mail check (spec §5); the server checks the same pattern.
 */
export const genericEmailPattern = /^[^\s@&!#^$%*()'"~,`]+@[^\s@&!#^$%*()'"~,`]+\.[^\s@&!#^$%*()'"~,`.]+$/;

/** True when `value` (taken as is, untrimmed) matches the generic e-mail pattern of spec §5. */
export function isGenericEmail(value: string): boolean {
  return genericEmailPattern.test(value);
}

/** Messages of the e-mail field rules (accounts spec §5). */
export const emailFieldMessages = {
  required: 'This field is required',
  whitespace: 'No leading or trailing whitespace',
  invalid: 'Must be valid email',
} as const;

/**
 * The first e-mail rule of accounts spec §5 (reset request and request-access) that `value`
 * breaks, as its message, or null: required, no leading or trailing whitespace, the generic
 * pattern.
 */
export function emailFieldProblem(value: string): string | null {
  if (value.length === 0) return emailFieldMessages.required;
  if (value.trim() !== value) return emailFieldMessages.whitespace;
  if (!isGenericEmail(value)) return emailFieldMessages.invalid;
  return null;
}

/** Longest e-mail address accepted at sign-in, characters (RFC 5321 path limit). */
export const emailMaxLength = 254;
