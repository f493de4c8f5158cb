import { z } from 'zod';
import { caseClockEventSchema, caseClockExtensionBodySchema, caseClockSchema } from './clock-contract.js';
import { caseDueFilters } from './clock-values.js';
import { createCaseReplySchema, uploadedAttachmentSchema } from '../shared/case-replies.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { memberCaseBodySchema } from './case-payload.js';
import { caseRoutes } from './routes.js';
import { caseStatuses, caseStatusFilters, caseTypeFilters } from './rules.js';

/**
 * A case as listed (cases spec §3 "Case as listed", CRM field names), plus `statusLabel`: the
 * display status the server computed (cases spec §4: 'Opened', 'Processing', 'Closed' or 'Waiting
 * for information'). Amounts are USD; `CreatedDate` is ISO-8601 UTC; `Claim_DOS_*` are
 * `YYYY-MM-DD`. `Hospital__r` describes the provider or facility of the case. Beyond the spec,
 * `clock`: when the case is due and where its clock stands (issue 35, docs/decisions/0117).
 */
export const caseRecordSchema = z.object({
  id: z.string(),
  CaseNumber: z.string(),
  CreatedDate: z.string(),
  Status: z.string().nullable(),
  Status_Description__c: z.string().nullable(),
  statusLabel: z.string(),
  statusDetailLabel: z.string().nullable(),
  RecordType: z.object({ Name: z.string() }),
  First_Name__c: z.string().nullable(),
  Last_Name__c: z.string().nullable(),
  Member_ID__c: z.string().nullable(),
  Hospital__r: z
    .object({
      Name: z.string().nullable(),
      ShippingStreet: z.string().nullable(),
      ShippingCity: z.string().nullable(),
      ShippingPostalCode: z.string().nullable(),
      ShippingStateCode: z.string().nullable(),
    })
    .nullable(),
  Plan_Name__r: z.object({ Name: z.string() }).nullable(),
  PSS__r: z.object({ Email: z.string() }).nullable(),
  CSS__r: z.object({ Email: z.string() }).nullable(),
  Total_Billed_Charges__c: z.number().nullable().describe('USD'),
  Balance_Bill_Amount_Calc__c: z.number().nullable().describe('USD'),
  Claim_DOS_From__c: z.string().nullable(),
  Claim_DOS_To__c: z.string().nullable(),
  Number_of_Claims_in_Case__c: z.number().nullable(),
  clock: caseClockSchema
    .optional()
    .describe('When the case is due (issue 35); left out before its clock is set.'),
});
export type CaseRecord = z.infer<typeof caseRecordSchema>;

/** An attachment of a case as the detail lists it; download it at `caseRoutes.getCaseAttachment`. */
export const caseAttachmentSchema = uploadedAttachmentSchema.extend({
  createdAt: z.string(),
});
export type CaseAttachment = z.infer<typeof caseAttachmentSchema>;

/** One status change of a case (issue 4 item 6), without who made it. */
export const caseStatusChangeSchema = z.object({
  status: z.string(),
  statusDetail: z.string().nullable(),
  statusLabel: z.string(),
  statusDetailLabel: z.string().nullable(),
  changedAt: z.string(),
});

/**
 * A case with its attachments and status history (`GET /api/case/:id`, `GET /api/clientCase/:id`),
 * and, beyond the spec, `claimID`: the claim the case was filed from (issue 32 item 6,
 * docs/decisions/0114; its EOB is `/claims/<claimID>`), left out when there is none.
 */
export const caseDetailSchema = caseRecordSchema.extend({
  attachments: z.array(caseAttachmentSchema),
  statusHistory: z.array(caseStatusChangeSchema),
  claimID: z.string().optional().describe('The claim the case was filed from, when it was.'),
  clockHistory: z
    .array(caseClockEventSchema)
    .optional()
    .describe("The clock's pauses, resumptions and extension, oldest first (issue 35)."),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** `GET /api/getCases` reply: the cases, newest first by `CreatedDate` (cases spec §3, §7). */
export const caseListReplySchema = z.object({ records: z.array(caseRecordSchema) });
export type CaseListReply = z.infer<typeof caseListReplySchema>;

/** `GET /api/case/:id` reply: `records` holds the one case (cases spec §7). */
export const caseDetailReplySchema = z.object({ records: z.array(caseDetailSchema) });
export type CaseDetailReply = z.infer<typeof caseDetailReplySchema>;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * `GET /api/getCases` query (cases spec §3 Case filter, §6, §7): `q` free text (case number,
 * names, member ID, provider name or city), `type` a record type or All, `createdDate`
 * (`YYYY-MM-DD`: cases created on that UTC day; docs/decisions/0050), `status` a status label
 * or All. Empty values mean no filter. Beyond the spec (issue 35): `due` ('due-soon' or
 * 'overdue': running clocks at the time of the request) and `sort` ('due': soonest due first).
 */
export const caseListQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  type: z.preprocess(
    emptyToUndefined,
    z.enum(caseTypeFilters.map((f) => f.value) as [string, ...string[]]).optional(),
  ),
  createdDate: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a valid date')
      .optional(),
  ),
  status: z.preprocess(
    emptyToUndefined,
    z.enum(caseStatusFilters.map((f) => f.value) as [string, ...string[]]).optional(),
  ),
  due: z.preprocess(
    emptyToUndefined,
    z.enum(caseDueFilters, { error: "Due must be 'due-soon' or 'overdue'." }).optional(),
  ),
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(['due', 'created'], { error: "Sort must be 'due' or 'created'." }).optional(),
  ),
});
export type CaseListQuery = z.infer<typeof caseListQuerySchema>;

/** `id` path parameter of a case. */
export const caseParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** Path parameters of an attachment download. */
export const caseAttachmentParamsSchema = z.object({
  id: z.string().min(1).max(100),
  attachmentId: z.string().min(1).max(100),
});

/** `GET /api/sfCaseStatus` query (cases spec §7). */
export const caseStatusLabelQuerySchema = z.object({
  casetype: z.string().max(100).optional(),
  status: z.string().max(100).optional(),
  statusdetail: z.string().max(100).optional(),
});
/** `GET /api/sfCaseStatus` reply: the labels to show (cases spec §4, §7). */
export const caseStatusLabelReplySchema = z.object({
  statuslabel: z.string(),
  statusdetaillabel: z.string().nullable(),
});
export type CaseStatusLabelReply = z.infer<typeof caseStatusLabelReplySchema>;

/**
 * `PUT /api/cases/:id/status` body (issue 4 item 6): `statusDetail` is required for Processing
 * and must be one of `caseStatusDetails[status]` (docs/decisions/0053).
 */
export const setCaseStatusBodySchema = z.object({
  status: z.enum(caseStatuses),
  statusDetail: z.string().trim().max(100).nullish(),
});
export type SetCaseStatusBody = z.infer<typeof setCaseStatusBodySchema>;

/** Member case endpoints and the staff status change (cases spec §7; issue 4 items 2, 5, 6). */
export const caseEndpoints = {
  createCase: defineEndpoint({
    ...caseRoutes.createCase,
    summary:
      'Files a case for the signed-in member or one of his dependents (case members; Appeal is client-only).',
    body: memberCaseBodySchema,
    reply: createCaseReplySchema,
  }),
  getCases: defineEndpoint({
    ...caseRoutes.getCases,
    summary: "The signed-in member's and his dependents' cases, filtered, newest first.",
    querystring: caseListQuerySchema,
    reply: caseListReplySchema,
  }),
  getCase: defineEndpoint({
    ...caseRoutes.getCase,
    summary: 'One case of the member or his dependents, with attachments and status history; else 404.',
    params: caseParamsSchema,
    reply: caseDetailReplySchema,
  }),
  getCaseStatusLabels: defineEndpoint({
    ...caseRoutes.getCaseStatusLabels,
    summary: 'The status label and status detail label to show for a case type, status and detail.',
    querystring: caseStatusLabelQuerySchema,
    reply: caseStatusLabelReplySchema,
  }),
  setCaseStatus: defineEndpoint({
    ...caseRoutes.setCaseStatus,
    summary: 'Moves a case to Intake, Opened, Processing (with a detail) or Closed (medivi-admin only).',
    params: caseParamsSchema,
    body: setCaseStatusBodySchema,
    reply: caseRecordSchema,
  }),
  extendCaseClock: defineEndpoint({
    ...caseRoutes.extendCaseClock,
    summary:
      "Takes the one extension of a case's clock, with the reason the member is told (medivi-admin only; 409 when the rule allows none, it was taken, or the case is closed).",
    params: caseParamsSchema,
    body: caseClockExtensionBodySchema,
    reply: caseRecordSchema,
  }),
} as const;
