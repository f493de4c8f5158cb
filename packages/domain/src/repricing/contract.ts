import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { repricingRoutes } from './routes.js';
import {
  repricingFilterMaxLength,
  repricingMessages,
  repricingPageMax,
  repricingPageSizes,
  repricingSortFields,
} from './rules.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const filterText = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(repricingFilterMaxLength, repricingMessages.tooLong).optional(),
);

/**
 * Search of the repriced-claims work list, every field optional and combined with AND:
 * `claimId` part of a claim id (either case; issue 31 item 17); `member` part of a member id or
 * patient name; `provider` part of a provider's name, or its NPI or CCN; `planId` one plan.
 * `page` is 1-based, `pageSize` one of `repricingPageSizes` (25 by default). `sort` one of
 * `repricingSortFields` (default `receivedOn`), `direction` `desc` (default) or `asc`, ties by
 * claim id. `format=csv` answers every match as a CSV file instead of the JSON page.
 */
export const repricingQuerySchema = z.object({
  claimId: filterText,
  member: filterText,
  provider: filterText,
  planId: filterText,
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(repricingSortFields, { error: repricingMessages.sort }).default('receivedOn'),
  ),
  direction: z.preprocess(
    emptyToUndefined,
    z.enum(['asc', 'desc'], { error: "direction must be 'asc' or 'desc'" }).default('desc'),
  ),
  format: z.preprocess(
    emptyToUndefined,
    z.enum(['json', 'csv'], { error: "format must be 'json' or 'csv'" }).default('json'),
  ),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: repricingMessages.page })
      .int(repricingMessages.page)
      .min(1, repricingMessages.page)
      .max(repricingPageMax, repricingMessages.page)
      .default(1),
  ),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: repricingMessages.pageSize })
      .refine(
        (value) => (repricingPageSizes as readonly number[]).includes(value),
        repricingMessages.pageSize,
      )
      .default(repricingPageSizes[0]),
  ),
});
export type RepricingQuery = z.input<typeof repricingQuerySchema>;

/**
 * One repriced claim of the work list. Amounts are US dollars: `billed` the provider's charge,
 * `medicareEquivalent` what Medicare would allow, `allowed` the plan's price (Medicare equivalent ×
 * the plan's multiple, at most billed), `savings` billed − allowed. Dates YYYY-MM-DD.
 */
export const repricedClaimSchema = z.object({
  claimId: z.string(),
  planId: z.string(),
  planName: z.string(),
  memberId: z.string(),
  patientName: z.string(),
  providerName: z.string(),
  providerNpi: z.string().nullable(),
  providerCcn: z.string().nullable(),
  claimType: z.enum(['inpatient', 'outpatient', 'professional']),
  codeType: z.string().nullable(),
  code: z.string().nullable(),
  serviceDateFrom: z.string(),
  serviceDateTo: z.string(),
  receivedOn: z.string(),
  billed: z.number(),
  medicareEquivalent: z.number(),
  allowed: z.number(),
  savings: z.number(),
  isSynthetic: z.boolean(),
});
export type RepricedClaim = z.infer<typeof repricedClaimSchema>;

/** One page of the work list, how many claims match in all, and the plans to filter by. */
export const repricedClaimsPageSchema = z.object({
  claims: z.array(repricedClaimSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  plans: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type RepricedClaimsPage = z.infer<typeof repricedClaimsPageSchema>;

/** The repriced-claims endpoint (issue 19 item 5, docs/decisions/0105 "Repricing"). */
export const repricingEndpoints = {
  listRepricedClaims: defineEndpoint({
    ...repricingRoutes.listRepricedClaims,
    summary:
      'The repriced-claims work list of the Claims site (claims-admin, claims-contractsuperadmin): search by claim id, member, provider and plan, paged on the server; billed, Medicare equivalent, allowed and savings of each claim.',
    querystring: repricingQuerySchema,
    reply: repricedClaimsPageSchema,
    // format=csv answers the export instead of the JSON page.
    replyMediaType: ['application/json', 'text/csv'],
  }),
} as const;
