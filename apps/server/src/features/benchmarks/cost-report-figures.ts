import type { CostReportFigures } from '@medivi/domain';
import type { HospitalCostReportsTable } from '../../db/schema.js';

/** A stored figure as a number (PostgreSQL may hand back numeric text), or null. */
function numberOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * The one reading of a stored HCRIS cost report's hospital-wide figures (issue 31 item 4;
 * `costReportFigureLabels` names the column of each), shared by the provider details and the
 * hospital profile. US dollars.
 */
export function costReportFiguresOf(
  report: Pick<
    HospitalCostReportsTable,
    | 'total_charges'
    | 'total_costs'
    | 'total_patient_revenue'
    | 'patient_discounts'
    | 'net_patient_revenue'
    | 'operating_expenses'
    | 'net_income'
  >,
): CostReportFigures {
  return {
    totalCharges: numberOf(report.total_charges),
    totalCosts: numberOf(report.total_costs),
    totalPatientRevenue: numberOf(report.total_patient_revenue),
    patientDiscounts: numberOf(report.patient_discounts),
    netPatientRevenue: numberOf(report.net_patient_revenue),
    operatingExpenses: numberOf(report.operating_expenses),
    netIncome: numberOf(report.net_income),
  };
}
