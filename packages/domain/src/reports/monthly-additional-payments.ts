import { monthLabel } from '../shared/dates.js';
import { chartOf, column } from './derive.js';
import { roundToCents } from '../shared/repricing-savings.js';
import type { ReportKpi, ReportPageFigures, ReportTable } from './figures.js';
import { type AdditionalPaymentFact, claimTypeLabel } from './facts.js';

/**
 * Additional Monthly Payments (spec §2 Monthly; docs/decisions/0105-reports.md): what the plan paid
 * in a month for care given in earlier months, i.e. claims repriced in the month whose service began
 * before the month's first day. The month's other pages count them in the month they were repriced;
 * this page shows how much of the month's spend is catching up on earlier care, and for which months.
 */

/** The total paid on `payments`, to the cent. */
export function additionalPaymentsTotal(payments: readonly AdditionalPaymentFact[]): number {
  return roundToCents(payments.reduce((sum, p) => sum + p.paid, 0));
}

/** The page body from the month's payments for earlier care. */
export function additionalPaymentsPage(
  year: number,
  month: number,
  payments: readonly AdditionalPaymentFact[],
): Pick<ReportPageFigures, 'kpis' | 'tables' | 'charts'> {
  const rows = [...payments].sort(
    (a, b) => a.serviceDateFrom.localeCompare(b.serviceDateFrom) || a.claimId.localeCompare(b.claimId),
  );
  const claims: ReportTable = {
    id: 'additional-payments',
    title: `Claims repriced in ${monthLabel(year, month)} for care in earlier months`,
    columns: [
      column('claimId', 'Claim', 'text'),
      column('claimType', 'Claim type', 'text'),
      column('provider', 'Provider', 'text'),
      column('serviceDate', 'Date of service', 'date'),
      column('receivedOn', 'Repriced', 'date'),
      column('allowed', 'Allowed', 'usd'),
      column('paid', 'Paid', 'usd'),
      column('caseNumber', 'Case number', 'text'),
    ],
    rows: rows.map((p) => [
      p.claimId,
      claimTypeLabel(p.claimType),
      p.providerName,
      p.serviceDateFrom,
      p.receivedOn,
      roundToCents(p.allowed),
      roundToCents(p.paid),
      p.caseNumber,
    ]),
    totals: [
      'Total',
      null,
      null,
      null,
      null,
      roundToCents(rows.reduce((s, p) => s + p.allowed, 0)),
      additionalPaymentsTotal(rows),
      null,
    ],
  };
  const byMonth = new Map<string, { claims: number; paid: number }>();
  for (const p of rows) {
    const key = p.serviceDateFrom.slice(0, 7);
    const entry = byMonth.get(key) ?? { claims: 0, paid: 0 };
    entry.claims += 1;
    entry.paid = roundToCents(entry.paid + p.paid);
    byMonth.set(key, entry);
  }
  const byServiceMonth: ReportTable = {
    id: 'additional-payments-by-service-month',
    title: 'By the month care was given',
    columns: [
      column('serviceMonth', 'Month of service', 'text'),
      column('claims', 'Claims', 'count'),
      column('paid', 'Paid', 'usd'),
    ],
    rows: [...byMonth.entries()].map(([key, entry]) => [
      monthLabel(Number(key.slice(0, 4)), Number(key.slice(5, 7))),
      entry.claims,
      entry.paid,
    ]),
    totals: ['Total', rows.length, additionalPaymentsTotal(rows)],
  };
  const kpi = (id: string, label: string, unit: ReportKpi['unit'], value: number): ReportKpi => ({
    id,
    label,
    unit,
    value,
  });
  return {
    kpis: [
      kpi('additionalClaims', 'Claims for earlier care', 'count', rows.length),
      kpi('additionalPaid', 'Paid for earlier care', 'usd', additionalPaymentsTotal(rows)),
    ],
    tables: [claims, byServiceMonth],
    charts: [
      chartOf(byServiceMonth, 'additional-payments-chart', 'Paid for earlier care by month of service', [
        'paid',
      ]),
    ],
  };
}
