import { z } from 'zod';
import {
  accessIssueTypeValues,
  caseFieldMaxLengths as max,
  caseFieldMessages,
  caseRecordTypes,
  isCaseEmail,
  isCasePhone,
  isCaseZip,
  normaliseServiceDate,
  preferredContactMethods,
  serviceDateProblem,
} from './rules.js';

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

/** `newPatient`: 'new'/'existing' from the member form or a boolean from the public form (spec §3). */
export const newPatientSchema = z
  .union([z.boolean(), z.enum(['new', 'existing'])])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : value === true || value === 'new'));

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

/** The provider info fields of a case payload (cases spec §3 Provider info). */
export const caseProviderInfoShape = {
  typeOfAccessIssue: z
    .enum(accessIssueTypeValues)
    .or(z.literal(''))
    .nullish()
    .transform((value) => value ?? ''),
  patientSeenFor: caseTextSchema(max.comment),
  reasonForAccessIssue: caseTextSchema(max.reasons),
  isReasonForAccessIssueOthers: z.boolean().nullish(),
  scheduledDateOfService: optionalServiceDateSchema,
  timeOfAppointment: caseTextSchema(max.time),
  additionalComment: caseTextSchema(max.comment),
  description: providerDescriptionSchema.nullish().transform((value) => value ?? null),
};

/** Who filed a case for the member (cases spec §3 submitterContactInfo). */
export const caseSubmitterContactSchema = z.object({
  firstName: requiredCaseTextSchema(max.name),
  lastName: requiredCaseTextSchema(max.name),
  companyName: requiredCaseTextSchema(max.shortText),
  phoneNumber: casePhoneSchema,
  emailAddress: caseEmailSchema,
});
export type CaseSubmitterContact = z.output<typeof caseSubmitterContactSchema>;

/** The contact fields a member may edit on the first form (cases spec §2, §5 member mode). */
export const caseContactShape = {
  preferredMethodOfContact: z.enum(preferredContactMethods, { error: caseFieldMessages.required }),
  phone: casePhoneSchema,
  email: caseEmailSchema,
  address: caseTextSchema(max.address),
  city: caseTextSchema(max.city),
  state: caseTextSchema(max.state),
  zip: caseZipSchema,
};

/** A broken rule of a case payload: the dotted field path and its message. */
export interface CaseFieldProblem {
  path: string;
  message: string;
}

/** The provider info of a parsed payload that the provider form rules read. */
export interface ProviderInfoForRules {
  typeOfAccessIssue: string;
  patientSeenFor: string;
  reasonForAccessIssue: string;
  description: ProviderDescription | null;
}

/**
 * The provider form rules a payload of `recordType` breaks (cases spec §5 Provider form): Access
 * Issue and Call Ahead need the office name, phone, street, city, state and zip; Access Issue also
 * the type of access issue, what the patient is seen for and a reason; Call Ahead and Appeal the
 * physician name; `client` adds plan, group and TPA for those three. Balance Bill has no provider
 * form. Formats (10-digit phone, 5-digit zip) are checked by the schemas.
 */
export function providerFormProblems(
  recordType: string,
  info: ProviderInfoForRules,
  options: { client: boolean },
): CaseFieldProblem[] {
  if (recordType === 'BalanceBill') return [];
  const problems: CaseFieldProblem[] = [];
  const required = (path: string, value: string | undefined) => {
    if (value === undefined || value.trim() === '')
      problems.push({ path, message: caseFieldMessages.required });
  };
  const d = info.description;
  const desc = (field: keyof ProviderDescription) => d?.[field];
  if (recordType === 'AccessIssue' || recordType === 'CallAhead') {
    for (const field of [
      'providerOfficeName',
      'providerPhone',
      'providerStreet',
      'providerCity',
      'providerState',
      'providerZip',
    ] as const) {
      required(`description.${field}`, desc(field));
    }
  }
  if (recordType === 'AccessIssue') {
    required('typeOfAccessIssue', info.typeOfAccessIssue);
    required('patientSeenFor', info.patientSeenFor);
    required('reasonForAccessIssue', info.reasonForAccessIssue);
  }
  if (recordType === 'CallAhead' || recordType === 'Appeal')
    required('description.physicianName', desc('physicianName'));
  if (options.client) {
    for (const field of ['planname', 'groupid', 'tpaName'] as const)
      required(`description.${field}`, desc(field));
  }
  return problems;
}

/**
 * `POST /api/createCase` body (cases spec §3 Case payload, §5, §7): the patient (`sixDegPatientID`:
 * the member's own link or one of his dependents'; empty or missing files for the member's own
 * record, as a 'Limited Access' member does: docs/decisions/0069), the contact fields he may edit, `newPatient`
 * for Access Issue, and the provider info. The read-only member fields the form shows (member ID,
 * names, date of birth, plan, group, TPA) may be sent but the server takes them from the patient's
 * eligibility record (docs/decisions/0050).
 */
export const memberCaseBodySchema = z
  .object({
    recordType: caseRecordTypeSchema,
    sixDegPatientID: caseTextSchema(100),
    ...caseContactShape,
    newPatient: newPatientSchema,
    memberId: caseTextSchema(max.id),
    patientid: caseTextSchema(max.id),
    firstName: caseTextSchema(max.name),
    lastName: caseTextSchema(max.name),
    dateOfBirth: caseTextSchema(40),
    planname: caseTextSchema(max.shortText),
    groupid: caseTextSchema(max.id),
    tpaName: caseTextSchema(max.shortText),
    ...caseProviderInfoShape,
  })
  .superRefine((body, ctx) => {
    if (body.recordType === 'AccessIssue' && body.newPatient === null) {
      ctx.addIssue({ code: 'custom', path: ['newPatient'], message: caseFieldMessages.required });
    }
    for (const problem of providerFormProblems(body.recordType, body, { client: false })) {
      ctx.addIssue({ code: 'custom', path: problem.path.split('.'), message: problem.message });
    }
  });
export type MemberCaseBody = z.input<typeof memberCaseBodySchema>;
export type MemberCaseInput = z.output<typeof memberCaseBodySchema>;
