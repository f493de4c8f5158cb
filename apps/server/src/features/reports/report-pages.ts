import {
  buildMonthlyPage,
  buildPlanHealthPage,
  buildProviderAcceptancePage,
  type ReportMonth,
  type ReportName,
  type ReportPageFigures,
  reportPages,
} from '@medivi/domain';
import { monthlyFacts, planHealthFacts, providerAcceptanceFacts, type ReportPlan } from './report-facts.js';
import type { ReportsRepository } from './reports.repository.js';

/**
 * The figures of `pages` of one report for one plan up to the end of `month`, computed from the
 * claims and cases tables (the facts are read once for all pages asked). Cases decided count by
 * the months of `clockTimeZone`, the case clocks' time zone. `published` is the month the figures
 * are frozen for, or null when they are computed live.
 */
export async function computeReportPages(
  repository: ReportsRepository,
  reportName: ReportName,
  plan: ReportPlan,
  month: ReportMonth,
  clockTimeZone: string,
  pages: readonly string[] = reportPages[reportName].map((p) => p.id),
  published: ReportMonth | null = month,
): Promise<ReportPageFigures[]> {
  const stamp = (figures: ReportPageFigures): ReportPageFigures => ({ ...figures, published });
  if (reportName === 'monthly-reporting') {
    const facts = await monthlyFacts(repository, plan, month);
    return pages.map((page) => stamp(buildMonthlyPage(page, facts)));
  }
  if (reportName === 'planHealth-reporting') {
    const facts = await planHealthFacts(repository, plan, month, clockTimeZone);
    return pages.map((page) => stamp(buildPlanHealthPage(page, facts)));
  }
  const facts = await providerAcceptanceFacts(repository, plan, month);
  return pages.map((page) => stamp(buildProviderAcceptancePage(page, facts)));
}
