import { providerNoticePagePath, providerNoticePlanParam } from './id-card-routes.js';

/**
 * The member ID card and the provider notice (issue 32 item 5, docs/decisions/0114 "ID card and
 * provider notice"): who may read cards, the two PDF sizes, the notice's address and its text.
 */

/**
 * Sizes of the ID card PDF: `card` is the card itself (CR80, front and back pages), `letter` a US
 * Letter page with the front and back at card size and the provider notice in full.
 */
export const idCardSizes = ['card', 'letter'] as const;
export type IdCardSize = (typeof idCardSizes)[number];

/** A CR80 card (ISO/IEC 7810 ID-1, the size of a bank card), inches. */
export const idCardWidthInches = 3.375;
export const idCardHeightInches = 2.125;

/** Longest plan id accepted in a query or path, characters. */
export const idCardPlanIdMaxLength = 100;

/** Messages of the ID card and provider notice endpoints. */
export const idCardMessages = {
  size: `Choose the size of the PDF: ${idCardSizes.join(' or ')}.`,
  idTooLong: `A plan id has at most ${String(idCardPlanIdMaxLength)} characters.`,
  noCards: 'You hold no plan with a member ID card.',
  planNotHeld: 'This plan is not one you hold a member ID card for.',
  planNotFound: 'No plan with this id was found.',
} as const;

/** A plan year's Medicare multiples per claim type (1.5: the plan allows 150 % of Medicare). */
export interface MedicareMultiples {
  inpatient: number;
  outpatient: number;
  professional: number;
}

/**
 * The absolute address of a plan's provider notice page: `publicBaseUrl` (an origin, with or
 * without a trailing slash) + `/provider-notice?plan=<planID>`, the plan id encoded.
 * Example: ('https://portal.example.com', 'PLAN A') → 'https://portal.example.com/provider-notice?plan=PLAN+A'.
 */
export function providerNoticeUrl(publicBaseUrl: string, planID: string): string {
  const query = new URLSearchParams({ [providerNoticePlanParam]: planID }).toString();
  return `${publicBaseUrl.replace(/\/+$/, '')}${providerNoticePagePath}?${query}`;
}

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * A Medicare multiple as the percent of Medicare providers speak of: 1.5 → '150 %', 1.425 →
 * '142.5 %', 1.15 → '115 %' (rounded to a tenth of a percent, so binary fractions do not show).
 */
export function medicarePercentText(multiple: number): string {
  return `${percent.format(multiple * 100)} %`;
}

/**
 * How the plan pays, in one sentence short enough for the back of the card. With the plan year's
 * multiples: 'Reference-based pricing: this plan pays 150 % of Medicare for inpatient, 160 % for
 * outpatient and 140 % for professional claims, never more than the billed charge.' Without a
 * design it says the rate is a multiple of Medicare and to call for it.
 */
export function paymentSentence(multiples: MedicareMultiples | null): string {
  if (multiples === null) {
    return 'Reference-based pricing: this plan pays a multiple of what Medicare allows for each claim, never more than the billed charge; call for the rate.';
  }
  return (
    `Reference-based pricing: this plan pays ${medicarePercentText(multiples.inpatient)} of Medicare for inpatient, ` +
    `${medicarePercentText(multiples.outpatient)} for outpatient and ` +
    `${medicarePercentText(multiples.professional)} for professional claims, never more than the billed charge.`
  );
}

/**
 * The provider notice in full, one paragraph an entry, for a plan's card, its PDF and the public
 * notice page: how the plan pays (`paymentSentence`), what the price is based on, what the member
 * owes and when to call. It holds no member data; where to call and send claims are separate
 * fields of the notice, shown beside it.
 */
export function providerNoticeText(multiples: MedicareMultiples | null): string[] {
  return [
    paymentSentence(multiples),
    'The plan has no network contract and takes no discount off billed charges: each claim is priced from what Medicare would allow for the same care, by claim type (inpatient and outpatient facility claims, professional claims).',
    'The member owes only his share of the allowed amount (deductible, coinsurance and copay), as the explanation of benefits shows it. Please call before billing the member for more.',
    'Call to check eligibility and benefits before care, or with a question about a payment.',
  ];
}
