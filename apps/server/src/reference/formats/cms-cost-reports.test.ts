import { describe, expect, it } from 'vitest';
import { HeaderIndex } from '../columns.js';
import { detectFormat } from '../detect-format.js';
import { costReportColumns, laterReport, mapCostReportRecord } from './cms-cost-reports.js';

// The columns the importer reads, in the order of cost-reports/hospital-cost-report-2021.csv.gz,
// with the values of its Cleveland Clinic row (CCN 360180).
const cleveland: [string, string][] = [
  ['rpt_rec_num', '751359'],
  ['Provider CCN', '360180'],
  ['Hospital Name', 'CLEVELAND CLINIC HOSPITAL'],
  ['Fiscal Year Begin Date', '1/1/2021'],
  ['Fiscal Year End Date', '12/31/2021'],
  ['Number of Beds', '1326'],
  ['Total Costs', '3058279556'],
  ['Inpatient Total Charges', '5064791652'],
  ['Outpatient Total Charges', '7923352789'],
  ['Combined Outpatient + Inpatient Total Charges', '12988144441'],
  ['Total Patient Revenue', '19559905281'],
  ["Less Contractual Allowance and Discounts on Patients' Accounts", '13522708756'],
  ['Net Patient Revenue', '6037196525'],
  ['Less Total Operating Expense', '6752065059'],
  ['Net Income from Service to Patients', '-714868534'],
  ['Net Income', '1346779003'],
  ['Cost To Charge Ratio', '0.235467'],
];
const header = cleveland.map(([name]) => name);
const row = cleveland.map(([, value]) => value);
const columns = costReportColumns(new HeaderIndex(header));

describe('Hospital Provider Cost Report rows', () => {
  it('is recognized from its header', () => {
    expect(detectFormat(header)?.kind).toBe('cms-hospital-cost-report');
  });

  it('maps dates to ISO, the hospital-wide figures and the report year from the file name', () => {
    expect(mapCostReportRecord(row, columns, 2021).row).toEqual({
      ccn: '360180',
      report_year: 2021,
      fiscal_year_begin: '2021-01-01',
      fiscal_year_end: '2021-12-31',
      beds: 1326,
      total_charges: 12988144441,
      inpatient_charges: 5064791652,
      outpatient_charges: 7923352789,
      total_costs: 3058279556,
      total_patient_revenue: 19559905281,
      patient_discounts: 13522708756,
      net_patient_revenue: 6037196525,
      operating_expenses: 6752065059,
      net_income: 1346779003,
      cost_to_charge_ratio: 0.235467,
    });
  });

  it('prefers a Year column and falls back to the fiscal year end', () => {
    const withYear = costReportColumns(new HeaderIndex([...header, 'Year']));
    expect(mapCostReportRecord([...row, '2020'], withYear, 2021).row?.report_year).toBe(2020);
    expect(mapCostReportRecord(row, columns, null).row?.report_year).toBe(2021);
  });

  it('keeps the later-ending of two reports of one year', () => {
    const full = mapCostReportRecord(row, columns, 2021).row;
    const shortPeriod = mapCostReportRecord(
      row.map((value, index) => (index === 4 ? '6/30/2021' : value)),
      columns,
      2021,
    ).row;
    if (full === undefined || shortPeriod === undefined) throw new Error('unmapped');
    expect(laterReport(full, shortPeriod)).toBe(full);
    expect(laterReport(shortPeriod, full)).toBe(full);
  });

  it('rejects a row with an invalid date', () => {
    expect(
      mapCostReportRecord(
        row.map((value, index) => (index === 3 ? '13/1/2021' : value)),
        columns,
        2021,
      ).rejected,
    ).toBe('fiscal year begin "13/1/2021" is not a date');
  });
});
