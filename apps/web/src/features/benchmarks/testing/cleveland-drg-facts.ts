/**
 * Figures copied from the public CMS files for four Cleveland, OH hospitals (test fixtures):
 * - `inpatient-drg100-by-provider-fy2011.csv.gz`: DRG 469 and 470 rows (Total Discharges,
 *   Average Covered Charges = billed, Average Medicare Payments), USD;
 * - `hospital-cost-report-2021.csv.gz`: beds, totals and the cost-to-charge ratio;
 * - `hvbp-total-performance-score-fy2024.csv`: total performance and domain scores (unweighted).
 */

export const inpatientFile = 'inpatient-drg100-by-provider-fy2011.csv.gz';
export const costReportFile = 'hospital-cost-report-2021.csv.gz';
export const qualityFile = 'hvbp-total-performance-score-fy2024.csv';

export interface HospitalFixture {
  ccn: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** DRG → [discharges, average covered charges, average Medicare payments]. */
  drgs: Record<string, [number, number, number]>;
  cost: {
    beds: number;
    totalCharge: number;
    totalCost: number;
    /** HCRIS Total Patient Revenue (gross) and Net Patient Revenue, as the 2021 file gives them. */
    totalPatientRevenue: number;
    netPatientRevenue: number;
    patientDiscounts: number;
    operatingExpenses: number;
    netIncome: number;
    costToChargeRatio: number;
    fiscalYearEnd: string;
  };
  quality: { tps: number; clinical: number; engagement: number; safety: number; efficiency: number };
}

export const drgNames: Record<string, string> = {
  '469': 'MAJOR JOINT REPLACEMENT OR REATTACHMENT OF LOWER EXTREMITY W MCC',
  '470': 'MAJOR JOINT REPLACEMENT OR REATTACHMENT OF LOWER EXTREMITY W/O MCC',
};

export const clevelandHospitals: readonly HospitalFixture[] = [
  {
    ccn: '360077',
    name: 'FAIRVIEW HOSPITAL',
    address: '18101 LORAIN AVENUE',
    city: 'CLEVELAND',
    state: 'OH',
    zip: '44111',
    drgs: { '469': [13, 54140.07, 17059.0], '470': [109, 43301.04, 11204.88] },
    cost: {
      beds: 466,
      totalCharge: 1858331152,
      totalCost: 425039178,
      totalPatientRevenue: 1871726010,
      netPatientRevenue: 591812023,
      patientDiscounts: 1279913987,
      operatingExpenses: 461043380,
      netIncome: 390950683,
      costToChargeRatio: 0.228721,
      fiscalYearEnd: '2021-12-31',
    },
    quality: { tps: 25.666666666667, clinical: 51.666666666667, engagement: 25, safety: 16, efficiency: 10 },
  },
  {
    ccn: '360087',
    name: 'LUTHERAN HOSPITAL',
    address: '1730 WEST 25TH STREET',
    city: 'CLEVELAND',
    state: 'OH',
    zip: '44113',
    drgs: { '469': [15, 64423.73, 19063.73], '470': [175, 46054.45, 11516.61] },
    cost: {
      beds: 119,
      totalCharge: 418639899,
      totalCost: 112310717,
      totalPatientRevenue: 421488390,
      netPatientRevenue: 133567438,
      patientDiscounts: 287920952,
      operatingExpenses: 124961708,
      netIncome: 20138289,
      costToChargeRatio: 0.268275,
      fiscalYearEnd: '2021-12-31',
    },
    quality: { tps: 12.166666666667, clinical: 16.666666666667, engagement: 12, safety: 20, efficiency: 0 },
  },
  {
    ccn: '360137',
    name: 'UNIVERSITY HOSPITALS OF CLEVELAND',
    address: '11100 EUCLID AVENUE',
    city: 'CLEVELAND',
    state: 'OH',
    zip: '44106',
    drgs: { '469': [14, 76593.14, 27438.42], '470': [312, 40325.41, 15691.43] },
    cost: {
      beds: 638,
      totalCharge: 6166789728,
      totalCost: 1635411136,
      totalPatientRevenue: 6749878384,
      netPatientRevenue: 2240719360,
      patientDiscounts: 4509159024,
      operatingExpenses: 2162947228,
      netIncome: 252960132,
      costToChargeRatio: 0.265197,
      fiscalYearEnd: '2021-12-31',
    },
    quality: { tps: 19.25, clinical: 40, engagement: 11, safety: 26, efficiency: 0 },
  },
  {
    ccn: '360180',
    name: 'CLEVELAND CLINIC',
    address: '9500 EUCLID AVENUE',
    city: 'CLEVELAND',
    state: 'OH',
    zip: '44195',
    drgs: { '469': [22, 127513.45, 28973.63], '470': [410, 50880.88, 12451.1] },
    cost: {
      beds: 1326,
      totalCharge: 12988144441,
      totalCost: 3058279556,
      totalPatientRevenue: 19559905281,
      netPatientRevenue: 6037196525,
      patientDiscounts: 13522708756,
      operatingExpenses: 6752065059,
      netIncome: 1346779003,
      costToChargeRatio: 0.235467,
      fiscalYearEnd: '2021-12-31',
    },
    quality: { tps: 35, clinical: 65, engagement: 29, safety: 16, efficiency: 30 },
  },
];
