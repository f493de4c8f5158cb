import { chartOf, column } from './derive.js';
import { roundToCents } from '../shared/repricing-savings.js';
import type { ReportKpi, ReportPageFigures, ReportPeriod, ReportTable } from './figures.js';
import type { CaseFact, FlaggedProviderFact } from './facts.js';
import { reportPages } from './rules.js';

/**
 * What the provider acceptance report of one plan reads up to a month's end
 * (docs/decisions/0105-reports.md): the plan's access-issue cases with their status then, and the
 * plan's claims at providers whose NPI carries an active provider-experience flag (CAUTION,
 * UNFRIENDLY, DELISTED), grouped by NPI.
 */
export interface ProviderAcceptanceFacts {
  plan: { id: string; name: string };
  period: ReportPeriod;
  accessIssues: readonly CaseFact[];
  flaggedProviders: readonly FlaggedProviderFact[];
}

type PageBody = Pick<ReportPageFigures, 'kpis' | 'tables' | 'charts'>;

const kpi = (id: string, label: string, unit: ReportKpi['unit'], value: number | null): ReportKpi => ({
  id,
  label,
  unit,
  value,
});

const unknownState = 'Unknown';
const isOpen = (c: CaseFact) => c.closedOn === null;

/** One state's row: access issues (all, open), flagged providers used and their claims. */
export interface StateAcceptance {
  state: string;
  accessIssues: number;
  openAccessIssues: number;
  flaggedProviders: number;
  flaggedClaims: number;
  flaggedPaid: number;
  flaggedBalanceBilled: number;
}

/** Access issues and flagged providers by state, states with the most access issues first. */
export function acceptanceByState(f: ProviderAcceptanceFacts): StateAcceptance[] {
  const rows = new Map<string, StateAcceptance>();
  const rowOf = (state: string | null) => {
    const key = state ?? unknownState;
    let row = rows.get(key);
    if (row === undefined) {
      row = {
        state: key,
        accessIssues: 0,
        openAccessIssues: 0,
        flaggedProviders: 0,
        flaggedClaims: 0,
        flaggedPaid: 0,
        flaggedBalanceBilled: 0,
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const issue of f.accessIssues) {
    const row = rowOf(issue.providerState);
    row.accessIssues += 1;
    if (isOpen(issue)) row.openAccessIssues += 1;
  }
  for (const provider of f.flaggedProviders) {
    const row = rowOf(provider.state);
    row.flaggedProviders += 1;
    row.flaggedClaims += provider.claims;
    row.flaggedPaid = roundToCents(row.flaggedPaid + provider.paid);
    row.flaggedBalanceBilled = roundToCents(row.flaggedBalanceBilled + provider.balanceBilled);
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.accessIssues - a.accessIssues || b.flaggedClaims - a.flaggedClaims || a.state.localeCompare(b.state),
  );
}

function stateSummaryPage(f: ProviderAcceptanceFacts): PageBody {
  const rows = acceptanceByState(f);
  const sum = (pick: (row: StateAcceptance) => number) => roundToCents(rows.reduce((s, r) => s + pick(r), 0));
  const table: ReportTable = {
    id: 'state-summary',
    title: `Access issues and flagged providers by state, ${f.period.label}`,
    columns: [
      column('state', 'State', 'text'),
      column('accessIssues', 'Access issues', 'count'),
      column('openAccessIssues', 'Open access issues', 'count'),
      column('flaggedProviders', 'Flagged providers used', 'count'),
      column('flaggedClaims', 'Claims at flagged providers', 'count'),
      column('flaggedPaid', 'Paid to flagged providers', 'usd'),
      column('flaggedBalanceBilled', 'Balance billed by flagged providers', 'usd'),
    ],
    rows: rows.map((r) => [
      r.state,
      r.accessIssues,
      r.openAccessIssues,
      r.flaggedProviders,
      r.flaggedClaims,
      r.flaggedPaid,
      r.flaggedBalanceBilled,
    ]),
    totals: [
      'Total',
      sum((r) => r.accessIssues),
      sum((r) => r.openAccessIssues),
      sum((r) => r.flaggedProviders),
      sum((r) => r.flaggedClaims),
      sum((r) => r.flaggedPaid),
      sum((r) => r.flaggedBalanceBilled),
    ],
  };
  return {
    kpis: [
      kpi('accessIssues', 'Access issues', 'count', f.accessIssues.length),
      kpi('openAccessIssues', 'Open access issues', 'count', f.accessIssues.filter(isOpen).length),
      kpi('flaggedProviders', 'Flagged providers used', 'count', f.flaggedProviders.length),
      kpi('states', 'States', 'count', rows.length),
    ],
    tables: [table],
    charts: [
      chartOf(table, 'state-summary-chart', 'Access issues and flagged providers by state', [
        'accessIssues',
        'flaggedProviders',
      ]),
    ],
  };
}

function providerSummaryPage(f: ProviderAcceptanceFacts): PageBody {
  const flagged = [...f.flaggedProviders].sort((a, b) => b.claims - a.claims || a.npi.localeCompare(b.npi));
  const flaggedTable: ReportTable = {
    id: 'flagged-providers',
    title: "Flagged providers the plan's members used",
    columns: [
      column('npi', 'NPI', 'text'),
      column('provider', 'Provider', 'text'),
      column('state', 'State', 'text'),
      column('recommendation', 'Flag', 'text'),
      column('claims', 'Claims', 'count'),
      column('billed', 'Billed', 'usd'),
      column('paid', 'Paid', 'usd'),
      column('balanceBilled', 'Balance billed', 'usd'),
    ],
    rows: flagged.map((p) => [
      p.npi,
      p.providerName,
      p.state,
      p.recommendation,
      p.claims,
      roundToCents(p.billed),
      roundToCents(p.paid),
      roundToCents(p.balanceBilled),
    ]),
    totals: [
      'Total',
      null,
      null,
      null,
      flagged.reduce((s, p) => s + p.claims, 0),
      roundToCents(flagged.reduce((s, p) => s + p.billed, 0)),
      roundToCents(flagged.reduce((s, p) => s + p.paid, 0)),
      roundToCents(flagged.reduce((s, p) => s + p.balanceBilled, 0)),
    ],
  };
  const byProvider = new Map<
    string,
    { name: string; state: string; issues: number; open: number; last: string }
  >();
  for (const issue of f.accessIssues) {
    const name = issue.providerName ?? 'Not given';
    const state = issue.providerState ?? unknownState;
    const key = `${name.toLowerCase()}|${state}`;
    const row = byProvider.get(key) ?? { name, state, issues: 0, open: 0, last: issue.openedOn };
    row.issues += 1;
    if (isOpen(issue)) row.open += 1;
    if (issue.openedOn > row.last) row.last = issue.openedOn;
    byProvider.set(key, row);
  }
  const issueRows = [...byProvider.values()].sort(
    (a, b) => b.issues - a.issues || a.name.localeCompare(b.name),
  );
  const issuesTable: ReportTable = {
    id: 'access-issues-by-provider',
    title: 'Access issues by provider',
    columns: [
      column('provider', 'Provider', 'text'),
      column('state', 'State', 'text'),
      column('issues', 'Access issues', 'count'),
      column('open', 'Open', 'count'),
      column('lastReported', 'Last reported', 'date'),
    ],
    rows: issueRows.map((r) => [r.name, r.state, r.issues, r.open, r.last]),
    totals: ['Total', null, f.accessIssues.length, f.accessIssues.filter(isOpen).length, null],
  };
  return {
    kpis: [
      kpi('flaggedProviders', 'Flagged providers used', 'count', flagged.length),
      kpi(
        'flaggedClaims',
        'Claims at flagged providers',
        'count',
        flagged.reduce((s, p) => s + p.claims, 0),
      ),
      kpi('providersWithIssues', 'Providers with access issues', 'count', issueRows.length),
    ],
    tables: [flaggedTable, issuesTable],
    charts: [
      chartOf(issuesTable, 'access-issues-by-provider-chart', 'Access issues by provider', ['issues']),
    ],
  };
}

const acceptanceNotes = [
  "Access issues are the plan's Access Issue cases, by the state of the provider named on the case, with their status at the period's end.",
  'A flagged provider is one whose NPI carries an active provider-experience flag (Caution, Unfriendly or Delisted); facility claims known only by CCN cannot be matched.',
];

/**
 * The figures of one provider acceptance page (spec §2 Provider Acceptance;
 * docs/decisions/0105-reports.md). @throws Error for a page id not in the report's pages.
 */
export function buildProviderAcceptancePage(page: string, f: ProviderAcceptanceFacts): ReportPageFigures {
  const entry = reportPages['providerAcceptance-reporting'].find((p) => p.id === page);
  if (entry === undefined) throw new Error(`unknown provider acceptance page ${page}`);
  return {
    reportName: 'providerAcceptance-reporting',
    page,
    title: entry.title,
    plan: f.plan,
    period: f.period,
    published: null,
    ...(page === 'state-summary' ? stateSummaryPage(f) : providerSummaryPage(f)),
    notes: acceptanceNotes,
  };
}
