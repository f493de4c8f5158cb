import { z } from 'zod';
import {
  caseFieldMaxLengths as max,
  caseFieldMessages,
  isCaseEmail,
  isCasePhone,
  isCaseZip,
  normaliseServiceDate,
  serviceDateProblem,
} from './case-fields.js';
import { caseRecordTypes } from './case-record-types.js';

/**
 * The pieces of a case payload (cases spec §3 Member info, Provider info, Case payload), shared by
 * the member, client and public create calls. Text is trimmed; an empty optional text is `''`.
 */

function tooLong(limit: number): string {
  return `Maximum ${String(limit)} characters`;
}

/** Optional text of at most `limit` characters, trimmed; missing or null becomes `''`. */
export function caseTextSchema(limit: number) {
  return z
    .string()
    .trim()
    .max(limit, tooLong(limit))
    .nullish()
    .transform((value) => value ?? '');
}

/** Required text of at most `limit` characters, trimmed ('This field is required'). */
export function requiredCaseTextSchema(limit: number) {
  return z.string().trim().min(1, caseFieldMessages.required).max(limit, tooLong(limit));
}

/** A phone number that, when filled, is exactly 10 digits ('Must be a valid phone number'). */
export const optionalCasePhoneSchema = caseTextSchema(max.shortText).refine(
  (value) => value === '' || isCasePhone(value),
  caseFieldMessages.phone,
);
/** A required phone number of exactly 10 digits (cases spec §5 Phone). */
export const casePhoneSchema = z.string().trim().refine(isCasePhone, caseFieldMessages.phone);

/** A zip code that, when filled, is exactly 5 digits ('Must be a valid Zip Code'). */
export const optionalCaseZipSchema = caseTextSchema(max.shortText).refine(
  (value) => value === '' || isCaseZip(value),
  caseFieldMessages.zip,
);
/** A required 5-digit zip code (cases spec §5 Zip). */
export const caseZipSchema = z.string().trim().refine(isCaseZip, caseFieldMessages.zip);

/** A required e-mail on the generic pattern ('Must be a valid email', cases spec §5 Email). */
export const caseEmailSchema = z
  .string()
  .max(max.email, caseFieldMessages.email)
  .refine(isCaseEmail, caseFieldMessages.email);
/** An e-mail that, when filled, is on the generic pattern. */
export const optionalCaseEmailSchema = caseTextSchema(max.email).refine(
  (value) => value === '' || isCaseEmail(value),
  caseFieldMessages.email,
);

/**
 * An optional date of service: `YYYY-MM-DD` or `YYYY-MM-DDT00:00:00Z`, year 1900–2100, or the
 * placeholder 1111-01-01; becomes midnight UTC (`…T00:00:00.000Z`), the placeholder as is, or
 * null when empty (cases spec §5 Service date on case creation).
 */
export const optionalServiceDateSchema = z
  .string()
  .trim()
  .max(40, caseFieldMessages.invalidDate)
  .nullish()
  .transform((value) => value ?? '')
  .superRefine((value, ctx) => {
    const problem = serviceDateProblem(value, false);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => (value === '' ? null : normaliseServiceDate(value)));

/** `recordType` of a case payload (cases spec §3). */
export const caseRecordTypeSchema = z.enum(caseRecordTypes);

/**
 * `description` of the provider info (cases spec §3 Provider info): which fields a type needs is
 * checked by the create schema of each caller (see `memberCaseBodySchema`).
 */
export const providerDescriptionSchema = z.object({
  physicianName: caseTextSchema(max.name),
  physicianType: caseTextSchema(max.shortText),
  providerOfficeName: caseTextSchema(max.shortText),
  FacilityName: caseTextSchema(max.shortText),
  BillingContact: caseTextSchema(max.shortText),
  providerPhone: optionalCasePhoneSchema,
  providerStreet: caseTextSchema(max.address),
  providerCity: caseTextSchema(max.city),
  providerState: caseTextSchema(max.state),
  providerZip: optionalCaseZipSchema,
  providerAddress: caseTextSchema(max.address),
  additionalComments: caseTextSchema(max.comment),
  planname: caseTextSchema(max.shortText),
  groupid: caseTextSchema(max.id).transform((value) => value.toUpperCase()),
  tpaName: caseTextSchema(max.shortText),
});
export type ProviderDescription = z.output<typeof providerDescriptionSchema>;
export type ProviderDescriptionInput = z.input<typeof providerDescriptionSchema>;
