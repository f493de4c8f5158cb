import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { transparencyRunSchema } from './contract.js';
import { transparencyIdentifierRoutes } from './identifier-routes.js';
import {
  storedPlanIdOf,
  transparencyIdentifierMessages as messages,
  transparencyMarketTypes,
  transparencyNameMaxLength,
  transparencyPlanIdMaxLength,
  transparencyPlanIdTypes,
} from './identifier-rules.js';

/** A name of the files (sponsor, issuer): trimmed, at most `transparencyNameMaxLength` characters. */
const nameText = (required: string) =>
  z.string({ error: required }).trim().max(transparencyNameMaxLength, messages.nameTooLong);

/**
 * The rules between the fields: the plan id in the form of its type, and a sponsor name with an
 * EIN. They run whatever else failed (an unchosen market type does not hide a bad EIN), so they
 * read the fields as they came.
 */
function checkByType(
  value: { planIdType?: unknown; planId?: unknown; planSponsorName?: unknown },
  ctx: z.RefinementCtx,
): void {
  const type = transparencyPlanIdTypes.find((known) => known === value.planIdType);
  if (type === undefined) return;
  const planId = typeof value.planId === 'string' ? value.planId.trim() : '';
  // An empty or overlong id has its own message already.
  if (
    planId !== '' &&
    planId.length <= transparencyPlanIdMaxLength &&
    storedPlanIdOf(type, planId) === null
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['planId'],
      message: type === 'ein' ? messages.einFormat : messages.hiosFormat,
    });
  }
  const sponsor = value.planSponsorName;
  if (type === 'ein' && (typeof sponsor !== 'string' || sponsor.trim() === '')) {
    ctx.addIssue({ code: 'custom', path: ['planSponsorName'], message: messages.sponsorNameRequired });
  }
}

/**
 * `PUT /api/plans/:planId/transparency-identifiers` body and the screen's form: what the files
 * name the plan by (CMS field names in camel case). `planIdType` 'ein' or 'hios'; `planId` an EIN
 * of nine digits (`12-3456789` taken, stored as digits) or a HIOS id (the 10-character product id,
 * else the 5-digit issuer id); `planSponsorName` required with an EIN, optional (null or '') with
 * a HIOS id; `issuerName` required (the table of contents asks for it); `planMarketType` 'group'
 * or 'individual'. Names at most 200 characters. A field's message is keyed by its name.
 */
export const transparencyIdentifiersBodySchema = z
  .object({
    planIdType: z.enum(transparencyPlanIdTypes, { error: messages.planIdTypeRequired }),
    planId: z
      .string({ error: messages.planIdRequired })
      .trim()
      .min(1, messages.planIdRequired)
      .max(transparencyPlanIdMaxLength, messages.planIdTooLong),
    planSponsorName: nameText(messages.sponsorNameRequired).nullish(),
    issuerName: nameText(messages.issuerNameRequired).min(1, messages.issuerNameRequired),
    planMarketType: z.enum(transparencyMarketTypes, { error: messages.marketTypeRequired }),
  })
  .check(
    z.superRefine(checkByType, {
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  );
export type TransparencyIdentifiersBody = z.infer<typeof transparencyIdentifiersBodySchema>;

/** The plan an identifiers call is about (the portal's plan id). */
export const planTransparencyIdentifiersParamsSchema = z.object({ planId: z.string().min(1).max(100) });

/**
 * The identifiers as stored, null where none is set (a plan id type or market type the database
 * holds but the files do not know reads null too).
 */
export const storedTransparencyIdentifiersSchema = z.object({
  planIdType: z.enum(transparencyPlanIdTypes).nullable(),
  planId: z.string().nullable(),
  planSponsorName: z.string().nullable(),
  issuerName: z.string().nullable(),
  planMarketType: z.enum(transparencyMarketTypes).nullable(),
});
export type StoredTransparencyIdentifiersReply = z.infer<typeof storedTransparencyIdentifiersSchema>;

/**
 * One plan's identifiers: the portal's plan (`planId`, `planName`, whether it is live: only live
 * plans are published), what the files name it by (`identifiers`), `problems` why it cannot be
 * published as it stands (the publication log's words; empty when the identifiers are complete)
 * and its last publication run of any status (null when it never ran).
 */
export const planTransparencyIdentifiersReplySchema = z.object({
  planId: z.string(),
  planName: z.string(),
  isLive: z.boolean(),
  identifiers: storedTransparencyIdentifiersSchema,
  problems: z.array(z.string()),
  lastRun: transparencyRunSchema.nullable(),
});
export type PlanTransparencyIdentifiersReply = z.infer<typeof planTransparencyIdentifiersReplySchema>;

/** The reply to a save: the plan as stored now, with what the change applies to. */
export const planTransparencyIdentifiersSavedReplySchema = planTransparencyIdentifiersReplySchema.extend({
  message: z.string(),
});
export type PlanTransparencyIdentifiersSavedReply = z.infer<
  typeof planTransparencyIdentifiersSavedReplySchema
>;

/** One plan of the picker: its id, name, whether it is live, and whether its identifiers are complete. */
export const transparencyIdentifierPlanSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  isLive: z.boolean(),
  isComplete: z.boolean(),
});
export type TransparencyIdentifierPlan = z.infer<typeof transparencyIdentifierPlanSchema>;

/** Every plan, by name. */
export const transparencyIdentifierPlansReplySchema = z.object({
  plans: z.array(transparencyIdentifierPlanSchema),
});
export type TransparencyIdentifierPlansReply = z.infer<typeof transparencyIdentifierPlansReplySchema>;

/** The plan-identifiers endpoints (issue 34; docs/decisions/0116); admin role only. */
export const transparencyIdentifierEndpoints = {
  listTransparencyIdentifierPlans: defineEndpoint({
    ...transparencyIdentifierRoutes.listTransparencyIdentifierPlans,
    summary:
      'Every plan, by name, with whether it is live and whether its Transparency in Coverage identifiers are complete.',
    reply: transparencyIdentifierPlansReplySchema,
  }),
  getPlanTransparencyIdentifiers: defineEndpoint({
    ...transparencyIdentifierRoutes.getPlanTransparencyIdentifiers,
    summary:
      "A plan's Transparency in Coverage identifiers (plan id type and id, sponsor and issuer names, market type), why it cannot be published as it stands, and its last publication run.",
    params: planTransparencyIdentifiersParamsSchema,
    reply: planTransparencyIdentifiersReplySchema,
  }),
  setPlanTransparencyIdentifiers: defineEndpoint({
    ...transparencyIdentifierRoutes.setPlanTransparencyIdentifiers,
    summary:
      "Sets a plan's Transparency in Coverage identifiers, all together: an EIN (nine digits, 12-3456789 taken) with the sponsor's name, or a HIOS id; the issuer's name; the market type. Files published from then on name the plan by them. Audited.",
    params: planTransparencyIdentifiersParamsSchema,
    body: transparencyIdentifiersBodySchema,
    reply: planTransparencyIdentifiersSavedReplySchema,
  }),
};
