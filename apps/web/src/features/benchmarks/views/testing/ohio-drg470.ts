import {
  type BenchmarkTableReply,
  type CountyComparisonReply,
  type HospitalProfileReply,
  medianRatio,
  percentileSet,
  weightedAverage,
} from '@medivi/domain';

/**
 * DRG 470 rows of seven Ohio hospitals in the CMS FY2011 inpatient file
 * (inpatient-drg100-by-provider-fy2011.csv.gz): CCN, zip, county of the zip (GeoNames
 * us-zip-centroids-geonames.csv.gz), discharges, average covered charges, average Medicare payment.
 */
export const ohioDrg470 = [
  { ccn: '360180', county: 'Cuyahoga', discharges: 410, billed: 50880.88, medicare: 12451.1 },
  { ccn: '360137', county: 'Cuyahoga', discharges: 312, billed: 40325.41, medicare: 15691.4 },
  { ccn: '360059', county: 'Cuyahoga', discharges: 97, billed: 25842.04, medicare: 17763.57 },
  { ccn: '360085', county: 'Franklin', discharges: 95, billed: 67734.92, medicare: 14163.14 },
  { ccn: '360035', county: 'Franklin', discharges: 370, billed: 43401.56, medicare: 10697.22 },
  { ccn: '360003', county: 'Hamilton', discharges: 68, billed: 46463.2, medicare: 17413.47 },
  { ccn: '360112', county: 'Lucas', discharges: 39, billed: 61548.28, medicare: 16061.33 },
] as const;

const description = 'MAJOR JOINT REPLACEMENT OR REATTACHMENT OF LOWER EXTREMITY W/O MCC';
const fy2011File = 'inpatient-drg100-by-provider-fy2011.csv.gz';

/** The table reply the server gives for these rows (percentiles by the domain's function). */
export function ohioTableReply(): BenchmarkTableReply {
  const billed = percentileSet(ohioDrg470.map((row) => row.billed));
  const medicare = percentileSet(ohioDrg470.map((row) => row.medicare));
  return {
    claimType: 'Inpatient',
    codeType: 'DRG',
    code: '470',
    description,
    dataYear: 2011,
    availableYears: [2011],
    sourceFiles: [fy2011File],
    area: 'OH',
    providers: ohioDrg470.length,
    count: ohioDrg470.reduce((sum, row) => sum + row.discharges, 0),
    billed,
    medicare,
    medianRatio: medianRatio(billed, medicare),
    // National and Ohio rows of DRG 470 in inpatient-by-geography-and-drg-2019.csv.gz.
    areaAverages: [
      {
        area: 'US',
        dataYear: 2019,
        count: 415280,
        billedAvg: 65482.607867,
        medicareAvg: 11849.460706,
        sourceFile: 'inpatient-by-geography-and-drg-2019.csv.gz',
      },
      {
        area: 'OH',
        dataYear: 2019,
        count: 15767,
        billedAvg: 53410.334433,
        medicareAvg: 10702.921418,
        sourceFile: 'inpatient-by-geography-and-drg-2019.csv.gz',
      },
    ],
  };
}

function countyRow(county: string | null, rows: readonly (typeof ohioDrg470)[number][]) {
  const billedAvg = weightedAverage(rows.map((row) => ({ count: row.discharges, value: row.billed })));
  const medicareAvg = weightedAverage(rows.map((row) => ({ count: row.discharges, value: row.medicare })));
  return {
    county,
    hospitals: rows.length,
    count: rows.reduce((sum, row) => sum + row.discharges, 0),
    billedAvg,
    medicareAvg,
    ratio: billedAvg !== null && medicareAvg !== null ? billedAvg / medicareAvg : null,
  };
}

/** The county reply the server gives for these rows. */
export function ohioCountyReply(): CountyComparisonReply {
  const counties = [...new Set(ohioDrg470.map((row) => row.county))]
    .map((county) =>
      countyRow(
        county,
        ohioDrg470.filter((row) => row.county === county),
      ),
    )
    .sort((a, b) => b.count - a.count);
  return {
    claimType: 'Inpatient',
    codeType: 'DRG',
    code: '470',
    description,
    dataYear: 2011,
    availableYears: [2011],
    sourceFiles: [fy2011File],
    state: 'OH',
    zipSources: ['us-zip-centroids-geonames.csv.gz'],
    total: countyRow(null, ohioDrg470),
    counties,
  };
}

/**
 * The Cleveland Clinic's profile reply with its DRG 470 row: address of the FY2011 file, the
 * hospital-cost-report-2021 row of CCN 360180 and its hvbp-total-performance-score-fy2024 row;
 * the state medians over the seven Ohio hospitals above.
 */
export function clinicProfileReply(): HospitalProfileReply {
  const clinic = ohioDrg470[0];
  const billed = percentileSet(ohioDrg470.map((row) => row.billed));
  const medicare = percentileSet(ohioDrg470.map((row) => row.medicare));
  return {
    ccn: clinic.ccn,
    hospital: {
      name: 'CLEVELAND CLINIC',
      address: '9500 EUCLID AVENUE',
      city: 'CLEVELAND',
      state: 'OH',
      zip: '44195',
      sourceFile: fy2011File,
    },
    costReport: {
      reportYear: 2021,
      fiscalYearEnd: '2021-12-31',
      beds: 1326,
      totalCharges: 12988144441,
      totalCosts: 3058279556,
      totalPatientRevenue: 19559905281,
      patientDiscounts: 13522708756,
      netPatientRevenue: 6037196525,
      operatingExpenses: 6752065059,
      netIncome: 1346779003,
      costToChargeRatio: 0.235467,
      sourceFile: 'hospital-cost-report-2021.csv.gz',
    },
    quality: {
      fiscalYear: 2024,
      totalPerformanceScore: 35,
      clinicalOutcomes: 65,
      personAndCommunityEngagement: 29,
      safety: 16,
      efficiencyAndCostReduction: 30,
      sourceFile: 'hvbp-total-performance-score-fy2024.csv',
    },
    dataYear: 2011,
    availableYears: [2011],
    sourceFiles: [fy2011File],
    drgs: [
      {
        code: '470',
        description,
        discharges: clinic.discharges,
        billedAvg: clinic.billed,
        medicareAvg: clinic.medicare,
        ratio: clinic.billed / clinic.medicare,
        stateHospitals: ohioDrg470.length,
        stateMedianBilled: billed?.p50 ?? null,
        stateMedianMedicare: medicare?.p50 ?? null,
      },
    ],
  };
}
