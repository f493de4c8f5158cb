import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { priceEstimatesRoutes } from './routes.js';
import {
  estimateCodeTypes,
  estimateMessages,
  estimateSorts,
  estimatesPageMax,
  normalizeEstimateCode,
  riskLevels,
  unavailableReasons,
} from './rules.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Radius bounds and default, miles: Provider Search's (cases spec §9, decision 0004). */
const radius = { min: 0, max: 100, default: 25 } as const;

/**
 * `GET /api/price-estimates` query (issue 33): `codeType` DRG, APC or HCPCS and `code` (padded as
 * the CMS files write it, `89` → `0089`); `zip` 5 digits and `radius` whole miles 0–100 (default
 * 25, Provider Search's rules); `planID` one plan the caller may see (default: his first by name;
 * 403 for another); `sort` memberCost, allowed, distance or risk (default memberCost); `risk` a
 * comma-joined list of risk levels to keep (default all); `page` 1-based, 20 providers a page.
 * Bad values answer 400 with a message per field.
 */
export const priceEstimatesQuerySchema = z
  .object({
    codeType: z.enum(estimateCodeTypes, { error: estimateMessages.codeType }),
    code: z.string({ error: estimateMessages.code }).max(20, estimateMessages.code),
    zip: z
      .string({ error: estimateMessages.zipRequired })
      .min(1, estimateMessages.zipRequired)
      .regex(/^\d{5}$/, estimateMessages.zip),
    radius: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: estimateMessages.radius })
        .int(estimateMessages.radius)
        .min(radius.min, estimateMessages.radius)
        .max(radius.max, estimateMessages.radius)
        .default(radius.default),
    ),
    planID: z.preprocess(emptyToUndefined, z.string().max(100, estimateMessages.planNotVisible).optional()),
    sort: z.preprocess(
      emptyToUndefined,
      z.enum(estimateSorts, { error: estimateMessages.sort }).default('memberCost'),
    ),
    risk: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .max(100, estimateMessages.risk)
        .transform((value) => value.split(',').map((part) => part.trim()))
        .pipe(z.array(z.enum(riskLevels, { error: estimateMessages.risk })).min(1, estimateMessages.risk))
        .optional(),
    ),
    page: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: estimateMessages.page })
        .int(estimateMessages.page)
        .min(1, estimateMessages.page)
        .max(estimatesPageMax, estimateMessages.page)
        .default(1),
    ),
  })
  .transform((query, context) => {
    const code = normalizeEstimateCode(query.codeType, query.code);
    if (code === null) {
      context.addIssue({ code: 'custom', path: ['code'], message: estimateMessages.code });
      return z.NEVER;
    }
    return { ...query, code };
  });
export type PriceEstimatesQuery = z.input<typeof priceEstimatesQuerySchema>;
export type PriceEstimatesParams = z.output<typeof priceEstimatesQuerySchema>;

/** `GET /api/price-estimates/procedures` query: `search`, plain words or a code (empty: all). */
export const estimateProceduresQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().max(100, estimateMessages.search).optional()),
});

/** One catalogue entry (see `estimateProcedures`). */
export const estimateProcedureSchema = z.object({
  codeType: z.enum(estimateCodeTypes),
  code: z.string(),
  claimType: z.enum(['inpatient', 'outpatient', 'professional']),
  name: z.string(),
  keywords: z.array(z.string()).readonly(),
});

/** The catalogue entries that match the search, in catalogue order. */
export const estimateProceduresReplySchema = z.object({ procedures: z.array(estimateProcedureSchema) });
export type EstimateProceduresReply = z.infer<typeof estimateProceduresReplySchema>;

/**
 * One provider's card. `providerKind` hospital (`providerId` its CCN) or professional (its NPI);
 * `npi` the NPI the provider-experience list knows it by (a hospital's organization NPI from CMS
 * Hospital Enrollments; null when none); `experience` its provider-experience label for the plan
 * (Contracted, Caution, Not Recommended; null when it has none). `distanceMiles` great-circle
 * between zip centroids, 0.1 mile. `quality` the newest HVBP total performance score (points)
 * with its fiscal year; null when not scored. Figures: `dataYear` and `sourceFiles` of the CMS
 * figure, `count` its discharges or services, `billed` and `medicareEquivalent` per case (USD),
 * then the estimate (USD to the cent, null when `unavailableReason` says why; never 0 for a gap).
 */
export const providerEstimateSchema = z.object({
  providerId: z.string(),
  providerKind: z.enum(['hospital', 'professional']),
  npi: z.string().nullable(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  distanceMiles: z.number(),
  experience: z.string().nullable(),
  quality: z.object({ score: z.number(), fiscalYear: z.number().int(), sourceFile: z.string() }).nullable(),
  dataYear: z.number().int().nullable(),
  sourceFiles: z.array(z.string()),
  count: z.number().int().nullable(),
  billed: z.number().nullable(),
  medicareEquivalent: z.number().nullable(),
  multiple: z.number().nullable(),
  allowed: z.number().nullable(),
  deductible: z.number().nullable(),
  coinsurance: z.number().nullable(),
  copay: z.number().nullable(),
  memberCost: z.number().nullable(),
  planPays: z.number().nullable(),
  aboveAllowed: z.number().nullable(),
  billedOverAllowed: z.number().nullable(),
  risk: z.enum(riskLevels),
  riskLabel: z.string(),
  unavailableReason: z.enum(unavailableReasons).nullable(),
  unavailableText: z.string().nullable(),
  staleWarning: z.string().nullable(),
});
export type ProviderEstimateCard = z.infer<typeof providerEstimateSchema>;

const remainingSchema = z.object({ limit: z.number(), remaining: z.number() }).nullable();

/**
 * The estimates of one page. `procedure` the code with its catalogue name (null when not listed)
 * and the CMS description; `plan` the plan and plan year priced, with the design's multiple for
 * the claim type, coinsurance and copay (null without a design); `plans` the plans the caller may
 * choose; `accumulators` the deductible and out-of-pocket left for the member and his family
 * (`applied` false for staff, who estimate as at the start of a plan year); `riskCounts` per risk
 * level over every provider in the radius, before the risk filter; `total` providers after it.
 */
export const priceEstimatesReplySchema = z.object({
  procedure: z.object({
    codeType: z.enum(estimateCodeTypes),
    code: z.string(),
    claimType: z.enum(['inpatient', 'outpatient', 'professional']),
    name: z.string().nullable(),
    description: z.string().nullable(),
  }),
  plan: z.object({
    id: z.string(),
    name: z.string(),
    planYear: z.number().int(),
    hasDesign: z.boolean(),
    multiple: z.number().nullable(),
    coinsurancePercent: z.number().nullable(),
    isSynthetic: z.boolean(),
  }),
  plans: z.array(z.object({ id: z.string(), name: z.string() })),
  accumulators: z.object({
    applied: z.boolean(),
    deductible: remainingSchema,
    outOfPocket: remainingSchema,
    familyDeductible: remainingSchema,
    familyOutOfPocket: remainingSchema,
  }),
  zip: z.object({ zip: z.string(), city: z.string().nullable(), state: z.string().nullable() }),
  radius: z.number().int(),
  sort: z.enum(estimateSorts),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  riskCounts: z.object({
    low: z.number().int(),
    moderate: z.number().int(),
    high: z.number().int(),
    veryHigh: z.number().int(),
    unknown: z.number().int(),
  }),
  providers: z.array(providerEstimateSchema),
  notices: z.array(z.string()),
});
export type PriceEstimatesReply = z.infer<typeof priceEstimatesReplySchema>;

/** The price-estimate endpoints (issue 33, docs/decisions/0115). */
export const priceEstimatesEndpoints = {
  listPriceEstimates: defineEndpoint({
    ...priceEstimatesRoutes.listPriceEstimates,
    summary:
      "Price estimates before care (29 CFR 2590.715-2715A(b)): for a DRG, APC or HCPCS code, each hospital or professional within the radius of a zip with the plan's allowed amount (the CMS Medicare figure × the plan's multiple), the provider's average billed charge, billed ÷ allowed as a balance-bill risk, the member's estimated cost share from the benefit design and his accumulators, and what the plan pays; 'unavailable' where the CMS file has no figure or fewer than 11 cases, and a warning on figures over five years old. 400 for a bad code, zip or radius; 403 for a plan the caller may not see.",
    querystring: priceEstimatesQuerySchema,
    reply: priceEstimatesReplySchema,
    errorStatuses: [],
  }),
  listEstimateProcedures: defineEndpoint({
    ...priceEstimatesRoutes.listEstimateProcedures,
    summary:
      'The catalogue of common shoppable procedures in plain words with the DRG, APC or HCPCS code each is priced by, matching the search text (plain words or the start of a code).',
    querystring: estimateProceduresQuerySchema,
    reply: estimateProceduresReplySchema,
  }),
  getPriceCheckPdf: defineEndpoint({
    ...priceEstimatesRoutes.getPriceCheckPdf,
    summary:
      "The price check on paper (45 CFR 147.211(b)(2)): the first 20 providers of the same query (sort and risk filter kept, page ignored) as a tagged PDF download (price-check.pdf) with each figure's CMS file and data year, the plan's design and the member's accumulators, and the notices. Opened from a plain link, so no X-CSRF-Token is asked. Each download is on the audit trail (price_estimate.printed).",
    querystring: priceEstimatesQuerySchema,
    reply: z.string(),
    replyMediaType: 'application/pdf',
    errorStatuses: [503],
  }),
} as const;
