import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  planBenefitDesignOfRow,
  planBenefitDesignSchema,
  planDesignFileColumns,
  planDesignFileRowSchema,
  planDesignRowProblem,
} from './plan-design.js';

const good: Record<string, string> = {
  plan_name: ' Plan A ',
  plan_year: '2026',
  multiple_inpatient: '1.4',
  multiple_outpatient: '1.45',
  multiple_professional: '1.3',
  deductible_individual: '1500',
  deductible_family: '3000.00',
  oop_max_individual: '5000',
  oop_max_family: '10000',
  coinsurance_percent: '20',
  copay_primary_care: '25',
  copay_specialist: '50.50',
  copay_urgent_care: '',
  copay_emergency: '250',
  is_synthetic: 'TRUE',
};

function problem(changes: Record<string, string>): string | null {
  const result = planDesignFileRowSchema.safeParse({ ...good, ...changes });
  return result.success ? null : planDesignRowProblem(result.error);
}

/** An amount of whole cents as a file writes it: whole dollars bare, else two decimals. */
function dollarsText(cents: number, bare: boolean): string {
  return bare && cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** Four amounts in cents (0 to 1,000,000 USD) that keep the rules between columns. */
const consistentAmounts = fc
  .tuple(fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 4, maxLength: 4 }), fc.boolean())
  .map(([values, swap]) => {
    const [low = 0, a = 0, b = 0, high = 0] = [...values].sort((x, y) => x - y);
    // The family deductible and the individual maximum are each between the two outer values,
    // in either order.
    return {
      deductibleIndividual: low,
      deductibleFamily: swap ? b : a,
      oopMaxIndividual: swap ? a : b,
      oopMaxFamily: high,
    };
  });

const goodRows = fc.record({
  amounts: consistentAmounts,
  bare: fc.boolean(),
  year: fc.integer({ min: 2000, max: 2100 }),
  multiples: fc.array(fc.integer({ min: 5_000, max: 100_000 }), { minLength: 3, maxLength: 3 }),
  coinsuranceCents: fc.integer({ min: 0, max: 10_000 }),
  copays: fc.array(fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: null }), {
    minLength: 4,
    maxLength: 4,
  }),
});

describe('plan-design file rows', () => {
  it('lists the columns of the documented header in order', () => {
    expect(planDesignFileColumns.join(',')).toBe(
      'plan_name,plan_year,multiple_inpatient,multiple_outpatient,multiple_professional,deductible_individual,deductible_family,oop_max_individual,oop_max_family,coinsurance_percent,copay_primary_care,copay_specialist,copay_urgent_care,copay_emergency,is_synthetic',
    );
  });

  it('converts a good row: numbers, null for an empty copay, the synthetic flag', () => {
    expect(planDesignFileRowSchema.parse(good)).toEqual({
      plan_name: 'Plan A',
      plan_year: 2026,
      multiple_inpatient: 1.4,
      multiple_outpatient: 1.45,
      multiple_professional: 1.3,
      deductible_individual: 1500,
      deductible_family: 3000,
      oop_max_individual: 5000,
      oop_max_family: 10000,
      coinsurance_percent: 20,
      copay_primary_care: 25,
      copay_specialist: 50.5,
      copay_urgent_care: null,
      copay_emergency: 250,
      is_synthetic: true,
    });
    expect(planDesignFileRowSchema.parse({ ...good, is_synthetic: '' }).is_synthetic).toBe(false);
  });

  it('accepts the edges of every range', () => {
    expect(problem({ multiple_inpatient: '0.5', multiple_professional: '10' })).toBeNull();
    expect(problem({ plan_year: '2000' })).toBeNull();
    expect(problem({ plan_year: '2100' })).toBeNull();
    expect(problem({ coinsurance_percent: '0' })).toBeNull();
    expect(problem({ coinsurance_percent: '100' })).toBeNull();
    expect(
      problem({
        deductible_individual: '0',
        deductible_family: '0',
        oop_max_individual: '1000000',
        oop_max_family: '1000000.00',
        copay_emergency: '0',
      }),
    ).toBeNull();
    // The maximums may equal the deductibles, and family may equal individual.
    expect(
      problem({
        deductible_family: '1500',
        oop_max_individual: '1500',
        oop_max_family: '1500',
      }),
    ).toBeNull();
  });

  it('refuses a row that breaks a rule, naming the column and the rule', () => {
    expect(problem({ plan_name: '  ' })).toBe('plan_name: is empty');
    expect(problem({ plan_year: '1999' })).toBe('plan_year: is not between 2000 and 2100');
    expect(problem({ plan_year: '2101' })).toBe('plan_year: is not between 2000 and 2100');
    expect(problem({ plan_year: '26' })).toBe('plan_year: is not a four-digit year');
    expect(problem({ multiple_inpatient: '0.49' })).toBe('multiple_inpatient: is not between 0.5 and 10');
    expect(problem({ multiple_outpatient: '10.01' })).toBe('multiple_outpatient: is not between 0.5 and 10');
    expect(problem({ multiple_professional: '140%' })).toMatch(/^multiple_professional: is not a multiple/);
    expect(problem({ deductible_individual: '1500.005' })).toBe(
      'deductible_individual: is not an amount in dollars (digits, at most two decimals)',
    );
    expect(problem({ deductible_individual: '-1' })).toMatch(/^deductible_individual: is not an amount/);
    expect(problem({ deductible_individual: '$1500' })).toMatch(/^deductible_individual: is not an amount/);
    expect(problem({ oop_max_family: '1000000.01' })).toBe('oop_max_family: is more than 1,000,000');
    expect(problem({ copay_specialist: '12.345' })).toMatch(/^copay_specialist: is not an amount/);
    expect(problem({ coinsurance_percent: '100.5' })).toBe('coinsurance_percent: is more than 100');
    expect(problem({ coinsurance_percent: '20%' })).toMatch(/^coinsurance_percent: is not a percent/);
    expect(problem({ is_synthetic: 'yes' })).toBe('is_synthetic: is not 0 or 1');
  });

  it('refuses a family amount below the individual one and a maximum below its deductible', () => {
    expect(problem({ deductible_family: '1499.99' })).toBe(
      'deductible_family: is less than deductible_individual',
    );
    expect(problem({ oop_max_individual: '1000' })).toBe(
      'oop_max_individual: is less than deductible_individual',
    );
    expect(problem({ oop_max_family: '4999' })).toBe('oop_max_family: is less than oop_max_individual');
    expect(problem({ oop_max_family: '2999' })).toBe(
      'oop_max_family: is less than oop_max_individual; oop_max_family: is less than deductible_family',
    );
    expect(problem({ deductible_family: '10000.01', oop_max_family: '10000' })).toBe(
      'oop_max_family: is less than deductible_family',
    );
  });

  it('names every bad cell of a row at once, and compares columns only when each cell is good', () => {
    expect(
      problem({ deductible_individual: 'x', deductible_family: '1000', oop_max_individual: '900' }),
    ).toBe('deductible_individual: is not an amount in dollars (digits, at most two decimals)');
    expect(problem({ deductible_individual: '1500.001', oop_max_family: '1' })).toBe(
      'deductible_individual: is not an amount in dollars (digits, at most two decimals); oop_max_family: is less than oop_max_individual; oop_max_family: is less than deductible_family',
    );
    expect(problem({ plan_year: 'next', coinsurance_percent: '120', copay_emergency: 'x' })).toBe(
      'plan_year: is not a four-digit year; coinsurance_percent: is more than 100; copay_emergency: is not an amount in dollars (digits, at most two decimals)',
    );
  });

  it('accepts every row within the rules and reads its figures back exactly', () => {
    fc.assert(
      fc.property(goodRows, ({ amounts, bare, year, multiples, coinsuranceCents, copays }) => {
        const [inpatient = 0, outpatient = 0, professional = 0] = multiples;
        const [primaryCare = null, specialist = null, urgentCare = null, emergency = null] = copays;
        const copayText = (cents: number | null) => (cents === null ? '' : dollarsText(cents, bare));
        const row = planDesignFileRowSchema.parse({
          ...good,
          plan_year: String(year),
          multiple_inpatient: String(inpatient / 10_000),
          multiple_outpatient: String(outpatient / 10_000),
          multiple_professional: String(professional / 10_000),
          deductible_individual: dollarsText(amounts.deductibleIndividual, bare),
          deductible_family: dollarsText(amounts.deductibleFamily, bare),
          oop_max_individual: dollarsText(amounts.oopMaxIndividual, bare),
          oop_max_family: dollarsText(amounts.oopMaxFamily, bare),
          coinsurance_percent: dollarsText(coinsuranceCents, bare),
          copay_primary_care: copayText(primaryCare),
          copay_specialist: copayText(specialist),
          copay_urgent_care: copayText(urgentCare),
          copay_emergency: copayText(emergency),
        });
        const cents = (value: number | null) => (value === null ? null : Math.round(value * 100));
        expect(row.plan_year).toBe(year);
        expect(row.multiple_outpatient * 10_000).toBeCloseTo(outpatient, 6);
        expect(cents(row.deductible_individual)).toBe(amounts.deductibleIndividual);
        expect(cents(row.deductible_family)).toBe(amounts.deductibleFamily);
        expect(cents(row.oop_max_individual)).toBe(amounts.oopMaxIndividual);
        expect(cents(row.oop_max_family)).toBe(amounts.oopMaxFamily);
        expect(cents(row.coinsurance_percent)).toBe(coinsuranceCents);
        expect(
          [row.copay_primary_care, row.copay_specialist, row.copay_urgent_care, row.copay_emergency].map(
            cents,
          ),
        ).toEqual([primaryCare, specialist, urgentCare, emergency]);
        // The design it gives is a valid reply.
        expect(planBenefitDesignSchema.safeParse(planBenefitDesignOfRow(row, 'plan-1')).success).toBe(true);
      }),
    );
  });

  it('refuses every row whose family deductible is below the individual one', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 100_000_000 })
          .chain((individual) => fc.tuple(fc.constant(individual), fc.integer({ min: 1, max: individual }))),
        ([individual, gap]) => {
          const outcome = problem({
            deductible_individual: dollarsText(individual, false),
            deductible_family: dollarsText(individual - gap, false),
            oop_max_individual: '1000000',
            oop_max_family: '1000000',
          });
          expect(outcome).toBe('deductible_family: is less than deductible_individual');
        },
      ),
    );
  });

  it('refuses every multiple outside 0.5 to 10 and every amount over 1,000,000', () => {
    const outside = fc.oneof(
      fc.integer({ min: 0, max: 4_999 }).map((tenThousandths) => String(tenThousandths / 10_000)),
      fc.integer({ min: 100_001, max: 999_999 }).map((tenThousandths) => String(tenThousandths / 10_000)),
    );
    fc.assert(
      fc.property(outside, (text) => {
        expect(problem({ multiple_inpatient: text })).toBe('multiple_inpatient: is not between 0.5 and 10');
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 100_000_001, max: 999_999_999 }), (cents) => {
        expect(problem({ copay_urgent_care: dollarsText(cents, false) })).toBe(
          'copay_urgent_care: is more than 1,000,000',
        );
      }),
    );
  });
});

describe('plan benefit design', () => {
  it('takes the figures of a checked row, grouped and in camelCase', () => {
    const design = planBenefitDesignOfRow(planDesignFileRowSchema.parse(good), 'demo-plan');
    expect(design).toEqual({
      planId: 'demo-plan',
      planYear: 2026,
      medicareMultiples: { inpatient: 1.4, outpatient: 1.45, professional: 1.3 },
      deductible: { individual: 1500, family: 3000 },
      outOfPocketMax: { individual: 5000, family: 10000 },
      coinsurancePercent: 20,
      copays: { primaryCare: 25, specialist: 50.5, urgentCare: null, emergency: 250 },
      isSynthetic: true,
    });
  });
});
