import { describe, expect, it } from 'vitest';
import { analysisStateSchema, comparisonFormPostSchema, saveAnalysisBodySchema } from './contract.js';
import type { AnalysisStateInput } from './contract.js';
import { comparisonDefaults, pricingTiers } from './rules.js';

/** The field messages of a refused state, keyed by path. */
function problems(input: unknown): Record<string, string> {
  const result = analysisStateSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const complete: AnalysisStateInput = {
  planName: 'Acme',
  numberOfEmployees: 250,
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  utilization: [
    { state: 'AL', percent: 60 },
    { state: 'OH', percent: 40 },
  ],
  pricingSelection: 'Current',
};

describe('analysisStateSchema defaults (spec §9; issue 18)', () => {
  it('fills every field but the plan name', () => {
    const state = analysisStateSchema.parse({ planName: '  Acme  ' });
    expect(state).toEqual({
      planName: 'Acme',
      numberOfEmployees: comparisonDefaults.numberOfEmployees,
      startDate: null,
      endDate: null,
      utilization: [],
      utilizationSource: 'claims',
      medicareRatios: { inpatient: null, outpatient: null, professional: null },
      planResponsibility: {
        inpatient: null,
        outpatient: null,
        professional: null,
        facility: null,
        total: null,
      },
      medicalSpend: { inpatient: null, outpatient: null, professional: null, facility: null, total: null },
      billed: { inpatient: null, outpatient: null, professional: null, facility: null, total: null },
      currentNetworkDiscount: null,
      currentPercentOfMedical: null,
      dataSources: {
        planResponsibility: 'total',
        medicalSpend: 'fromPlanResponsibility',
        billed: 'estimate',
      },
      vendorFees: {
        facilityPEPM: 0,
        professionalPEPM: 0,
        percentBilled: 0,
        percentSavings: 0,
        isEstimate: false,
      },
      sixdMultiples: { ...comparisonDefaults.sixdMultiples },
      pricingSelection: 'Current',
      customPricing: null,
      notes: '',
    });
    expect(state.numberOfEmployees).toBe(1000);
    expect(state.sixdMultiples).toEqual({ facility: 1.5, professional: 1.2 });
  });

  it('takes the issue’s complete request', () => {
    expect(analysisStateSchema.safeParse(complete).success).toBe(true);
  });

  it('fills defaults inside a partly given block', () => {
    const state = analysisStateSchema.parse({
      planName: 'Acme',
      vendorFees: { facilityPEPM: 3 },
      billed: { total: 10 },
    });
    expect(state.vendorFees).toEqual({
      facilityPEPM: 3,
      professionalPEPM: 0,
      percentBilled: 0,
      percentSavings: 0,
      isEstimate: false,
    });
    expect(state.billed).toEqual({
      inpatient: null,
      outpatient: null,
      professional: null,
      facility: null,
      total: 10,
    });
  });
});

describe('analysisStateSchema messages', () => {
  it('asks for the plan name', () => {
    expect(problems({})).toMatchObject({ planName: 'Enter the plan name.' });
    expect(problems({ planName: '   ' })).toMatchObject({ planName: 'Enter the plan name.' });
  });

  it('refuses bad employees, dates, states and percents', () => {
    expect(problems({ planName: 'A', numberOfEmployees: 0 })).toEqual({
      numberOfEmployees: 'Enter at least 1 employee.',
    });
    expect(problems({ planName: 'A', numberOfEmployees: 2.5 })).toEqual({
      numberOfEmployees: 'Enter a whole number of employees.',
    });
    expect(problems({ planName: 'A', startDate: '2025-02-30' })).toEqual({
      startDate: 'Enter a valid date (mm/dd/yyyy).',
    });
    expect(problems({ planName: 'A', utilization: [{ state: 'XX', percent: 10 }] })).toEqual({
      'utilization.0.state': 'Choose a US state.',
    });
    expect(problems({ planName: 'A', currentNetworkDiscount: 101 })).toEqual({
      currentNetworkDiscount: 'Enter a percent from 0 to 100.',
    });
    expect(problems({ planName: 'A', medicalSpend: { total: -1 } })).toEqual({
      'medicalSpend.total': 'An amount cannot be negative.',
    });
    expect(problems({ planName: 'A', medicareRatios: { inpatient: 0 } })).toEqual({
      'medicareRatios.inpatient': 'A ratio must be at least 0.01.',
    });
    // Figures below a hundredth would only make a quotient overflow (1e12 ÷ 5e-324).
    expect(problems({ planName: 'A', currentPercentOfMedical: 5e-324 })).toEqual({
      currentPercentOfMedical: 'Enter a percent from 0 to 100 with at most 2 decimals.',
    });
    expect(problems({ planName: 'A', planResponsibility: { professional: 9e-18 } })).toEqual({
      'planResponsibility.professional': 'Enter an amount of at least $0.01, or 0.',
    });
  });

  it('refuses an end before the start', () => {
    expect(problems({ ...complete, startDate: '2025-06-01', endDate: '2025-05-31' })).toEqual({
      endDate: 'The end date must be on or after the start date.',
    });
  });

  it('refuses a state listed twice and utilization over 100', () => {
    expect(
      problems({
        planName: 'A',
        utilization: [
          { state: 'AL', percent: 10 },
          { state: 'AL', percent: 10 },
        ],
      }),
    ).toEqual({ 'utilization.1.state': 'Each state can be listed once.' });
    expect(
      problems({
        planName: 'A',
        utilization: [
          { state: 'AL', percent: 60 },
          { state: 'OH', percent: 40.5 },
        ],
      }),
    ).toEqual({ utilization: 'Utilization can add up to at most 100 percent.' });
  });

  it('refuses the two pairs of data sources that would feed each other (spec §5)', () => {
    expect(
      problems({
        planName: 'A',
        dataSources: {
          planResponsibility: 'percentOfMedical',
          medicalSpend: 'fromPlanResponsibility',
          billed: 'total',
        },
      }),
    ).toEqual({
      'dataSources.planResponsibility':
        'Percent of medical is not available while medical spend comes from plan responsibility.',
    });
    expect(
      problems({
        planName: 'A',
        dataSources: { planResponsibility: 'total', medicalSpend: 'percentOfBilled', billed: 'estimate' },
      }),
    ).toEqual({
      'dataSources.medicalSpend': 'Percent of billed is not available while billed is an estimate.',
    });
  });

  it('refuses both vendor percents, and percents while both PEPMs are set', () => {
    expect(problems({ planName: 'A', vendorFees: { percentBilled: 1, percentSavings: 1 } })).toEqual({
      'vendorFees.percentSavings': 'Enter a percent of billed or a percent of savings, not both.',
    });
    expect(
      problems({ planName: 'A', vendorFees: { facilityPEPM: 1, professionalPEPM: 1, percentBilled: 1 } }),
    ).toEqual({
      'vendorFees.percentBilled':
        'Percent fees are 0 while both facility and professional PEPM fees are set.',
    });
  });

  it('asks for custom prices with the Custom selection and checks them', () => {
    expect(problems({ planName: 'A', pricingSelection: 'Custom' })).toEqual({
      customPricing: 'Enter the custom prices.',
    });
    const { facilityOONPEPM: _unused, ...custom } = pricingTiers.Current;
    expect(problems({ planName: 'A', pricingSelection: 'Custom', customPricing: custom })).toEqual({});
    expect(
      problems({
        planName: 'A',
        pricingSelection: 'Custom',
        customPricing: { ...custom, minEmployees: 1.5 },
      }),
    ).toEqual({
      'customPricing.minEmployees': 'Enter a whole number of employees.',
    });
  });

  it('refuses unknown fields', () => {
    expect(Object.keys(problems({ planName: 'A', savings: 1 }))).toEqual(['']);
  });
});

describe('other cost-comparison bodies', () => {
  it('a form post carries the state as JSON text and the CSRF token', () => {
    expect(
      comparisonFormPostSchema.safeParse({ state: JSON.stringify(complete), csrfToken: 't' }).success,
    ).toBe(true);
    expect(comparisonFormPostSchema.safeParse({ state: JSON.stringify(complete) }).success).toBe(false);
  });

  it('a saved analysis body holds a valid state', () => {
    expect(saveAnalysisBodySchema.safeParse({ state: complete }).success).toBe(true);
    expect(saveAnalysisBodySchema.safeParse({ state: { planName: '' } }).success).toBe(false);
  });
});
