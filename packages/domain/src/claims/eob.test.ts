import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedUnderMultiple,
  balanceBillableOf,
  type EobFigures,
  eobExplanation,
  eobNotices,
  formatClaimAmount,
  memberOwesOf,
} from './eob.js';

/** A paid office visit: billed $180, Medicare $73.67 × 1.5 = $110.51 allowed. */
const officeVisit: EobFigures = {
  providerName: 'Lakeside Clinic',
  claimType: 'professional',
  status: 'paid',
  billed: 180,
  medicareEquivalent: 73.67,
  medicareMultiple: 1.5,
  allowed: 110.51,
  planPaid: 55.41,
  deductible: 30,
  coinsurance: 0.1,
  copay: 25,
  denialReason: null,
  appealBy: null,
};

describe('EOB arithmetic', () => {
  it('prices Medicare × the multiple on the decimals, to the cent (worked example)', () => {
    expect(allowedUnderMultiple(73.67, 1.5)).toBe(110.51);
    // 16,666.67 × 1.5 = 25,000.005: binary floating point gives 25,000.00499…, the decimals 25,000.01.
    expect(allowedUnderMultiple(16_666.67, 1.5)).toBe(25_000.01);
    expect(allowedUnderMultiple(14_000.18, 1.4)).toBe(19_600.25);
  });

  it('adds the share in cents and never balance-bills below zero', () => {
    expect(memberOwesOf({ deductible: 0.1, coinsurance: 0.2, copay: 0 })).toBe(0.3);
    expect(memberOwesOf(officeVisit)).toBe(55.1);
    expect(balanceBillableOf({ billed: 180, allowed: 110.51 })).toBe(69.49);
    expect(balanceBillableOf({ billed: 100, allowed: 100 })).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (b, a) => {
          const balance = balanceBillableOf({ billed: b / 100, allowed: a / 100 });
          expect(balance).toBe(Math.max(0, b - a) / 100);
        },
      ),
    );
  });
});

describe('EOB sentences', () => {
  it('explains a paid claim from billed to what the member owes', () => {
    expect(eobExplanation(officeVisit)).toEqual([
      'Lakeside Clinic billed $180.00 for this claim.',
      "The plan allowed $110.51: $73.67, what Medicare would allow for the same care, times 1.5, the plan's multiple for professional claims.",
      'The plan paid $55.41.',
      'Your share is $55.10: $30.00 toward your deductible, $0.10 coinsurance and a $25.00 copay. This is what you owe the provider.',
      'The provider charged $69.49 more than the plan allowed. The provider may not bill you more than your share of $55.10; if you get a bill for more, open a Balance Bill case.',
    ]);
  });

  it('says when the plan allowed what was billed because it was less than the multiple', () => {
    const sentences = eobExplanation({ ...officeVisit, billed: 100, allowed: 100, planPaid: 45 });
    expect(sentences[1]).toBe(
      "The plan allowed the billed $100.00, since that is less than $73.67, what Medicare would allow for the same care, times 1.5, the plan's multiple for professional claims ($110.51).",
    );
    expect(sentences.some((sentence) => sentence.includes('Balance Bill'))).toBe(false);
  });

  it('does not claim a multiple the plan has no design for', () => {
    const sentences = eobExplanation({ ...officeVisit, medicareMultiple: null });
    expect(sentences[1]).toBe('The plan allowed $110.51. Medicare would allow $73.67 for the same care.');
  });

  it('says the member owes nothing when his share is zero', () => {
    const sentences = eobExplanation({ ...officeVisit, deductible: 0, coinsurance: 0, copay: 0 });
    expect(sentences).toContain('You owe nothing for this claim under your plan.');
  });

  it('gives the reason and the appeal deadline of a denied claim', () => {
    const sentences = eobExplanation({
      ...officeVisit,
      status: 'denied',
      allowed: 0,
      planPaid: 0,
      deductible: 0,
      coinsurance: 0,
      copay: 0,
      denialReason: 'Not a covered service.',
      appealBy: '2025-07-14',
    });
    expect(sentences).toEqual([
      'Lakeside Clinic billed $180.00 for this claim.',
      'The plan denied this claim: Not a covered service.',
      'The plan paid nothing, and you owe no share under the plan for a denied claim.',
      "You may appeal the denial until July 14, 2025, 180 days after the plan's decision (29 CFR 2560.503-1(h)(3)(i)).",
      'If the provider bills you for this claim, appeal the denial or open a Balance Bill case.',
    ]);
  });

  it('writes amounts as US dollars with cents', () => {
    expect(formatClaimAmount(1234.5)).toBe('$1,234.50');
  });
});

describe('EOB notices', () => {
  it("says it is not a bill, the appeal right with its source, and the member's share for a balance bill", () => {
    const notices = eobNotices({ memberOwes: 55.1, isSynthetic: false });
    expect(notices.map((notice) => notice.title)).toEqual([
      'This is not a bill',
      'Your right to appeal',
      'If a provider bills you more than your share',
    ]);
    expect(notices[1]?.text).toBe(
      "You may appeal the plan's decision on this claim within 180 days of the decision (29 CFR 2560.503-1(h)(3)(i)).",
    );
    expect(notices[2]?.text).toBe(
      'Your share of this claim is $55.10. If a provider bills you more, do not pay the difference: file a Balance Bill case in the portal.',
    );
  });

  it('adds the demo-data notice to a synthetic claim only', () => {
    expect(eobNotices({ memberOwes: 0, isSynthetic: true }).at(-1)?.title).toBe('Demo data: synthetic');
    expect(eobNotices({ memberOwes: 0, isSynthetic: false }).map((notice) => notice.title)).not.toContain(
      'Demo data: synthetic',
    );
  });
});
