import { describe, expect, it } from 'vitest';
import {
  type AdjudicationDesign,
  type AdjudicationInput,
  type AdjudicationMet,
  adjudicateClaim,
  allowedByMultiple,
  copayOfVisit,
} from './adjudication.js';

/** A design like the demo plans': 1.4 × Medicare, 1,500/3,000 deductible, 5,000/10,000 maximum. */
const design: AdjudicationDesign = {
  medicareMultiples: { inpatient: 1.4, outpatient: 1.5, professional: 1.4 },
  deductible: { individual: 1500, family: 3000 },
  outOfPocketMax: { individual: 5000, family: 10000 },
  coinsurancePercent: 20,
  copays: { primaryCare: 25, specialist: 50, urgentCare: 75, emergency: 250 },
};

const nothingMet: AdjudicationMet = {
  deductibleIndividual: 0,
  deductibleFamily: 0,
  outOfPocketIndividual: 0,
  outOfPocketFamily: 0,
};

const officeVisit: AdjudicationInput = {
  claimType: 'professional',
  billed: 180,
  medicareEquivalent: 73.67,
  placeOfService: '11',
  status: 'paid',
  design,
  met: nothingMet,
};

describe('adjudicateClaim: worked examples (decision 0114 "Adjudication")', () => {
  it('an office visit before any deductible: copay first, the rest to the deductible', () => {
    // allowed = min(180, 73.67 × 1.4 = 103.138 → 103.14); copay 50; deductible 53.14.
    expect(adjudicateClaim(officeVisit)).toEqual({
      allowed: 103.14,
      copay: 50,
      deductible: 53.14,
      coinsurance: 0,
      memberShare: 103.14,
      planPaid: 0,
    });
  });

  it('the same visit once the deductible is met: copay, then 20 % of the rest', () => {
    const met = { ...nothingMet, deductibleIndividual: 1500, deductibleFamily: 1500 };
    // coinsurance = 20 % of (103.14 − 50) = 10.628 → 10.63.
    expect(adjudicateClaim({ ...officeVisit, met })).toEqual({
      allowed: 103.14,
      copay: 50,
      deductible: 0,
      coinsurance: 10.63,
      memberShare: 60.63,
      planPaid: 42.51,
    });
  });

  it('an inpatient stay: no copay, the deductible, coinsurance capped by the out-of-pocket maximum', () => {
    // allowed = min(50,000, 14,000.18 × 1.4 = 19,600.252 → 19,600.25); deductible 1,500;
    // coinsurance 20 % of 18,100.25 = 3,620.05, cut to the 3,500 left of the 5,000 maximum.
    expect(
      adjudicateClaim({
        ...officeVisit,
        claimType: 'inpatient',
        billed: 50000,
        medicareEquivalent: 14000.18,
        placeOfService: '21',
      }),
    ).toEqual({
      allowed: 19600.25,
      copay: 0,
      deductible: 1500,
      coinsurance: 3500,
      memberShare: 5000,
      planPaid: 14600.25,
    });
  });

  it('an emergency-room visit with part of the deductible met', () => {
    // allowed = min(3,000, 1,000 × 1.5) = 1,500; copay 250; deductible 500 (1,000 of 1,500 met);
    // coinsurance 20 % of 750 = 150.
    const met = { ...nothingMet, deductibleIndividual: 1000, deductibleFamily: 1000 };
    expect(
      adjudicateClaim({
        ...officeVisit,
        claimType: 'outpatient',
        billed: 3000,
        medicareEquivalent: 1000,
        placeOfService: '23',
        met,
      }),
    ).toEqual({
      allowed: 1500,
      copay: 250,
      deductible: 500,
      coinsurance: 150,
      memberShare: 900,
      planPaid: 600,
    });
  });

  it('takes no more deductible than the family has left, though the patient has met none', () => {
    const met = { ...nothingMet, deductibleFamily: 2980, outOfPocketFamily: 2980 };
    // 20 left of the family's 3,000: deductible 20, coinsurance 20 % of 33.14 = 6.628 → 6.63.
    expect(adjudicateClaim({ ...officeVisit, met })).toMatchObject({
      copay: 50,
      deductible: 20,
      coinsurance: 6.63,
      memberShare: 76.63,
      planPaid: 26.51,
    });
  });

  it('stops the member share at the out-of-pocket maximum, the copay first', () => {
    const met = { ...nothingMet, outOfPocketIndividual: 4990, outOfPocketFamily: 4990 };
    expect(adjudicateClaim({ ...officeVisit, met })).toMatchObject({
      copay: 10,
      deductible: 0,
      coinsurance: 0,
      memberShare: 10,
      planPaid: 93.14,
    });
  });

  it('uses no copay where the design has none or the place of service calls for none', () => {
    const noCopays = {
      ...design,
      copays: { primaryCare: null, specialist: null, urgentCare: null, emergency: null },
    };
    expect(adjudicateClaim({ ...officeVisit, design: noCopays })).toMatchObject({
      copay: 0,
      deductible: 103.14,
    });
    expect(adjudicateClaim({ ...officeVisit, placeOfService: null })).toMatchObject({ copay: 0 });
    expect(adjudicateClaim({ ...officeVisit, placeOfService: '22' })).toMatchObject({ copay: 0 });
    // A copay above the allowed amount is the allowed amount.
    expect(adjudicateClaim({ ...officeVisit, placeOfService: '23' })).toMatchObject({ copay: 103.14 });
  });

  it('allows the billed amount when it is below the Medicare multiple, and rounds half a cent up', () => {
    expect(adjudicateClaim({ ...officeVisit, billed: 90 }).allowed).toBe(90);
    // 10.05 × 1.5 = 15.075 → 15.08.
    expect(allowedByMultiple(100, 10.05, 1.5)).toBe(15.08);
    expect(allowedByMultiple(12, 10.05, 1.5)).toBe(12);
    expect(
      adjudicateClaim({ ...officeVisit, claimType: 'outpatient', billed: 100, medicareEquivalent: 10.05 })
        .allowed,
    ).toBe(15.08);
  });

  it('allows nothing on a denied claim', () => {
    expect(adjudicateClaim({ ...officeVisit, status: 'denied' })).toEqual({
      allowed: 0,
      copay: 0,
      deductible: 0,
      coinsurance: 0,
      memberShare: 0,
      planPaid: 0,
    });
    expect(adjudicateClaim({ ...officeVisit, status: 'adjusted' })).toEqual(adjudicateClaim(officeVisit));
  });

  it('maps places of service to copays: office the specialist, 20 urgent care, 23 emergency', () => {
    expect(copayOfVisit('11', design.copays)).toBe(50);
    expect(copayOfVisit('20', design.copays)).toBe(75);
    expect(copayOfVisit('23', design.copays)).toBe(250);
    expect(copayOfVisit('21', design.copays)).toBeNull();
    expect(copayOfVisit(null, design.copays)).toBeNull();
  });

  it('refuses negative amounts and a coinsurance outside 0 to 100', () => {
    expect(() => adjudicateClaim({ ...officeVisit, billed: -1 })).toThrow(RangeError);
    expect(() =>
      adjudicateClaim({ ...officeVisit, met: { ...nothingMet, deductibleFamily: Number.NaN } }),
    ).toThrow(/met\.deductibleFamily/);
    expect(() => adjudicateClaim({ ...officeVisit, design: { ...design, coinsurancePercent: 101 } })).toThrow(
      /coinsurancePercent/,
    );
  });
});
