import { describe, expect, it } from 'vitest';
import { analysisStateSchema, comparisonDefaults } from '@medivi/domain';
import { formValuesOf, initialFormValues, liveStateOf, stateInputOf } from './analysis-form';

const today = new Date(2026, 10, 26);

describe('the Market Analysis form values', () => {
  it('start from the contract defaults with no plan name and no dates', () => {
    const values = initialFormValues();
    expect(values.planName).toBe('');
    expect(values.numberOfEmployees).toBe(comparisonDefaults.numberOfEmployees);
    expect(values.sixdMultiples).toEqual(comparisonDefaults.sixdMultiples);
    expect([values.startDate, values.endDate]).toEqual(['', '']);
  });

  it('send typed dates as ISO, an empty date as null and a broken one as typed, so the contract names it', () => {
    const values = { ...initialFormValues(), planName: 'P', startDate: '1/2/25', endDate: '02/30/2025' };
    const input = stateInputOf(values, today) as { startDate: unknown; endDate: unknown };
    expect(input.startDate).toBe('2025-01-02');
    expect(input.endDate).toBe('02/30/2025');
    const parsed = analysisStateSchema.safeParse(input);
    const issues = parsed.success ? [] : parsed.error.issues;
    expect(new Set(issues.map((issue) => issue.path.join('.')))).toEqual(new Set(['endDate']));
    // The first message of the field is the one the form shows.
    expect(issues[0]?.message).toBe('Enter a valid date (mm/dd/yyyy).');
    expect((stateInputOf({ ...values, endDate: '' }, today) as { endDate: unknown }).endDate).toBeNull();
  });

  it('compute live with emptied fees as 0, emptied multiples at their default and a partial date left out', () => {
    const values = initialFormValues();
    const emptied = {
      ...values,
      startDate: '01/0',
      vendorFees: { ...values.vendorFees, facilityPEPM: null, percentBilled: null },
      sixdMultiples: { facility: null, professional: 2 },
    } as unknown as typeof values;
    const live = liveStateOf(emptied, today);
    expect(live.startDate).toBeNull();
    expect(live.vendorFees.facilityPEPM).toBe(0);
    expect(live.vendorFees.percentBilled).toBe(0);
    expect(live.sixdMultiples).toEqual({
      facility: comparisonDefaults.sixdMultiples.facility,
      professional: 2,
    });
  });

  it('open a saved state with its ISO dates as the typed text', () => {
    const state = analysisStateSchema.parse({ planName: 'P', startDate: '2025-01-01', endDate: null });
    expect(formValuesOf(state)).toMatchObject({ startDate: '2025-01-01', endDate: '' });
  });
});
