import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AdjudicationDesign,
  type AdjudicationInput,
  adjudicateClaim,
  copayOfVisit,
} from './adjudication.js';

/** Properties of `adjudicateClaim` over random designs, claims and amounts met (decision 0114). */

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((value) => value / 100);
const copay = fc.option(dollars(500), { nil: null });

/** A design by the plan-design file's rules: family ≥ individual, maximum ≥ deductible. */
const designs: fc.Arbitrary<AdjudicationDesign> = fc
  .record({
    multiples: fc.tuple(
      ...[0, 1, 2].map(() => fc.integer({ min: 50, max: 1000 }).map((value) => value / 100)),
    ),
    deductible: dollars(10000),
    familyExtra: dollars(10000),
    oopExtra: dollars(20000),
    coinsurancePercent: fc.integer({ min: 0, max: 100 }),
    copays: fc.record({ primaryCare: copay, specialist: copay, urgentCare: copay, emergency: copay }),
  })
  .map(({ multiples, deductible, familyExtra, oopExtra, coinsurancePercent, copays }) => ({
    medicareMultiples: {
      inpatient: multiples[0] ?? 1,
      outpatient: multiples[1] ?? 1,
      professional: multiples[2] ?? 1,
    },
    deductible: { individual: deductible, family: (cents(deductible) + cents(familyExtra)) / 100 },
    outOfPocketMax: {
      individual: (cents(deductible) + cents(oopExtra)) / 100,
      family: (cents(deductible) + cents(familyExtra) + 2 * cents(oopExtra)) / 100,
    },
    coinsurancePercent,
    copays,
  }));

const inputs: fc.Arbitrary<AdjudicationInput> = fc.record({
  claimType: fc.constantFrom('inpatient', 'outpatient', 'professional'),
  billed: dollars(200000),
  medicareEquivalent: dollars(100000),
  placeOfService: fc.constantFrom(null, '11', '20', '21', '22', '23', '81'),
  status: fc.constantFrom('paid', 'adjusted', 'paid', 'denied'),
  design: designs,
  met: fc.record({
    deductibleIndividual: dollars(12000),
    deductibleFamily: dollars(25000),
    outOfPocketIndividual: dollars(30000),
    outOfPocketFamily: dollars(60000),
  }),
});

const left = (limit: number, used: number) => Math.max(0, cents(limit) - cents(used));

describe('adjudicateClaim: properties', () => {
  it('gives whole, non-negative cents that add up: member share + plan paid = allowed ≤ billed', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = adjudicateClaim(input);
        for (const value of Object.values(result)) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(Math.abs(value * 100 - Math.round(value * 100))).toBeLessThan(1e-6);
        }
        expect(cents(result.copay) + cents(result.deductible) + cents(result.coinsurance)).toBe(
          cents(result.memberShare),
        );
        expect(cents(result.memberShare) + cents(result.planPaid)).toBe(cents(result.allowed));
        expect(cents(result.allowed)).toBeLessThanOrEqual(cents(input.billed));
      }),
    );
  });

  it('never takes more than is left of the deductible or the out-of-pocket maximum', () => {
    fc.assert(
      fc.property(inputs, ({ design: terms, met, ...claim }) => {
        const result = adjudicateClaim({ ...claim, design: terms, met });
        expect(cents(result.deductible)).toBeLessThanOrEqual(
          Math.min(
            left(terms.deductible.individual, met.deductibleIndividual),
            left(terms.deductible.family, met.deductibleFamily),
          ),
        );
        expect(cents(result.memberShare)).toBeLessThanOrEqual(
          Math.min(
            left(terms.outOfPocketMax.individual, met.outOfPocketIndividual),
            left(terms.outOfPocketMax.family, met.outOfPocketFamily),
          ),
        );
        const visitCopay = copayOfVisit(claim.placeOfService, terms.copays) ?? 0;
        expect(cents(result.copay)).toBeLessThanOrEqual(cents(visitCopay));
      }),
    );
  });

  it('allows min(billed, Medicare × multiple) and charges coinsurance on what the copay and deductible leave', () => {
    fc.assert(
      fc.property(
        inputs.filter((input) => input.status !== 'denied'),
        (input) => {
          const result = adjudicateClaim(input);
          const multiple = input.design.medicareMultiples[input.claimType];
          const repriced = Math.round(input.medicareEquivalent * multiple * 100);
          // Within a cent of the plain formula: the function removes floating-point noise first.
          expect(
            Math.abs(cents(result.allowed) - Math.min(cents(input.billed), repriced)),
          ).toBeLessThanOrEqual(1);
          const rest = cents(result.allowed) - cents(result.copay) - cents(result.deductible);
          const coinsurance = Math.round((rest * input.design.coinsurancePercent) / 100 + 1e-6);
          const room = Math.min(
            left(input.design.outOfPocketMax.individual, input.met.outOfPocketIndividual),
            left(input.design.outOfPocketMax.family, input.met.outOfPocketFamily),
          );
          // Below the maximum the coinsurance is the percent of the rest; at it, less.
          if (cents(result.memberShare) < room) expect(cents(result.coinsurance)).toBe(coinsurance);
          else expect(cents(result.coinsurance)).toBeLessThanOrEqual(coinsurance);
        },
      ),
    );
  });

  it('never raises the member share when more of the deductible or maximum has been met', () => {
    fc.assert(
      fc.property(inputs, dollars(2000), dollars(2000), (input, moreDeductible, moreOop) => {
        const before = adjudicateClaim(input);
        const after = adjudicateClaim({
          ...input,
          met: {
            deductibleIndividual: input.met.deductibleIndividual + moreDeductible,
            deductibleFamily: input.met.deductibleFamily + moreDeductible,
            outOfPocketIndividual: input.met.outOfPocketIndividual + moreOop,
            outOfPocketFamily: input.met.outOfPocketFamily + moreOop,
          },
        });
        expect(cents(after.memberShare)).toBeLessThanOrEqual(cents(before.memberShare));
      }),
    );
  });

  it('leaves every figure 0 on a denied claim', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        expect(
          Object.values(adjudicateClaim({ ...input, status: 'denied' })).every((value) => value === 0),
        ).toBe(true);
      }),
    );
  });
});
