import { z } from 'zod';
import { serviceLevelCaseTypes } from '../shared/service-levels.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { serviceLevelRoutes } from './routes.js';
import { serviceLevelLimits as limits, serviceLevelMessages as messages } from './rules.js';

/** A whole number of business days: `required` when missing or not a number, `whole` when a fraction. */
function businessDays(required: string) {
  return z.number({ error: required }).int(messages.wholeDays);
}

/** The three levels' fields, each bounded on its own (`serviceLevelLimits`). */
const levelFields = {
  firstResponseDays: businessDays(messages.firstResponseRequired)
    .min(limits.firstResponseDays.min, messages.firstResponseRange)
    .max(limits.firstResponseDays.max, messages.firstResponseRange),
  resolutionDays: businessDays(messages.resolutionRequired).max(
    limits.resolutionDays.max,
    messages.resolutionRange,
  ),
  extensionDays: businessDays(messages.extensionRequired)
    .min(limits.extensionDays.min, messages.extensionRange)
    .max(limits.extensionDays.max, messages.extensionRange),
};

/** The rules between the levels: resolution not before the first response, extension not longer. */
function checkOrder(
  levels: { firstResponseDays: number; resolutionDays: number; extensionDays: number },
  ctx: z.RefinementCtx,
): void {
  if (levels.resolutionDays < levels.firstResponseDays) {
    ctx.addIssue({
      code: 'custom',
      path: ['resolutionDays'],
      message: messages.resolutionBeforeFirstResponse,
    });
  }
  if (levels.extensionDays > levels.resolutionDays) {
    ctx.addIssue({
      code: 'custom',
      path: ['extensionDays'],
      message: messages.extensionLongerThanResolution,
    });
  }
}

/**
 * One case type's service levels in business days (`ServiceLevels`): first response 1–10,
 * resolution from the first response to 120, extension 0 (none) to 60 and at most the resolution.
 */
export const serviceLevelsSchema = z.object(levelFields).superRefine(checkOrder);

/**
 * The service-levels form: the levels of each of the three case types, as the screen edits them
 * (whether a type follows the defaults is the screen's state, sent as `useDefaults`).
 */
export const serviceLevelsFormSchema = z.object({
  BalanceBill: serviceLevelsSchema,
  AccessIssue: serviceLevelsSchema,
  CallAhead: serviceLevelsSchema,
});
export type ServiceLevelsForm = z.infer<typeof serviceLevelsFormSchema>;

/**
 * What a plan sets for one case type: `{ useDefaults: true }` to follow the defaults (the plan's
 * own levels for it are removed), or `{ useDefaults: false, firstResponseDays, resolutionDays,
 * extensionDays }` for levels of its own.
 */
function typeLevelsInputSchema(type: (typeof serviceLevelCaseTypes)[number]) {
  return z.discriminatedUnion(
    'useDefaults',
    [
      z.object({ useDefaults: z.literal(true) }),
      z.object({ useDefaults: z.literal(false), ...levelFields }).superRefine(checkOrder),
    ],
    {
      // An object without a known `useDefaults`, or no object at all (the type left out).
      error: (issue) =>
        typeof issue.input === 'object' && issue.input !== null
          ? messages.useDefaultsRequired
          : messages.typeRequired(type),
    },
  );
}

/**
 * `PUT /api/plans/:planId/service-levels` body: each of the three case types, its own levels or
 * the defaults. The whole set is replaced; a field's message is keyed by its path
 * (`BalanceBill.resolutionDays`).
 */
export const setPlanServiceLevelsBodySchema = z.object({
  BalanceBill: typeLevelsInputSchema('BalanceBill'),
  AccessIssue: typeLevelsInputSchema('AccessIssue'),
  CallAhead: typeLevelsInputSchema('CallAhead'),
});
export type SetPlanServiceLevelsBody = z.infer<typeof setPlanServiceLevelsBodySchema>;
export type TypeServiceLevelsInput = SetPlanServiceLevelsBody['BalanceBill'];

/** The plan a service-levels call is about. */
export const planServiceLevelsParamsSchema = z.object({ planId: z.string().min(1).max(100) });

/** Levels as replied, in business days. */
export const serviceLevelsReplySchema = z.object({
  firstResponseDays: z.number().int(),
  resolutionDays: z.number().int(),
  extensionDays: z.number().int(),
});

/**
 * One case type of a plan: the `levels` its newly filed cases run on, whether those are the
 * `defaults` (`usesDefaults`) or the plan's own, the defaults themselves, and when the plan's own
 * were last set (ISO-8601 UTC; null while it uses the defaults).
 */
export const typeServiceLevelsSchema = z.object({
  levels: serviceLevelsReplySchema,
  usesDefaults: z.boolean(),
  defaults: serviceLevelsReplySchema,
  updatedAt: z.string().nullable(),
});
export type TypeServiceLevels = z.infer<typeof typeServiceLevelsSchema>;

/** A plan's service levels per case type (issue 35 item 1). */
export const planServiceLevelsReplySchema = z.object({
  planId: z.string(),
  planName: z.string(),
  types: z.object({
    BalanceBill: typeServiceLevelsSchema,
    AccessIssue: typeServiceLevelsSchema,
    CallAhead: typeServiceLevelsSchema,
  }),
});
export type PlanServiceLevelsReply = z.infer<typeof planServiceLevelsReplySchema>;

/** The reply to a save: the plan's levels as stored now, and what the change applies to. */
export const planServiceLevelsSavedReplySchema = planServiceLevelsReplySchema.extend({
  message: z.string(),
});
export type PlanServiceLevelsSavedReply = z.infer<typeof planServiceLevelsSavedReplySchema>;

/** One plan of the picker: its id and name, whether it is live, and the types it sets itself. */
export const serviceLevelPlanSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  isLive: z.boolean(),
  ownTypes: z.array(z.enum(serviceLevelCaseTypes)),
});
export type ServiceLevelPlan = z.infer<typeof serviceLevelPlanSchema>;

/** Every plan, by name. */
export const serviceLevelPlansReplySchema = z.object({ plans: z.array(serviceLevelPlanSchema) });
export type ServiceLevelPlansReply = z.infer<typeof serviceLevelPlansReplySchema>;

/** The service-levels endpoints (issue 35 item 1; docs/decisions/0117); admin role only. */
export const serviceLevelEndpoints = {
  listServiceLevelPlans: defineEndpoint({
    ...serviceLevelRoutes.listServiceLevelPlans,
    summary: 'Every plan, by name, with the case types whose service levels it sets itself.',
    reply: serviceLevelPlansReplySchema,
  }),
  getPlanServiceLevels: defineEndpoint({
    ...serviceLevelRoutes.getPlanServiceLevels,
    summary:
      "A plan's service levels per case type (Balance Bill, Access Issue, Call Ahead) in business days: the levels new cases run on, whether they are the defaults, and the defaults.",
    params: planServiceLevelsParamsSchema,
    reply: planServiceLevelsReplySchema,
  }),
  setPlanServiceLevels: defineEndpoint({
    ...serviceLevelRoutes.setPlanServiceLevels,
    summary:
      "Sets a plan's service levels for the three case types, each its own or the defaults (useDefaults). Cases filed from then on run on them; cases already filed keep theirs. Audited.",
    params: planServiceLevelsParamsSchema,
    body: setPlanServiceLevelsBodySchema,
    reply: planServiceLevelsSavedReplySchema,
  }),
};
