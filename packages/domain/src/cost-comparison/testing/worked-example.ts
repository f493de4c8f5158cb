import { usStates } from '../../shared/us-states.js';
import type { AnalysisStateInput } from '../contract.js';
import type { StateMedicareRatio } from '../replies.js';
import { specStateRatioExamples } from '../rules.js';

/**
 * The entries of the worked example of docs/decisions/0104 (an illustrative plan, round entries,
 * not data): 50 employees for 2025, 60 % Alabama / 40 % Maryland, plan responsibility facility
 * $164,000 and professional $72,000 at 80 % of medical, medical spend from plan responsibility,
 * billed estimated at a 40 % network discount, the current vendor at a $3 facility PEPM and 10 %
 * of savings, Old pricing. The one copy the domain and page tests share.
 */
export const workedExampleInput: AnalysisStateInput = {
  planName: 'Worked example plan',
  numberOfEmployees: 50,
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  utilization: [
    { state: 'AL', percent: 60 },
    { state: 'MD', percent: 40 },
  ],
  planResponsibility: { facility: 164_000, professional: 72_000 },
  currentPercentOfMedical: 80,
  currentNetworkDiscount: 40,
  dataSources: {
    planResponsibility: 'facilityAndProfessional',
    medicalSpend: 'fromPlanResponsibility',
    billed: 'estimate',
  },
  vendorFees: { facilityPEPM: 3, percentSavings: 10 },
  pricingSelection: 'Old',
};

/**
 * The spec's per-state examples (§9: Alabama 6.5 / 4.89 / 2.78, Maryland 1.13 / 1.13 / 2.54, from
 * `specStateRatioExamples`) as rows of the ratio table, each labelled 'spec-example'.
 */
export function specExampleRows(): StateMedicareRatio[] {
  return Object.entries(specStateRatioExamples).map(([state, ratios]) => {
    const source = (ratio: number) => ({
      ratio,
      source: 'spec-example' as const,
      dataYear: null,
      sourceFile: null,
      note: null,
    });
    return {
      state,
      name: usStates.find((entry) => entry.code === state)?.name ?? state,
      inpatient: source(ratios.inpatient),
      outpatient: source(ratios.outpatient),
      professional: source(ratios.professional),
    };
  });
}
