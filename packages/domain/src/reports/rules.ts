import type { ReportName } from './roles.js';

/** One page of a report: its id (URL and API part) and its title as the spec names it. */
export interface ReportPage {
  readonly id: string;
  readonly title: string;
  /** Plan-health pages shown twice: for all time and for the current plan year. */
  readonly scope?: 'allTime' | 'planYear';
}

/** The pages of each report in drawer order (spec §2 Embedded report pages; plan health adds Cases Decided On Time). */
export const reportPages: Readonly<Record<ReportName, readonly ReportPage[]>> = {
  'monthly-reporting': [
    { id: 'active-cases', title: 'Active Cases' },
    { id: 'additional-monthly-payments', title: 'Additional Monthly Payments' },
    { id: 'claims-by-month', title: 'Claims By Month' },
    { id: 'closed-cases', title: 'Closed Cases' },
    { id: 'totals-recap', title: 'Totals Recap' },
  ],
  'planHealth-reporting': [
    { id: 'cover-page', title: 'Cover Page' },
    { id: 'executive-summary', title: 'Executive Summary' },
    { id: 'high-cost-drivers', title: 'High-Cost Drivers' },
    { id: 'claim-summary', title: 'Claim Summary', scope: 'allTime' },
    { id: 'claim-summary-plan-year', title: 'Claim Summary (Plan Year)', scope: 'planYear' },
    { id: 'utilization', title: 'Utilization', scope: 'allTime' },
    { id: 'utilization-plan-year', title: 'Utilization (Plan Year)', scope: 'planYear' },
    { id: 'balance-bill-summary', title: 'Balance Bill Summary', scope: 'allTime' },
    { id: 'balance-bill-summary-plan-year', title: 'Balance Bill Summary (Plan Year)', scope: 'planYear' },
    { id: 'access-issue-summary', title: 'Access Issue Summary', scope: 'allTime' },
    { id: 'access-issue-summary-plan-year', title: 'Access Issue Summary (Plan Year)', scope: 'planYear' },
    // Issue 35 item 5 (docs/decisions/0117): not in the spec's list, which predates the case clocks.
    { id: 'cases-on-time', title: 'Cases Decided On Time', scope: 'allTime' },
    { id: 'cases-on-time-plan-year', title: 'Cases Decided On Time (Plan Year)', scope: 'planYear' },
  ],
  'providerAcceptance-reporting': [
    { id: 'state-summary', title: 'State Summary' },
    { id: 'provider-summary', title: 'Provider Summary' },
  ],
};

/** The first report year (spec §9 Other: report years run down to 2019). */
export const reportFirstYear = 2019;

/** Report request time-out in milliseconds (spec §9 Cost-comparison: 30000). */
export const reportRequestTimeoutMs = 30_000;
