import { describe, expect, it } from 'vitest';
import { chartBodySchema, savedSelectionsSchema, selectionItemSchema } from './contract.js';
import {
  codeTypeOf,
  codeTypesByClaimType,
  effectiveSort,
  hasDataSource,
  noDataSourceText,
  sortOptions,
} from './rules.js';

const drg470 = { id: '470', name: '470 - MAJOR JOINT REPLACEMENT', type: 'DRG', matches: 3 } as const;
const fairview = { id: '360077', name: 'FAIRVIEW HOSPITAL', type: 'provider', matches: 1 } as const;

function fieldErrorsOf(result: ReturnType<typeof chartBodySchema.safeParse>): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('benchmark claim and code types (spec §5, §9; docs/decisions/0102)', () => {
  it('offers the spec code types with APC as the outpatient default', () => {
    expect(codeTypesByClaimType.Inpatient).toEqual({ options: ['DRG'], defaultCodeType: 'DRG' });
    expect(codeTypesByClaimType.Outpatient).toEqual({
      options: ['Diagnosis', 'HCPCS', 'APC'],
      defaultCodeType: 'APC',
    });
    expect(codeTypesByClaimType.Professional).toEqual({
      options: ['Diagnosis', 'HCPCS'],
      defaultCodeType: 'HCPCS',
    });
  });

  it('picks the code type of a chart and says which have no data source', () => {
    expect(codeTypeOf('Inpatient', 'Diagnosis', 'Diagnosis')).toBe('DRG');
    expect(codeTypeOf('Outpatient', 'APC', 'Diagnosis')).toBe('APC');
    expect(codeTypeOf('Professional', 'APC', 'Diagnosis')).toBe('Diagnosis');
    expect(hasDataSource('Outpatient', 'APC')).toBe(true);
    expect(hasDataSource('Outpatient', 'HCPCS')).toBe(false);
    expect(hasDataSource('Professional', 'Diagnosis')).toBe(false);
    expect(noDataSourceText('Outpatient', 'Diagnosis')).toMatch(
      /^No data source: outpatient figures by diagnosis/,
    );
    expect(noDataSourceText('Outpatient', 'HCPCS')).toContain('choose APC');
  });

  it('sorts Professional by billed, Medicare and claims only, falling back to numClaims', () => {
    expect(sortOptions('Inpatient', 'values')).toEqual([
      'billedAvg',
      'costAvg',
      'medicareAvg',
      'numClaims',
      'quality',
    ]);
    expect(sortOptions('Outpatient', 'ratios')).toEqual([
      'costRatio',
      'medicareRatio',
      'numClaims',
      'quality',
    ]);
    expect(sortOptions('Professional', 'values')).toEqual(['billedAvg', 'medicareAvg', 'numClaims']);
    expect(sortOptions('Professional', 'ratios')).toEqual(['medicareRatio', 'numClaims']);
    for (const sort of ['quality', 'costRatio', 'costAvg'] as const)
      expect(effectiveSort('Professional', 'values', sort)).toBe('numClaims');
    expect(effectiveSort('Inpatient', 'values', 'quality')).toBe('quality');
    expect(effectiveSort('Inpatient', 'ratios', 'billedAvg')).toBe('numClaims');
  });
});

describe('benchmark request schemas', () => {
  it('accepts a chart of DRG 470 for a hospital, with the code type defaults', () => {
    const parsed = chartBodySchema.parse({
      providerSelections: [fairview],
      procedureSelections: [drg470],
      claimType: 'inpatient',
    });
    expect(parsed).toMatchObject({
      claimType: 'Inpatient',
      outpatientCodeType: 'APC',
      professionalCodeType: 'HCPCS',
    });
  });

  it('refuses both lists empty, wrong kinds and a code of another type with field messages', () => {
    expect(
      fieldErrorsOf(
        chartBodySchema.safeParse({
          providerSelections: [],
          procedureSelections: [],
          claimType: 'Inpatient',
        }),
      ),
    ).toEqual({ providerSelections: 'Select at least one provider or procedure' });
    expect(
      fieldErrorsOf(
        chartBodySchema.safeParse({
          providerSelections: [drg470],
          procedureSelections: [{ ...fairview }, { ...drg470, type: 'APC' }],
          claimType: 'Inpatient',
        }),
      ),
    ).toEqual({
      'providerSelections.0.type': "A provider selection's type must be 'provider' or 'state'",
      'procedureSelections.0.type': "A procedure selection's type must be DRG, APC or HCPCS",
      'procedureSelections.1.type': 'Procedures of this chart must be DRG codes',
    });
    expect(
      fieldErrorsOf(
        chartBodySchema.safeParse({
          providerSelections: [fairview],
          procedureSelections: [],
          claimType: 'Dental',
        }),
      ),
    ).toEqual({
      claimType: 'claimType must be Inpatient, Outpatient or Professional',
    });
  });

  it('checks each selection item', () => {
    expect(selectionItemSchema.safeParse({ ...fairview, matches: -1 }).success).toBe(false);
    expect(selectionItemSchema.safeParse({ ...fairview, id: '' }).success).toBe(false);
    expect(savedSelectionsSchema.safeParse({ providerSelections: [], procedureSelections: [] }).success).toBe(
      true,
    );
  });
});
