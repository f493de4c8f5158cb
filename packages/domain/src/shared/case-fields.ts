import { isAfter } from 'date-fns/isAfter';
import { isBefore } from 'date-fns/isBefore';
import { startOfDay } from 'date-fns/startOfDay';
import { subYears } from 'date-fns/subYears';
import { dateOfBirthMaxAgeYears, parseIsoDate } from './dates.js';
import { isGenericEmail } from './email-pattern.js';

/**
 * Rules of the fields of a case payload (cases spec §2, §3, §5, §8, §9), shared by the member and
 * client case forms (cases), the public case form (rbp-form) and the server. Zod-free, so a screen
 * can use the texts and checks without loading the schemas (those are in case-field-schemas.ts).
 */

/** Types of access issue (cases spec §2, §3) with their labels on the member and public forms. */
export const accessIssueTypes = [
  { value: 'Facility', memberLabel: 'Provider (Hospital)', publicLabel: 'Facility (Hospital)' },
  { value: 'Physician', memberLabel: 'Professional (Physician)', publicLabel: 'Professional (Physician)' },
  { value: 'Professional - Physician Unknown', memberLabel: 'Both', publicLabel: 'Both' },
] as const;
export type AccessIssueType = (typeof accessIssueTypes)[number]['value'];
export const accessIssueTypeValues = accessIssueTypes.map((type) => type.value) as [
  AccessIssueType,
  ...AccessIssueType[],
];

/** `patientSeenFor` when General Care is chosen (cases spec §4). */
export const generalCare = 'general';

/** The access-issue reasons, exactly as the spec words them (cases spec §5 Public form). */
export const accessIssueReasons = [
  'Patient tried to make appointment, was denied',
  'Patient had appointment scheduled, Facility/Professional called to cancel',
  'Facility/Professional requires payment up front/self-pay',
  'Facility/Professional requires agreement/contract to see patient',
] as const;
/** The last reason checkbox, with free text (cases spec §5). */
export const otherAccessIssueReason = 'Other';

/**
 * `reasonForAccessIssue` as sent (cases spec §3): the checked reasons joined by commas, then the
 * free-text reason when 'Other' is ticked and filled.
 */
export function joinAccessIssueReasons(checked: readonly string[], otherText: string): string {
  const parts = checked.filter((reason) => reason !== otherAccessIssueReason);
  const other = otherText.trim();
  if (checked.includes(otherAccessIssueReason) && other !== '') parts.push(other);
  return parts.join(',');
}

/** Field messages of the case forms (cases spec §5, §8), quoted exactly. */
export const caseFieldMessages = {
  phone: 'Must be a valid phone number',
  email: 'Must be a valid email',
  zip: 'Must be a valid Zip Code',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfServiceRequired: 'Date of Service is required',
  invalidDate: 'Must be a valid date',
  required: 'This field is required',
} as const;

/** Digits in a phone number and zip code (cases spec §9). */
export const casePhoneDigits = 10;
export const caseZipDigits = 5;

/** True for exactly 10 digits (cases spec §5 Phone). */
export function isCasePhone(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/** True for exactly 5 digits (cases spec §5 Zip). */
export function isCaseZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** True for an e-mail on the generic pattern (cases spec §5 Email; docs/decisions/0042). */
export function isCaseEmail(value: string): boolean {
  return isGenericEmail(value);
}

/** Phone as typed: non-digits stripped, cut to 10 digits (cases spec §5 Public form). */
export function phoneDigitsOf(value: string): string {
  return value.replace(/\D/g, '').slice(0, casePhoneDigits);
}

/** The placeholder service date kept as is on case creation (cases spec §5, §9). */
export const placeholderServiceDate = '1111-01-01';
/** Years a date of service may fall in (cases spec §5, §9). */
export const serviceDateYearMin = 1900;
export const serviceDateYearMax = 2100;

/** The calendar date (`YYYY-MM-DD`) of a date sent as `YYYY-MM-DD` or `YYYY-MM-DDT00:00:00Z`, or null. */
export function calendarDateOf(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(T00:00:00(\.000)?Z)?$/.exec(value.trim());
  return match?.[1] ?? null;
}

/**
 * The message for a date of service, or null (cases spec §5): `required` gives 'Date of Service
 * is required' when empty; otherwise a real date in 1900–2100 (the placeholder 1111-01-01 is
 * accepted as is), else 'Must be a valid date'.
 */
export function serviceDateProblem(value: string, required: boolean): string | null {
  if (value.trim() === '') return required ? caseFieldMessages.dateOfServiceRequired : null;
  const date = calendarDateOf(value);
  if (date === placeholderServiceDate) return null;
  const parsed = date === null ? null : parseIsoDate(date);
  if (parsed === null) return caseFieldMessages.invalidDate;
  const year = parsed.getFullYear();
  return year < serviceDateYearMin || year > serviceDateYearMax ? caseFieldMessages.invalidDate : null;
}

/**
 * A service date as stored and sent on (cases spec §5): the placeholder 1111-01-01 stays as is,
 * any other date becomes midnight UTC (`YYYY-MM-DDT00:00:00.000Z`). Call after
 * {@link serviceDateProblem} passed.
 */
export function normaliseServiceDate(value: string): string {
  const date = calendarDateOf(value) ?? value;
  return date === placeholderServiceDate ? date : `${date}T00:00:00.000Z`;
}

/**
 * The message for a member's date of birth (`YYYY-MM-DD`, or with `T00:00:00Z`) on `today`, or
 * null (cases spec §5 Public form): required, a real date, not in the future, not more than 200
 * years ago.
 */
export function caseDateOfBirthProblem(value: string, today: Date): string | null {
  if (value.trim() === '') return caseFieldMessages.dateOfBirthRequired;
  const date = calendarDateOf(value);
  const parsed = date === null ? null : parseIsoDate(date);
  if (parsed === null) return caseFieldMessages.invalidDate;
  const day = startOfDay(today);
  if (isAfter(parsed, day) || isBefore(parsed, subYears(day, dateOfBirthMaxAgeYears))) {
    return caseFieldMessages.invalidDate;
  }
  return null;
}

/** Preferred methods of contact (cases spec §3 Member info). */
export const preferredContactMethods = ['Phone', 'Email'] as const;
export type PreferredContactMethod = (typeof preferredContactMethods)[number];

/** Longest values of case text fields, characters (the spec gives none; docs/decisions/0050). */
export const caseFieldMaxLengths = {
  name: 100,
  id: 50,
  address: 200,
  city: 100,
  state: 50,
  shortText: 200,
  comment: 2000,
  reasons: 2000,
  email: 254,
  time: 20,
} as const;
