import { describe, expect, it } from 'vitest';
import { effectiveSortKey, sortOptionsFor } from './benchmarks-options';
import { formatFigure, rowsOf } from './benchmark-rows';
import { drgItem, chartReplyFor, hospitalItem } from './testing/benchmarks-backend';
import { clevelandHospitals } from './testing/cleveland-drg-facts';

describe('benchmarks sort options (analysis-reports-admin spec §4, §9)', () => {
  it('offers the §9 options per claim type and display', () => {
    expect(sortOptionsFor('Inpatient', 'values')).toEqual([
      'billedAvg',
      'costAvg',
      'medicareAvg',
      'numClaims',
      'quality',
    ]);
    expect(sortOptionsFor('Outpatient', 'ratios')).toEqual([
      'costRatio',
      'medicareRatio',
      'numClaims',
      'quality',
    ]);
    expect(sortOptionsFor('Professional', 'values')).toEqual(['billedAvg', 'medicareAvg', 'numClaims']);
    expect(sortOptionsFor('Professional', 'ratios')).toEqual(['medicareRatio', 'numClaims']);
  });

  it('falls back to numClaims for professional quality, costRatio and costAvg', () => {
    expect(effectiveSortKey('quality', 'Professional', 'values')).toBe('numClaims');
    expect(effectiveSortKey('costRatio', 'Professional', 'ratios')).toBe('numClaims');
    expect(effectiveSortKey('costAvg', 'Professional', 'values')).toBe('numClaims');
    expect(effectiveSortKey('quality', 'Inpatient', 'values')).toBe('quality');
    expect(effectiveSortKey('medicareAvg', 'Inpatient', 'ratios')).toBe('numClaims');
  });

  it('sorts rows by the figure chosen, either way, with the averaging chosen', () => {
    const reply = chartReplyFor({
      providerSelections: clevelandHospitals.map(hospitalItem),
      procedureSelections: [drgItem('469'), drgItem('470')],
      claimType: 'Inpatient',
      outpatientCodeType: 'APC',
      professionalCodeType: 'HCPCS',
    });
    const claims = (hospital: (typeof clevelandHospitals)[number]) =>
      Object.values(hospital.drgs).reduce((sum, [count]) => sum + count, 0);
    const byClaims = [...clevelandHospitals].sort((a, b) => claims(b) - claims(a)).map((h) => h.name);
    expect(rowsOf(reply, 'weighted', 'numClaims', 'desc').map((row) => row.name)).toEqual(byClaims);
    expect(rowsOf(reply, 'simple', 'numClaims', 'asc').map((row) => row.name)).toEqual(
      [...byClaims].reverse(),
    );
    const simpleBilled = rowsOf(reply, 'simple', 'billedAvg', 'desc')[0]?.figures.billedAvg;
    const weightedBilled = rowsOf(reply, 'weighted', 'billedAvg', 'desc')[0]?.figures.billedAvg;
    expect(simpleBilled).not.toBe(weightedBilled);
  });

  it("reads 'not available' for a missing figure or a zero quality", () => {
    expect(formatFigure('quality', 0)).toBe('not available');
    expect(formatFigure('billedAvg', null)).toBe('not available');
    expect(formatFigure('billedAvg', 46054.45)).toBe('$46,054');
    expect(formatFigure('medicareRatio', 3.99)).toBe('3.99');
  });
});
