import { z } from 'zod';
import {
  caseRecordTypeSchema,
  caseTextSchema,
  requiredCaseTextSchema,
} from '../shared/case-field-schemas.js';
import {
  caseDateOfBirthProblem,
  caseFieldMaxLengths as max,
  caseFieldMessages,
} from '../shared/case-fields.js';
import { appealUrgencySchema } from '../shared/appeal-urgency-schema.js';
import { createCaseReplySchema } from '../shared/case-replies.js';
import { defineEndpoint } from '../shared/endpoint.js';
import {
  caseContactShape,
  caseProviderInfoShape,
  caseSubmitterContactSchema,
  newPatientSchema,
  providerFormProblems,
} from './case-payload.js';
import {
  caseDetailReplySchema,
  caseListQuerySchema,
  caseListReplySchema,
  caseParamsSchema,
} from './contract.js';
import { clientCaseRoutes } from './routes.js';

/** A master plan a client user works with (cases spec §3 Plan: id and name). */
export const masterPlanSchema = z.object({ id: z.string(), name: z.string() });
export type MasterPlan = z.infer<typeof masterPlanSchema>;

/** `GET /api/getClientCases` query: the member list filters plus `masterplanID` (cases spec §7). */
export const clientCaseListQuerySchema = caseListQuerySchema.extend({
  masterplanID: z.preprocess((value) => (value === '' ? undefined : value), z.string().max(100).optional()),
});
export type ClientCaseListQuery = z.infer<typeof clientCaseListQuerySchema>;

/**
 * `GET /api/clientMemberDetail` query (cases spec §5 client mode, §7): Patient ID (trimmed,
 * upper-cased), Patient Name (split on its first space into first and last name), date of birth
 * (`YYYY-MM-DD`), and optionally the master plan to search in.
 */
export const clientMemberDetailQuerySchema = z.object({
  patientID: requiredCaseTextSchema(max.id),
  patientName: requiredCaseTextSchema(max.name * 2),
  patientDoB: requiredCaseTextSchema(40),
  masterplanid: z.preprocess((value) => (value === '' ? undefined : value), z.string().max(100).optional()),
});

/**
 * `GET /api/clientMemberDetail` reply (the spec shows no shape; docs/decisions/0065): the patient
 * found on one of the client's plans, with the fields the form then shows and sends.
 */
export const clientMemberDetailSchema = z.object({
  memberId: z.string(),
  patientid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  groupid: z.string(),
  planname: z.string(),
  masterplanID: z.string(),
});
export type ClientMemberDetail = z.infer<typeof clientMemberDetailSchema>;

/**
 * `POST /api/createClientCase` body (cases spec §3, §5 client mode, §7): the submitter contact,
 * the patient (member ID, first and last name, date of birth: must match a member of one of the
 * client's plans), his contact fields, `newPatient` for Access Issue, the provider info and
 * `description` {planname, groupid, tpaName}, required for every client case (spec §5 Upload and
 * Provider form). Appeal needs documents: the web uploads them right after the create.
 */
export const clientCaseBodySchema = z
  .object({
    recordType: caseRecordTypeSchema,
    submitterContactInfo: caseSubmitterContactSchema,
    memberId: requiredCaseTextSchema(max.id).transform((value) => value.toUpperCase()),
    firstName: requiredCaseTextSchema(max.name),
    lastName: requiredCaseTextSchema(max.name),
    dateOfBirth: z.string().trim().max(40, caseFieldMessages.invalidDate),
    ...caseContactShape,
    preferredMethodOfContact: caseContactShape.preferredMethodOfContact.nullish(),
    address: requiredCaseTextSchema(max.address),
    city: requiredCaseTextSchema(max.city),
    state: requiredCaseTextSchema(max.state),
    newPatient: newPatientSchema,
    masterplanID: caseTextSchema(100),
    /** Beyond the spec (issue 35): an Appeal's urgency, which sets its legal clock. */
    appealUrgency: appealUrgencySchema,
    ...caseProviderInfoShape,
  })
  .superRefine((body, ctx) => {
    const dobProblem = caseDateOfBirthProblem(body.dateOfBirth, new Date());
    if (dobProblem !== null) ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: dobProblem });
    if (body.recordType === 'AccessIssue' && body.newPatient === null) {
      ctx.addIssue({ code: 'custom', path: ['newPatient'], message: caseFieldMessages.required });
    }
    const problems = providerFormProblems(body.recordType, body, { client: true });
    if (body.recordType === 'BalanceBill') {
      for (const field of ['planname', 'groupid', 'tpaName'] as const) {
        if ((body.description?.[field] ?? '') === '') {
          problems.push({ path: `description.${field}`, message: caseFieldMessages.required });
        }
      }
    }
    for (const problem of problems) {
      ctx.addIssue({ code: 'custom', path: problem.path.split('.'), message: problem.message });
    }
  });
export type ClientCaseBody = z.input<typeof clientCaseBodySchema>;
export type ClientCaseInput = z.output<typeof clientCaseBodySchema>;

/** Client case endpoints (cases spec §6 client roles, §7; issue 4 items 3, 7). */
export const clientCaseEndpoints = {
  createClientCase: defineEndpoint({
    ...clientCaseRoutes.createClientCase,
    summary: "Files a case for a member of one of the client's plans (casesubmissionclient).",
    body: clientCaseBodySchema,
    reply: createCaseReplySchema,
  }),
  getClientCases: defineEndpoint({
    ...clientCaseRoutes.getClientCases,
    summary: "The cases of the client's plans (or of one master plan), filtered, newest first.",
    querystring: clientCaseListQuerySchema,
    reply: caseListReplySchema,
  }),
  getClientCase: defineEndpoint({
    ...clientCaseRoutes.getClientCase,
    summary: "One case of the client's plans, with attachments and status history; else 404.",
    params: caseParamsSchema,
    reply: caseDetailReplySchema,
  }),
  getClientMemberDetail: defineEndpoint({
    ...clientCaseRoutes.getClientMemberDetail,
    summary: "Finds a patient on the client's plans by Patient ID, name and date of birth.",
    querystring: clientMemberDetailQuerySchema,
    reply: clientMemberDetailSchema,
  }),
  getMasterPlans: defineEndpoint({
    ...clientCaseRoutes.getMasterPlans,
    summary: "The client's master plans (id and name).",
    reply: z.array(masterPlanSchema),
  }),
  masterPlans: defineEndpoint({
    ...clientCaseRoutes.masterPlans,
    summary: "The client's master plans (id and name); same as get-masterPlans.",
    reply: z.array(masterPlanSchema),
  }),
} as const;
