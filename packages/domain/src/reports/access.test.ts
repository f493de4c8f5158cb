import { describe, expect, it } from 'vitest';
import { mayReadReport, seesAllReportPlans } from './access.js';

describe('who reads which report and plans', () => {
  it('opens a report for the reports role plus its own role, in the request variant', () => {
    const monthly = ['medivi-reports', 'medivi-clientmonthlyreport'];
    expect(mayReadReport(monthly, 'medivi', 'monthly-reporting')).toBe(true);
    expect(mayReadReport(monthly, 'medivi', 'planHealth-reporting')).toBe(false);
    expect(mayReadReport(['medivi-clientmonthlyreport'], 'medivi', 'monthly-reporting')).toBe(false);
    expect(mayReadReport(monthly, 'claims', 'monthly-reporting')).toBe(false);
  });

  it('shows every plan to report readers holding admin or 6dhallplans only', () => {
    expect(seesAllReportPlans(['medivi-reports', 'medivi-admin'], 'medivi')).toBe(true);
    expect(seesAllReportPlans(['medivi-reports', 'medivi-6dhallplans'], 'medivi')).toBe(true);
    expect(seesAllReportPlans(['medivi-admin'], 'medivi')).toBe(false);
    expect(seesAllReportPlans(['medivi-reports', 'medivi-caseviewclient'], 'medivi')).toBe(false);
  });
});
