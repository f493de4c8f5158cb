import { Decimal } from 'decimal.js';
import {
  appealWindowDays,
  appealWindowSource,
  formatClaimDate,
  type MemberClaimStatus,
} from './member-claims-rules.js';

/**
 * The explanation of benefits (EOB) in plain words (issue 32, docs/decisions/0114 "API"): what
 * was billed, what the plan allowed and how, what it paid, the member's share and what a provider
 * may still bill. Amounts are US dollars.
 */

/** The figures of one claim an EOB explains. */
export interface EobFigures {
  providerName: string;
  claimType: 'inpatient' | 'outpatient' | 'professional';
  status: MemberClaimStatus;
  /** The provider's charge. */
  billed: number;
  /** What Medicare would allow for the same care. */
  medicareEquivalent: number;
  /** The plan year's Medicare multiple for the claim type; null when the plan has no design. */
  medicareMultiple: number | null;
  /** The plan's price: min(billed, round¢(Medicare equivalent × multiple)); 0 when denied. */
  allowed: number;
  planPaid: number;
  /** The member's share: toward the deductible, coinsurance and copay. */
  deductible: number;
  coinsurance: number;
  copay: number;
  denialReason: string | null;
  /** Last day to appeal a denied claim (`YYYY-MM-DD`), else null. */
  appealBy: string | null;
}

const Exact = Decimal.clone({ precision: 100, rounding: Decimal.ROUND_HALF_UP });

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `$1,234.50` for 1234.5. */
export function formatClaimAmount(amount: number): string {
  return dollars.format(amount);
}

/**
 * The Medicare equivalent × the plan's multiple, worked out on the decimals as written and
 * rounded to the cent half away from zero: 73.67 × 1.5 = 110.505 → 110.51, and 16,666.67 × 1.5 =
 * 25,000.005 → 25,000.01 (binary floating point gives 25,000.00499… and so 25,000.00).
 * @throws RangeError when either is not finite.
 */
export function allowedUnderMultiple(medicareEquivalent: number, multiple: number): number {
  if (!Number.isFinite(medicareEquivalent) || !Number.isFinite(multiple)) {
    throw new RangeError('the Medicare equivalent and the multiple must be finite numbers');
  }
  return new Exact(medicareEquivalent)
    .times(new Exact(multiple))
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toNumber();
}

/** Σ amounts in whole cents, as dollars. */
function sumOfAmounts(amounts: readonly number[]): number {
  return amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
}

/** What the member owes the provider for a claim: deductible + coinsurance + copay, USD. */
export function memberOwesOf(share: { deductible: number; coinsurance: number; copay: number }): number {
  return sumOfAmounts([share.deductible, share.coinsurance, share.copay]);
}

/**
 * What a provider could bill the member beyond his share: billed − allowed (never below 0), USD.
 * The amount a Balance Bill case is about: a provider who accepted the plan's price may not bill
 * it.
 */
export function balanceBillableOf(amounts: { billed: number; allowed: number }): number {
  return Math.max(0, sumOfAmounts([amounts.billed, -amounts.allowed]));
}

/** Whether two amounts are the same to the cent. */
function sameCents(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

/** How the plan reached its allowed amount, in words. */
function allowedSentence(figures: EobFigures): string {
  const allowed = formatClaimAmount(figures.allowed);
  const medicare = formatClaimAmount(figures.medicareEquivalent);
  const multiple = figures.medicareMultiple;
  if (multiple === null) {
    return `The plan allowed ${allowed}. Medicare would allow ${medicare} for the same care.`;
  }
  const priced = allowedUnderMultiple(figures.medicareEquivalent, multiple);
  const how = `${medicare}, what Medicare would allow for the same care, times ${String(multiple)}, the plan's multiple for ${figures.claimType} claims`;
  if (sameCents(priced, figures.allowed)) return `The plan allowed ${allowed}: ${how}.`;
  if (sameCents(figures.allowed, figures.billed) && priced > figures.billed) {
    return `The plan allowed the billed ${allowed}, since that is less than ${how} (${formatClaimAmount(priced)}).`;
  }
  return `The plan allowed ${allowed}. Medicare would allow ${medicare} for the same care; the plan's multiple for ${figures.claimType} claims is ${String(multiple)}.`;
}

/** The member's share split into its parts, in words (or that he owes nothing). */
function shareSentence(figures: EobFigures, owes: number): string {
  if (owes <= 0) return 'You owe nothing for this claim under your plan.';
  const parts = [
    figures.deductible > 0 ? `${formatClaimAmount(figures.deductible)} toward your deductible` : null,
    figures.coinsurance > 0 ? `${formatClaimAmount(figures.coinsurance)} coinsurance` : null,
    figures.copay > 0 ? `a ${formatClaimAmount(figures.copay)} copay` : null,
  ].filter((part): part is string => part !== null);
  const listed =
    parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
  return `Your share is ${formatClaimAmount(owes)}: ${listed}. This is what you owe the provider.`;
}

/**
 * The EOB's sentences for one claim, in order: what was billed; for a denied claim the denial, its
 * reason and the appeal deadline (`appealWindowDays` after the decision, 29 CFR
 * 2560.503-1(h)(3)(i)); otherwise what the plan allowed and how (Medicare equivalent × the
 * plan's multiple), what it paid, the member's share (deductible, coinsurance, copay) and what he
 * owes, and, when billed exceeds allowed, that the provider may not bill more than the member's
 * share and a Balance Bill case is the way to dispute a bill that does.
 */
export function eobExplanation(figures: EobFigures): string[] {
  const sentences = [`${figures.providerName} billed ${formatClaimAmount(figures.billed)} for this claim.`];
  if (figures.status === 'denied') {
    const reason = figures.denialReason?.trim() ?? '';
    sentences.push(
      reason === ''
        ? 'The plan denied this claim.'
        : `The plan denied this claim: ${reason.replace(/\.$/, '')}.`,
      'The plan paid nothing, and you owe no share under the plan for a denied claim.',
    );
    if (figures.appealBy !== null) {
      sentences.push(
        `You may appeal the denial until ${formatClaimDate(figures.appealBy)}, ${String(appealWindowDays)} days after the plan's decision (${appealWindowSource}).`,
      );
    }
    sentences.push(
      'If the provider bills you for this claim, appeal the denial or open a Balance Bill case.',
    );
    return sentences;
  }
  if (figures.status === 'adjusted') {
    sentences.push('This claim was adjusted; the amounts below are those after the adjustment.');
  }
  const owes = memberOwesOf(figures);
  sentences.push(
    allowedSentence(figures),
    `The plan paid ${formatClaimAmount(figures.planPaid)}.`,
    shareSentence(figures, owes),
  );
  const beyond = balanceBillableOf(figures);
  if (beyond > 0) {
    sentences.push(
      `The provider charged ${formatClaimAmount(beyond)} more than the plan allowed. The provider may not bill you more than your share of ${formatClaimAmount(owes)}; if you get a bill for more, open a Balance Bill case.`,
    );
  }
  return sentences;
}

/** One notice of an EOB: a short title and its text. */
export interface EobNotice {
  title: string;
  text: string;
}

/**
 * The notices an EOB document carries, in order (issue 32 item 5, docs/decisions/0114 "EOB as a
 * document"): that it is not a bill; the right to appeal within `appealWindowDays` (180) days of
 * the plan's decision (29 CFR 2560.503-1(h)(3)(i)); what to do when a provider bills more than the
 * member's share `memberOwes` (USD): file a Balance Bill case in the portal; and, for a synthetic
 * claim, that it is demo data.
 */
export function eobNotices(claim: { memberOwes: number; isSynthetic: boolean }): EobNotice[] {
  const notices: EobNotice[] = [
    {
      title: 'This is not a bill',
      text: 'This explanation of benefits shows how your plan handled the claim. Pay a provider no more than the amount shown as what you owe.',
    },
    {
      title: 'Your right to appeal',
      text: `You may appeal the plan's decision on this claim within ${String(appealWindowDays)} days of the decision (${appealWindowSource}).`,
    },
    {
      title: 'If a provider bills you more than your share',
      text: `Your share of this claim is ${formatClaimAmount(claim.memberOwes)}. If a provider bills you more, do not pay the difference: file a Balance Bill case in the portal.`,
    },
  ];
  if (claim.isSynthetic) {
    notices.push({
      title: 'Demo data: synthetic',
      text: "This claim is made-up demo data for trying the portal, not a real person's claim.",
    });
  }
  return notices;
}
