import { describe, expect, it } from 'vitest';
import { HeaderIndex } from '../columns.js';
import { detectFormat } from '../detect-format.js';
import {
  mapMeasureRecord,
  mapTotalScoreRecord,
  measureColumns,
  parseMeasurePoints,
  totalScoreColumns,
} from './cms-quality.js';

// Headers of quality/hvbp-total-performance-score-fy2021.csv and -fy2024.csv ("and" vs "And").
const header2021 = [
  'Fiscal Year',
  'Facility ID',
  'Facility Name',
  'Address',
  'City',
  'State',
  'ZIP Code',
  'County Name',
  'Unweighted Normalized Clinical Outcomes Domain Score',
  'Weighted Normalized Clinical Outcomes Domain Score',
  'Unweighted Person and Community Engagement Domain Score',
  'Weighted Person and Community Engagement Domain Score',
  'Unweighted Normalized Safety Domain Score',
  'Weighted Safety Domain Score',
  'Unweighted Normalized Efficiency and Cost Reduction Domain Score',
  'Weighted Efficiency and Cost Reduction Domain Score',
  'Total Performance Score',
];
const header2024 = header2021.map((name) =>
  name
    .replace('City', 'City/Town')
    .replace('County Name', 'County/Parish')
    .replace('Person and', 'Person And')
    .replace('Efficiency and', 'Efficiency And'),
);
const cleveland2021 = [
  '2021',
  '360180',
  'CLEVELAND CLINIC',
  '9500 EUCLID AVENUE',
  'CLEVELAND',
  'OH',
  '44195',
  'Cuyahoga',
  '80.000000000000',
  '20.000000000000',
  '50.000000000000',
  '12.500000000000',
  '26.000000000000',
  '6.500000000000',
  '20.000000000000',
  '5.000000000000',
  '44.000000000000',
];
const mizell2024 =
  '2024,010007,MIZELL MEMORIAL HOSPITAL,702 N MAIN ST,OPP,AL,36467,COVINGTON,6.666666666667,2.222222222222,24.000000000000,8.000000000000,Not Available,Not Available,50.000000000000,16.666666666667,26.888888888889'.split(
    ',',
  );

describe('HVBP Total Performance Score rows', () => {
  it('recognizes both header spellings', () => {
    expect(detectFormat(header2021)?.kind).toBe('cms-hvbp-total-performance-score');
    expect(detectFormat(header2024)?.kind).toBe('cms-hvbp-total-performance-score');
  });

  it('maps the unweighted domain scores and the total, Not Available as null', () => {
    expect(mapTotalScoreRecord(cleveland2021, totalScoreColumns(new HeaderIndex(header2021))).row).toEqual({
      ccn: '360180',
      fiscal_year: 2021,
      total_performance_score: 44,
      clinical_outcomes: 80,
      person_and_community_engagement: 50,
      safety: 26,
      efficiency_and_cost_reduction: 20,
    });
    expect(mapTotalScoreRecord(mizell2024, totalScoreColumns(new HeaderIndex(header2024))).row).toEqual({
      ccn: '010007',
      fiscal_year: 2024,
      total_performance_score: 26.888888888889,
      clinical_outcomes: 6.666666666667,
      person_and_community_engagement: 24,
      safety: null,
      efficiency_and_cost_reduction: 50,
    });
  });

  it('rejects a row with an unreadable score', () => {
    const bad = [...cleveland2021];
    bad[16] = 'high';
    expect(mapTotalScoreRecord(bad, totalScoreColumns(new HeaderIndex(header2021))).rejected).toBe(
      'total performance score "high" is not a number',
    );
  });
});

// quality/hvbp-efficiency-and-cost-reduction-fy2024.csv, Cleveland Clinic.
const efficiencyHeader = [
  'Fiscal Year',
  'Facility ID',
  'Facility Name',
  'Address',
  'City/Town',
  'State',
  'ZIP Code',
  'County/Parish',
  'MSPB-1 Achievement Threshold',
  'MSPB-1 Benchmark',
  'MSPB-1 Baseline Rate',
  'MSPB-1 Performance Rate',
  'MSPB-1 Achievement Points',
  'MSPB-1 Improvement Points',
  'MSPB-1 Measure Score',
];
const efficiencyRow =
  '2024,360180,CLEVELAND CLINIC,9500 EUCLID AVENUE,CLEVELAND,OH,44195,CUYAHOGA,0.988920,0.848160,0.970486,0.956863,3 out of 10,1 out of 9,3 out of 10'.split(
    ',',
  );

describe('HVBP domain measure rows', () => {
  const index = new HeaderIndex(efficiencyHeader);
  const columns = { ccn: 1, fiscalYear: 0, measures: measureColumns(index) };

  it('finds the measures of a domain file from its header', () => {
    expect(detectFormat(efficiencyHeader)?.kind).toBe('cms-hvbp-measures');
    expect(columns.measures).toEqual([
      { measure: 'MSPB-1', domain: 'efficiency_and_cost_reduction', performanceRate: 11, score: 14 },
    ]);
    const safety = measureColumns(
      new HeaderIndex([
        'Fiscal Year',
        'Facility ID',
        'HAI-1 Performance Rate',
        'HAI-1 Measure Score',
        'Combined SSI Measure Score',
      ]),
    );
    expect(safety.map((measure) => [measure.measure, measure.domain, measure.performanceRate])).toEqual([
      ['HAI-1', 'safety', 2],
      ['Combined SSI', 'safety', -1],
    ]);
  });

  it('maps the performance rate and the score in points', () => {
    expect(mapMeasureRecord(efficiencyRow, columns).row).toEqual([
      {
        ccn: '360180',
        fiscal_year: 2024,
        domain: 'efficiency_and_cost_reduction',
        measure: 'MSPB-1',
        performance_rate: 0.956863,
        measure_score: 3,
      },
    ]);
    expect(parseMeasurePoints('10 out of 10')).toBe(10);
    expect(parseMeasurePoints('Not Available')).toBeNull();
  });

  it('rejects a row whose score is not points', () => {
    const bad = [...efficiencyRow];
    bad[14] = 'three';
    expect(mapMeasureRecord(bad, columns).rejected).toBe('MSPB-1 score "three" is not points');
  });
});
