/**
 * Rules of the member fields (member ID, group ID, names, zip) that registration and the Add Plan
 * and Dependent Information forms of the accounts area share (accounts spec §5, §9).
 */

/** Longest value of each member field at registration and ADD PLAN (accounts spec §5, §9). */
export const memberFieldMaxLengths = {
  memberID: 50,
  groupID: 20,
  firstName: 35,
  lastName: 60,
  zip: 5,
} as const;

/** Texts of the member fields; they say it with a full stop (accounts spec §5). */
export const memberFieldMessages = {
  required: 'This field is required.',
  onlyNumbers: 'Only numbers are allowed.',
} as const;

/** Maximum-length message of a field: `Maximum 50 characters`. */
export function maxLengthMessage(max: number): string {
  return `Maximum ${String(max)} characters`;
}
