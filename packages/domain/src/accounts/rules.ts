import { dateOfBirthProblem, isUnder18 } from '../shared/dates.js';
import { maxLengthMessage, memberFieldMaxLengths, memberFieldMessages } from '../shared/member-fields.js';

/**
 * Rules of the Add Plan and Dependent Information forms (accounts spec §5, §9), shared by the web
 * forms and the server.
 */

/** Texts of the Add Plan and Dependent Information forms (accounts spec §5). */
export const memberFormMessages = {
  required: memberFieldMessages.required,
  onlyNumbers: memberFieldMessages.onlyNumbers,
  fiveDigits: 'Must be 5 digits.',
  dependentAge: '*Dependent’s age should be less than 18 years.',
  /** A maximum length; the spec gives the limits but no wording (same as registration). */
  maxLength: maxLengthMessage,
} as const;

/** Longest values of the Add Plan form, characters (accounts spec §5, §9 registration maximums). */
export const addPlanMaxLengths = {
  memberID: memberFieldMaxLengths.memberID,
  groupID: memberFieldMaxLengths.groupID,
  firstName: memberFieldMaxLengths.firstName,
  lastName: memberFieldMaxLengths.lastName,
} as const;

/** Longest values of the Dependent Information form, characters (accounts spec §5, §9). */
export const dependentMaxLengths = {
  memberID: 50,
  groupID: 50,
  firstName: 50,
  lastName: 50,
} as const;

/** Digits only (accounts spec §5 'Only numbers are allowed.'). */
export const digitsPattern = /^\d*$/;

/** The zip field's message (accounts spec §5: required, numeric, 5 digits), or null. */
export function memberZipProblem(zip: string): string | null {
  if (zip.length === 0) return memberFormMessages.required;
  if (!digitsPattern.test(zip)) return memberFormMessages.onlyNumbers;
  if (zip.length !== 5) return memberFormMessages.fiveDigits;
  return null;
}

/**
 * The message for a dependent's date of birth (`YYYY-MM-DD`) on `today`, or null: a real date, not
 * in the future, and within the last 18 years (accounts spec §5 Dependent form: on the 18th
 * birthday the person no longer qualifies). Server and web pass their own "today".
 */
export function dependentDateOfBirthProblem(dateOfBirth: string, today: Date): string | null {
  return (
    dateOfBirthProblem(dateOfBirth, today) ??
    (isUnder18(dateOfBirth, today) ? null : memberFormMessages.dependentAge)
  );
}

/** Form values uppercased as typed (accounts spec §5 "inputs uppercased"). */
export function uppercased(value: string): string {
  return value.toUpperCase();
}

/** Replies of the Account Settings endpoints (the spec gives no server wording: accounts spec §8). */
export const accountSettingsMessages = {
  planAdded: 'Plan Added!',
  dependentAdded: 'Dependent Member Added!',
  credentialsInUse: 'The member information you entered is associated with another account.',
  noMatchingPlan: 'We could not find a plan for the member information you entered.',
  planAlreadyAdded: 'This plan is already on your account.',
  noMatchingDependent: 'We could not find a dependent on your plan with the information you entered.',
  dependentAlreadyAdded: 'This dependent is already on your account.',
  dependentOnOtherAccount: 'This dependent is already on another account.',
  dependentNotFound: 'Dependent member not found.',
  dependentDeleted: 'Dependent member deleted.',
  languageSaved: 'Language saved.',
  limitedAccess: 'Your access level does not include dependents or member details.',
  caseMembersOnly: 'Dependents and member details are for case members.',
  notOwnAccount: 'You can only delete your own account.',
  accountDeleted: 'Your account has been deleted.',
  notificationsEnabled: 'Notifications enabled.',
  notificationsDisabled: 'Notifications disabled.',
  onboardingComplete: 'You are all set.',
} as const;
