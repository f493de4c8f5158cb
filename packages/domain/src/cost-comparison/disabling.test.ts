import { describe, expect, it } from 'vitest';
import { analysisStateSchema } from './contract.js';
import type { AnalysisStateInput } from './contract.js';
import { comparisonFileName, disabledInputs } from './disabling.js';

const disabled = (input: Omit<AnalysisStateInput, 'planName'>) =>
  disabledInputs(analysisStateSchema.parse({ planName: 'Plan', ...input }));

describe('disabledInputs (spec §5 Cost-comparison)', () => {
  it('disables nothing with the defaults but percent of medical (medical spend comes from plan responsibility)', () => {
    expect(disabled({})).toEqual({
      planResponsibilityPercentOfMedical: true,
      medicalSpendFromPlanResponsibility: false,
      medicalSpendPercentOfBilled: true,
      billedEstimate: false,
      vendorPercentBilled: false,
      vendorPercentSavings: false,
      vendorPercentsForcedToZero: false,
    });
  });

  it('makes percent of medical and from plan responsibility exclude each other', () => {
    const fromPercent = disabled({
      dataSources: {
        planResponsibility: 'percentOfMedical',
        medicalSpend: 'allActuals',
        billed: 'allActuals',
      },
    });
    expect(fromPercent.medicalSpendFromPlanResponsibility).toBe(true);
    expect(fromPercent.planResponsibilityPercentOfMedical).toBe(false);
  });

  it('makes percent of billed and the billed estimate exclude each other', () => {
    const percentOfBilled = disabled({
      dataSources: { planResponsibility: 'total', medicalSpend: 'percentOfBilled', billed: 'allActuals' },
    });
    expect(percentOfBilled.billedEstimate).toBe(true);
    expect(percentOfBilled.medicalSpendPercentOfBilled).toBe(false);
    const estimate = disabled({
      dataSources: { planResponsibility: 'total', medicalSpend: 'allActuals', billed: 'estimate' },
    });
    expect(estimate.medicalSpendPercentOfBilled).toBe(true);
    expect(estimate.billedEstimate).toBe(false);
  });

  it('makes vendor percent billed and percent savings exclude each other', () => {
    expect(disabled({ vendorFees: { percentBilled: 2 } })).toMatchObject({
      vendorPercentBilled: false,
      vendorPercentSavings: true,
    });
    expect(disabled({ vendorFees: { percentSavings: 20 } })).toMatchObject({
      vendorPercentBilled: true,
      vendorPercentSavings: false,
    });
  });

  it('forces and disables both vendor percents when both PEPMs are non-zero', () => {
    expect(disabled({ vendorFees: { facilityPEPM: 3, professionalPEPM: 2 } })).toMatchObject({
      vendorPercentBilled: true,
      vendorPercentSavings: true,
      vendorPercentsForcedToZero: true,
    });
    expect(disabled({ vendorFees: { facilityPEPM: 3 } })).toMatchObject({
      vendorPercentBilled: false,
      vendorPercentSavings: false,
      vendorPercentsForcedToZero: false,
    });
  });
});

describe('comparisonFileName (spec §7)', () => {
  it('names the file {plan} - {product} {kind}.pdf', () => {
    expect(comparisonFileName('Acme Manufacturing', 'MediVI', 'executive-summary')).toBe(
      'Acme Manufacturing - MediVI Executive Summary.pdf',
    );
    expect(comparisonFileName('Acme', 'Claims', 'savings-analysis')).toBe(
      'Acme - Claims Savings Analysis.pdf',
    );
  });

  it('replaces characters a file name cannot hold and names an empty plan', () => {
    expect(comparisonFileName(' A/B: "plan"?\n', 'MediVI', 'savings-analysis')).toBe(
      'A-B- -plan- - MediVI Savings Analysis.pdf',
    );
    expect(comparisonFileName('  ', 'MediVI', 'executive-summary')).toBe(
      'Analysis - MediVI Executive Summary.pdf',
    );
  });
});
