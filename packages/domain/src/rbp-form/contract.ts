import { z } from 'zod';
import {
  caseRecordTypeSchema,
  caseTextSchema,
  optionalCaseEmailSchema,
  optionalCasePhoneSchema,
  optionalCaseZipSchema,
  providerDescriptionSchema,
} from '../shared/case-field-schemas.js';
import { appealUrgencySchema } from '../shared/appeal-urgency-schema.js';
import { accessIssueTypeValues, caseFieldMaxLengths as max } from '../shared/case-fields.js';
import { createCaseReplySchema, uploadAttachmentReplySchema } from '../shared/case-replies.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { rbpFormRoutes } from './routes.js';

/**
 * `submitterContactInfo` of the public form (cases spec §3: `emailAddress`, `phoneNumber`). Each
 * field is checked for format here and for presence by `rbpFormProblems`.
 */
export const rbpFormSubmitterSchema = z.object({
  firstName: caseTextSchema(max.name),
  lastName: caseTextSchema(max.name),
  companyName: caseTextSchema(max.shortText),
  phoneNumber: optionalCasePhoneSchema,
  emailAddress: optionalCaseEmailSchema,
});

/** A date sent as `YYYY-MM-DD` or `YYYY-MM-DDT00:00:00Z` (checked by `rbpFormProblems`). */
const sentDateSchema = caseTextSchema(40);

/**
 * The fields of the public case form (cases spec §3 Member info, Provider info, Case payload; §7
 * `POST /api/createRbpFormCase`), without the captcha `token`. Every field is optional here and
 * checked for format (10-digit phones, 5-digit zips, the generic e-mail pattern, lengths); which
 * fields a type needs is `rbpFormProblems`' job, so web and server apply the same rules.
 * `groupid` is upper-cased; `dateOfBirth` and `scheduledDateOfService` are sent as date +
 * `T00:00:00Z`.
 */
export const rbpFormFieldsSchema = z.object({
  recordType: caseRecordTypeSchema,
  submitterContactInfo: rbpFormSubmitterSchema
    .nullish()
    .transform(
      (value) => value ?? { firstName: '', lastName: '', companyName: '', phoneNumber: '', emailAddress: '' },
    ),
  memberId: caseTextSchema(max.id),
  firstName: caseTextSchema(max.name),
  lastName: caseTextSchema(max.name),
  dateOfBirth: sentDateSchema,
  phone: optionalCasePhoneSchema,
  email: optionalCaseEmailSchema,
  address: caseTextSchema(max.address),
  city: caseTextSchema(max.city),
  state: caseTextSchema(max.state),
  zip: optionalCaseZipSchema,
  planname: caseTextSchema(max.shortText),
  groupid: caseTextSchema(max.id).transform((value) => value.toUpperCase()),
  tpaName: caseTextSchema(max.shortText),
  additionalComment: caseTextSchema(max.comment),
  newPatient: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  typeOfAccessIssue: z
    .enum(accessIssueTypeValues)
    .or(z.literal(''))
    .nullish()
    .transform((value) => value ?? ''),
  patientSeenFor: caseTextSchema(max.comment),
  reasonForAccessIssue: caseTextSchema(max.reasons),
  isReasonForAccessIssueOthers: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  scheduledDateOfService: sentDateSchema,
  timeOfAppointment: caseTextSchema(max.time),
  description: providerDescriptionSchema
    .nullish()
    .transform((value) => value ?? providerDescriptionSchema.parse({})),
  /** Beyond the spec (issue 35): an Appeal's urgency, which sets its legal clock. */
  appealUrgency: appealUrgencySchema,
});
export type RbpFormFields = z.input<typeof rbpFormFieldsSchema>;
export type RbpFormFieldsParsed = z.output<typeof rbpFormFieldsSchema>;

/**
 * `POST /api/createRbpFormCase` body: the form's fields plus `token`, the captcha answer (the
 * ALTCHA widget's payload or the reCAPTCHA response). A missing token answers 400 'Please
 * complete the reCAPTCHA.'.
 */
export const rbpFormCaseBodySchema = rbpFormFieldsSchema.extend({
  token: z
    .string()
    .max(8192)
    .nullish()
    .transform((value) => value ?? ''),
});
export type RbpFormCaseBody = z.input<typeof rbpFormCaseBodySchema>;

/** Endpoints of the public case form (cases spec §7; docs/decisions/0062, 0063). */
export const rbpFormEndpoints = {
  createRbpFormCase: defineEndpoint({
    ...rbpFormRoutes.createRbpFormCase,
    errorStatuses: [429],
    summary:
      'Files a case from the public form (no sign-in): captcha verified once, every public-form rule per type; sets a short-lived cookie that lets this browser upload the files. Limited per address.',
    body: rbpFormCaseBodySchema,
    reply: createCaseReplySchema,
  }),
  uploadAttachmentRbpForms: defineEndpoint({
    ...rbpFormRoutes.uploadAttachmentRbpForms,
    errorStatuses: [429],
    summary:
      'Multipart caseID, contentLocation, title, files: attaches files to the public case this browser created in the last 30 minutes (all or nothing; png, jpg, jpeg, pdf, doc, docx by content).',
    reply: uploadAttachmentReplySchema,
  }),
} as const;
