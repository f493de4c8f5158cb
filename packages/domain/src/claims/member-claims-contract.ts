import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { memberClaimsRoutes } from './member-claims-routes.js';
import {
  isMemberClaimsDate,
  memberClaimRelationships,
  memberClaimStatuses,
  memberClaimsFilterMaxLength,
  memberClaimsIdMaxLength,
  memberClaimsMessages,
  memberClaimsPageMax,
  memberClaimsPageSizes,
} from './member-claims-rules.js';
import { emptyToUndefined, optionalId } from './member-claims-query-fields.js';
import { repricedClaimTypes } from './rules.js';

const optionalDate = z.preprocess(
  emptyToUndefined,
  z.string().trim().refine(isMemberClaimsDate, memberClaimsMessages.date).optional(),
);

/**
 * Filters of My Claims (`GET /api/member/claims`), every field optional and combined with AND:
 * `planID` one plan the caller may see (404 otherwise); `patient` the member id of a patient he may
 * see (a member: 404 for anyone else; client staff: any member id of their plans); `provider` part
 * of the provider's name or its whole NPI; `from`/`to` dates of service (`YYYY-MM-DD`, inclusive,
 * `to` not before `from`); `status` paid, denied or adjusted. `page` is 1-based, `pageSize` 10, 25
 * or 50 (10 by default). Bad values answer 400 with a message per field.
 */
export const memberClaimsQuerySchema = z
  .object({
    planID: optionalId,
    patient: optionalId,
    provider: z.preprocess(
      emptyToUndefined,
      z.string().trim().max(memberClaimsFilterMaxLength, memberClaimsMessages.tooLong).optional(),
    ),
    from: optionalDate,
    to: optionalDate,
    status: z.preprocess(
      emptyToUndefined,
      z.enum(memberClaimStatuses, { error: memberClaimsMessages.status }).optional(),
    ),
    page: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: memberClaimsMessages.page })
        .int(memberClaimsMessages.page)
        .min(1, memberClaimsMessages.page)
        .max(memberClaimsPageMax, memberClaimsMessages.page)
        .default(1),
    ),
    pageSize: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: memberClaimsMessages.pageSize })
        .refine(
          (value) => (memberClaimsPageSizes as readonly number[]).includes(value),
          memberClaimsMessages.pageSize,
        )
        .default(memberClaimsPageSizes[0]),
    ),
  })
  .superRefine((query, context) => {
    if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: memberClaimsMessages.toBeforeFrom });
    }
  });
export type MemberClaimsQuery = z.input<typeof memberClaimsQuerySchema>;

/** Path parameters of one claim: its claim id (as the claims file gives it, uppercase). */
export const memberClaimParamsSchema = z.object({
  claimID: z.string().min(1).max(memberClaimsIdMaxLength, memberClaimsMessages.idTooLong),
});

/**
 * One claim of My Claims. The patient is the claim's own patient (its subscriber when the claim
 * names none); `relationship` his relationship to the subscriber. Dates `YYYY-MM-DD`. Amounts US
 * dollars: `billed` the provider's charge, `allowed` the plan's price, `planPaid` what the plan
 * paid, `memberOwes` the member's share (deductible + coinsurance + copay).
 */
export const memberClaimSummarySchema = z.object({
  claimID: z.string(),
  planID: z.string(),
  planName: z.string(),
  patientMemberId: z.string(),
  patientName: z.string(),
  relationship: z.enum(memberClaimRelationships),
  providerName: z.string(),
  providerNpi: z.string().nullable(),
  serviceDateFrom: z.string(),
  serviceDateTo: z.string(),
  claimType: z.enum(repricedClaimTypes),
  status: z.enum(memberClaimStatuses),
  billed: z.number(),
  allowed: z.number(),
  planPaid: z.number(),
  memberOwes: z.number(),
  isSynthetic: z.boolean(),
});
export type MemberClaimSummary = z.infer<typeof memberClaimSummarySchema>;

/** A patient whose claims the caller may filter by. */
export const memberClaimPatientSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  relationship: z.enum(memberClaimRelationships),
});
export type MemberClaimPatient = z.infer<typeof memberClaimPatientSchema>;

/**
 * One page of My Claims, newest service first (ties by claim id), how many claims match in all,
 * the plans the caller may choose from and the patients he may filter by (a member: himself and
 * his dependents under 18; client staff: none listed, they type a member id).
 */
export const memberClaimsPageSchema = z.object({
  claims: z.array(memberClaimSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  plans: z.array(z.object({ id: z.string(), name: z.string() })),
  patients: z.array(memberClaimPatientSchema),
});
export type MemberClaimsPage = z.infer<typeof memberClaimsPageSchema>;

/** A case filed about a claim. */
export const memberClaimCaseSchema = z.object({
  caseId: z.string(),
  caseNumber: z.string(),
  status: z.string().nullable(),
});

/**
 * One claim's explanation of benefits: the summary with `medicareEquivalent` (what Medicare would
 * allow), `medicareMultiple` (the plan year's multiple for the claim type; null without a design),
 * the member's share in parts (`deductible`, `coinsurance`, `copay`), `balanceBillable` (billed −
 * allowed: what a provider could bill beyond the member's share, the amount a Balance Bill case is
 * about), the billing facts (CMS place-of-service code, billing class, billing NPI, EIN or null),
 * the code, the denial reason, `decidedOn` (the plan's decision day), `appealBy` (decision + 180
 * days for a denied claim, 29 CFR 2560.503-1(h)(3)(i); else null), the cases filed about it and
 * `explanation`, sentences in plain words. Amounts US dollars, dates `YYYY-MM-DD`.
 */
export const memberClaimDetailSchema = memberClaimSummarySchema.extend({
  medicareEquivalent: z.number(),
  medicareMultiple: z.number().nullable(),
  deductible: z.number(),
  coinsurance: z.number(),
  copay: z.number(),
  balanceBillable: z.number(),
  placeOfService: z.string().nullable(),
  billingClass: z.enum(['professional', 'institutional']).nullable(),
  billingProviderNpi: z.string().nullable(),
  billingProviderTin: z.string().nullable(),
  code: z.string().nullable(),
  codeType: z.string().nullable(),
  denialReason: z.string().nullable(),
  decidedOn: z.string(),
  appealBy: z.string().nullable(),
  cases: z.array(memberClaimCaseSchema),
  explanation: z.array(z.string()),
});
export type MemberClaimDetail = z.infer<typeof memberClaimDetailSchema>;

/**
 * The member claims endpoints (issue 32, docs/decisions/0114 "API"); the accumulators and the plan
 * design are `memberAccumulatorsEndpoints`.
 */
export const memberClaimsEndpoints = {
  listMemberClaims: defineEndpoint({
    ...memberClaimsRoutes.listMemberClaims,
    summary:
      "My Claims (casesmember: the member's own claims and his dependents' under 18; caseviewclient: every claim of the client's plans): filter by plan, patient, provider, dates of service and status, paged on the server, newest service first. 404 for a plan or patient the caller may not see.",
    querystring: memberClaimsQuerySchema,
    reply: memberClaimsPageSchema,
    errorStatuses: [404],
  }),
  getMemberClaim: defineEndpoint({
    ...memberClaimsRoutes.getMemberClaim,
    summary:
      "One claim's explanation of benefits: billed, Medicare equivalent × the plan's multiple, allowed, plan paid, the member's deductible, coinsurance and copay, what a provider could balance-bill, the appeal deadline of a denied claim, and the same in plain sentences. Another person's claim is 404. Each read is on the audit trail (claim.read).",
    params: memberClaimParamsSchema,
    reply: memberClaimDetailSchema,
  }),
  getMemberClaimEobPdf: defineEndpoint({
    ...memberClaimsRoutes.getMemberClaimEobPdf,
    summary:
      "One claim's explanation of benefits as a tagged PDF download (eob-<claimID>.pdf): plan, patient and member id, provider with billing NPI and TIN, dates, the claim line's figures (billed, Medicare equivalent × the plan's multiple, allowed, plan paid, deductible, coinsurance, copay, member owes, above the allowed amount), the plain sentences, a denied claim's reason and appeal deadline, and the notices (not a bill, the right to appeal, balance bills, demo data). The same claims as the JSON EOB: another person's claim is 404. Opened from a plain link, so no X-CSRF-Token is asked. Each download is on the audit trail (claim.eob_downloaded).",
    params: memberClaimParamsSchema,
    reply: z.string(),
    replyMediaType: 'application/pdf',
    errorStatuses: [503],
  }),
} as const;
