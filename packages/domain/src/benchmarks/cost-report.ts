/**
 * The hospital-wide figures of a CMS Hospital Provider Cost Report (HCRIS summary file
 * `hospital-cost-report-<year>.csv`), each under the name both views use and the label both show
 * (issue 31 item 4): the provider details of the benchmarks chart and the hospital profile read
 * them through one mapping, so one figure never carries two meanings. US dollars.
 */
export const costReportFigureKeys = [
  'totalCharges',
  'totalCosts',
  'totalPatientRevenue',
  'patientDiscounts',
  'netPatientRevenue',
  'operatingExpenses',
  'netIncome',
] as const;
export type CostReportFigureKey = (typeof costReportFigureKeys)[number];

/** The figures of one cost report, US dollars; null where the file has none. */
export type CostReportFigures = Record<CostReportFigureKey, number | null>;

/**
 * Each figure's label on the pages, and the HCRIS column it is read from. Total patient revenue
 * is gross (charges at full rates); net patient revenue is what remains after the contractual
 * allowances and discounts, so it is usually far below total charges.
 */
export const costReportFigureLabels: Record<CostReportFigureKey, { label: string; column: string }> = {
  totalCharges: { label: 'Total charges', column: 'Combined Outpatient + Inpatient Total Charges' },
  totalCosts: { label: 'Total costs', column: 'Total Costs' },
  totalPatientRevenue: { label: 'Total patient revenue (gross)', column: 'Total Patient Revenue' },
  patientDiscounts: {
    label: 'Contractual allowances and discounts',
    column: "Less Contractual Allowance and Discounts on Patients' Accounts",
  },
  netPatientRevenue: { label: 'Net patient revenue', column: 'Net Patient Revenue' },
  operatingExpenses: { label: 'Total operating expense', column: 'Less Total Operating Expense' },
  netIncome: { label: 'Net income', column: 'Net Income' },
};
