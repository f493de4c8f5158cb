import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { memberClaimsRoutes } from './member-claims-routes.js';
import { emptyToUndefined, optionalId } from './member-claims-query-fields.js';
import { memberClaimsMessages, memberClaimsYearMax, memberClaimsYearMin } from './member-claims-rules.js';
import { planBenefitDesignSchema } from './plan-design.js';

const planYear = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: memberClaimsMessages.year })
    .int(memberClaimsMessages.year)
    .min(memberClaimsYearMin, memberClaimsMessages.year)
    .max(memberClaimsYearMax, memberClaimsMessages.year)
    .optional(),
);

/**
 * `GET /api/member/plan-design` query: `planID` one plan the caller may see (default: the first of
 * his plans by name; 404 for another), `year` the plan year (the calendar year it starts in;
 * default: the plan year of today).
 */
export const memberPlanDesignQuerySchema = z.object({ planID: optionalId, year: planYear });
export type MemberPlanDesignQuery = z.input<typeof memberPlanDesignQuerySchema>;

/**
 * `GET /api/member/accumulators` query: the plan and year as `memberPlanDesignQuerySchema`, and
 * `memberID`, the family to count. A member leaves it out (his family is his own; when he gives
 * it, it must be one of the people he sees there). Client staff must give it (400 without): the
 * member id of the family's subscriber on the plan, or of anyone in that family, which names the
 * same family; 404 when no such member is on a plan they are assigned. Without `planID`, client
 * staff get the first of their plans (by name) that has that member.
 */
export const memberAccumulatorsQuerySchema = memberPlanDesignQuerySchema.extend({ memberID: optionalId });
export type MemberAccumulatorsQuery = z.input<typeof memberAccumulatorsQuerySchema>;

/** One accumulator, USD: the limit (null without a design), used, and remaining (≥ 0, or null). */
export const memberAccumulatorSchema = z.object({
  limit: z.number().nullable(),
  used: z.number(),
  remaining: z.number().nullable(),
});

const accumulatorPairSchema = z.object({
  deductible: memberAccumulatorSchema,
  outOfPocket: memberAccumulatorSchema,
});

/**
 * A plan's benefit design for one plan year (`from`–`to`, `YYYY-MM-DD` inclusive), read-only for
 * members and client staff (issue 32 item 1): `design` null when the plan has none for that year.
 */
export const memberPlanDesignSchema = z.object({
  planID: z.string(),
  planName: z.string(),
  planYear: z.number().int(),
  from: z.string(),
  to: z.string(),
  design: planBenefitDesignSchema.nullable(),
});
export type MemberPlanDesign = z.infer<typeof memberPlanDesignSchema>;

/**
 * A family's accumulators for a plan year (`from`–`to`, `YYYY-MM-DD` inclusive): the design (null
 * when the plan has none for that year, and then every limit is null); `subscriberMemberId`, the
 * member id of the family's subscriber; a row for each person of the family the caller may see
 * (a member: himself and his dependents under 18, only himself with 'Limited Access'; client
 * staff: everyone of the family), with his deductible and out-of-pocket used and remaining; and the
 * family's, which count every claim of the family on the plan that year (an adult dependent's
 * included, though he has no row). Denied claims count nothing.
 */
export const memberAccumulatorsSchema = z.object({
  planID: z.string(),
  planYear: z.number().int(),
  from: z.string(),
  to: z.string(),
  design: planBenefitDesignSchema.nullable(),
  subscriberMemberId: z.string(),
  individuals: z.array(accumulatorPairSchema.extend({ memberId: z.string(), name: z.string() })),
  family: accumulatorPairSchema,
});
export type MemberAccumulators = z.infer<typeof memberAccumulatorsSchema>;

/** The accumulators and the plan's benefit design (issue 32 items 1 and 4, docs/decisions/0114 "API"). */
export const memberAccumulatorsEndpoints = {
  getMemberAccumulators: defineEndpoint({
    ...memberClaimsRoutes.getMemberAccumulators,
    summary:
      "One family's accumulators for a plan year: deductible and out-of-pocket limit, used and remaining for each person of the family the caller may see and for the whole family (every claim of the family on the plan that year, adult dependents' included; denied claims count nothing), with the plan's benefit design (null when it has none for the year). A member gets his own family; client staff name it by memberID (required for them: 400 without). 404 for a plan, or a member, the caller may not see.",
    querystring: memberAccumulatorsQuerySchema,
    reply: memberAccumulatorsSchema,
    errorStatuses: [404],
  }),
  getMemberPlanDesign: defineEndpoint({
    ...memberClaimsRoutes.getMemberPlanDesign,
    summary:
      "A plan's benefit design for a plan year, read-only (Medicare multiples, deductible and out-of-pocket maximum for a person and a family, coinsurance, copays; null when the plan has none for the year), for members and client staff on the plans whose claims they may see. 404 for another plan.",
    querystring: memberPlanDesignQuerySchema,
    reply: memberPlanDesignSchema,
    errorStatuses: [404],
  }),
} as const;
