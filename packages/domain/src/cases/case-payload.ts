import { z } from 'zod';
import {
  accessIssueTypeValues,
  caseFieldMaxLengths as max,
  caseFieldMessages,
  preferredContactMethods,
} from '../shared/case-fields.js';
import {
  caseEmailSchema,
  casePhoneSchema,
  caseRecordTypeSchema,
  caseTextSchema,
  caseZipSchema,
  optionalServiceDateSchema,
  type ProviderDescription,
  providerDescriptionSchema,
  requiredCaseTextSchema,
} from '../shared/case-field-schemas.js';
import { caseMessages } from './rules.js';

/**
 * The member's case payload and the parts of it the member and client create calls share (cases
 * spec §3 Member info, Provider info, Case payload; §5), built from the field schemas in
 * shared/case-field-schemas.ts, which the public form shares too.
 */

/** `newPatient`: 'new'/'existing' from the member form or a boolean from the public form (spec §3). */
export const newPatientSchema = z
  .union([z.boolean(), z.enum(['new', 'existing'])])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : value === true || value === 'new'));

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
 * eligibility record (docs/decisions/0050). `claimID` (optional, beyond the spec; issue 32 item 6,
 * docs/decisions/0114) files a Balance Bill from one of the caller's claims: the case takes the
 * claim's provider, dates of service and amounts, and the claim and case are linked; an empty value
 * means none. It is refused (400) on any other record type.
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
    claimID: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
  })
  .superRefine((body, ctx) => {
    if (body.claimID !== undefined && body.recordType !== 'BalanceBill') {
      ctx.addIssue({ code: 'custom', path: ['claimID'], message: caseMessages.claimBalanceBillOnly });
    }
    if (body.recordType === 'AccessIssue' && body.newPatient === null) {
      ctx.addIssue({ code: 'custom', path: ['newPatient'], message: caseFieldMessages.required });
    }
    for (const problem of providerFormProblems(body.recordType, body, { client: false })) {
      ctx.addIssue({ code: 'custom', path: problem.path.split('.'), message: problem.message });
    }
  });
export type MemberCaseBody = z.input<typeof memberCaseBodySchema>;
export type MemberCaseInput = z.output<typeof memberCaseBodySchema>;
