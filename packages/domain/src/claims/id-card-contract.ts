import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { idCardRoutes } from './id-card-routes.js';
import { idCardMessages, idCardPlanIdMaxLength, idCardSizes } from './id-card-rules.js';
import { memberClaimRelationships } from './member-claims-rules.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A plan year's Medicare multiples per claim type (1.5: 150 % of what Medicare would allow). */
export const medicareMultiplesSchema = z.object({
  inpatient: z.number(),
  outpatient: z.number(),
  professional: z.number(),
});

/**
 * The reference-based-pricing notice for providers on the back of a card: `text` the notice in
 * full, one paragraph an entry (the first, how the plan pays, is the one the card's back prints);
 * `phone` where providers call and `claimsAddress` where they send claims (the server's
 * configuration, CLAIMS_PHONE and CLAIMS_ADDRESS), `payerId` the electronic payer id when one is
 * configured (CLAIMS_PAYER_ID); `noticeUrl` the absolute address of the public notice page and
 * `qrCodeDataUrl` a QR code of it (`data:image/svg+xml;base64,…`).
 */
export const providerNoticeOnCardSchema = z.object({
  text: z.array(z.string()),
  phone: z.string(),
  claimsAddress: z.string(),
  payerId: z.string().optional(),
  noticeUrl: z.string(),
  qrCodeDataUrl: z.string(),
});
export type ProviderNoticeOnCard = z.infer<typeof providerNoticeOnCardSchema>;

/** A person on a card besides the subscriber: a dependent linked to the member's account on that plan. */
export const idCardDependentSchema = z.object({
  name: z.string(),
  memberId: z.string(),
  relationship: z.enum(memberClaimRelationships),
});
export type IdCardDependent = z.infer<typeof idCardDependentSchema>;

/**
 * One member ID card: one per plan the member holds his own ('self') record on. Plan, group and
 * member ids and the subscriber's name from his eligibility record; the dependents he holds on that
 * plan; the Medicare multiples of the plan year that holds today (`planYear`, the calendar year it
 * starts in; null when the plan has no benefit design for it); the provider notice; `isSynthetic`
 * when the plan or its design is demo data.
 */
export const idCardSchema = z.object({
  planID: z.string(),
  planName: z.string(),
  planYear: z.number().int(),
  groupId: z.string(),
  memberId: z.string(),
  subscriberName: z.string(),
  dependents: z.array(idCardDependentSchema),
  medicareMultiples: medicareMultiplesSchema.nullable(),
  providerNotice: providerNoticeOnCardSchema,
  isSynthetic: z.boolean(),
});
export type IdCard = z.infer<typeof idCardSchema>;

/** The signed-in member's cards, by plan name (none when he holds no record of his own). */
export const idCardsReplySchema = z.object({ cards: z.array(idCardSchema) });
export type IdCardsReply = z.infer<typeof idCardsReplySchema>;

/**
 * `GET /api/member/id-card.pdf` query: `size` `card` (CR80 pages, front then back of each card) or
 * `letter` (a US Letter page per card: front and back at card size and the notice in full), asked
 * for because the two are different documents; `planID` one of the member's plans (default: all
 * his cards; 404 for any other plan).
 */
export const idCardPdfQuerySchema = z.object({
  size: z.enum(idCardSizes, { error: idCardMessages.size }),
  planID: z.preprocess(
    emptyToUndefined,
    z.string().trim().min(1).max(idCardPlanIdMaxLength, idCardMessages.idTooLong).optional(),
  ),
});
export type IdCardPdfQuery = z.input<typeof idCardPdfQuerySchema>;

/** Path parameters of a plan's public provider notice. */
export const providerNoticeParamsSchema = z.object({
  planID: z.string().min(1).max(idCardPlanIdMaxLength, idCardMessages.idTooLong),
});

/**
 * A plan's provider notice as the public page shows it (what a card's QR code opens): facts about
 * the plan alone, never about a member. Plan id and name, the plan year that holds today with its
 * Medicare multiples (null without a design), the notice text, where to call and send claims, the
 * payer id when configured, the page's own address and whether the plan or design is demo data.
 */
export const providerNoticeSchema = z.object({
  planID: z.string(),
  planName: z.string(),
  planYear: z.number().int(),
  medicareMultiples: medicareMultiplesSchema.nullable(),
  text: z.array(z.string()),
  phone: z.string(),
  claimsAddress: z.string(),
  payerId: z.string().optional(),
  noticeUrl: z.string(),
  isSynthetic: z.boolean(),
});
export type ProviderNotice = z.infer<typeof providerNoticeSchema>;

/** The ID card endpoints (issue 32 item 5, docs/decisions/0114 "ID card and provider notice"). */
export const idCardEndpoints = {
  getIdCards: defineEndpoint({
    ...idCardRoutes.getIdCards,
    summary:
      "The signed-in member's ID cards (casesmember): one per plan he holds his own record on, with plan, group and member ids, the dependents he holds on that plan, the plan year's Medicare multiples and the provider notice with a QR code of its page. Each read is on the audit trail (claims.id_card_read).",
    reply: idCardsReplySchema,
  }),
  getIdCardPdf: defineEndpoint({
    ...idCardRoutes.getIdCardPdf,
    summary:
      "The signed-in member's ID cards as a tagged PDF download (id-card.pdf): size=card prints each card's front and back on CR80 pages (3.375 × 2.125 in), size=letter a US Letter page per card with both sides at card size and the provider notice in full. planID limits it to one of his plans; 404 for any other plan, or when he holds none. Opened from a plain link, so no X-CSRF-Token is asked. Each print is on the audit trail (claims.id_card_printed).",
    querystring: idCardPdfQuerySchema,
    reply: z.string(),
    replyMediaType: 'application/pdf',
    errorStatuses: [404, 503],
  }),
  getProviderNotice: defineEndpoint({
    ...idCardRoutes.getProviderNotice,
    summary:
      "A plan's public provider notice, the page an ID card's QR code opens (no sign-in): how the plan pays (its Medicare multiple per claim type for the plan year when it has a design), where to call and where to send claims. No member data. 404 for an unknown plan.",
    params: providerNoticeParamsSchema,
    reply: providerNoticeSchema,
    errorStatuses: [404],
  }),
} as const;
