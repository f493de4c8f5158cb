import { type CaseRecordType, caseRecordTypeNames } from '../shared/case-record-types.js';
import { monthLabel } from '../shared/dates.js';
import { monthKey, monthsBetween, type YearMonth } from '../shared/months.js';
import { chartOf, column, percentOf } from './derive.js';
import type { CaseDecisionFact } from './facts.js';
import type {
  ReportCell,
  ReportColumn,
  ReportKpi,
  ReportPageFigures,
  ReportPeriod,
  ReportTable,
} from './figures.js';

/**
 * Cases decided on time, per case type and month (issue 35 item 5; docs/decisions/0117 for the
 * clocks, 0105 for the report): the plan-health page "Cases Decided On Time" and the on-time table
 * of the Balance Bill and Access Issue summaries. A case counts in the month it was decided
 * (closed) in the clocks' time zone; on time when it closed by its due time, extension and pauses
 * counted (appeals by 29 CFR 2560.503-1(i)(2), the other types by the plan's service levels).
 * Cases without clock figures are left out and counted in the notes. Percents 0-100, one decision.
 */

type PageBody = Pick<ReportPageFigures, 'kpis' | 'tables' | 'charts'>;

/** The decisions of one stretch (all time, or the plan year) up to the report month's end. */
export interface DecisionScope {
  period: ReportPeriod;
  /** Cases decided in the stretch, in month order or not. */
  decisions: readonly CaseDecisionFact[];
}

/** The case types in the report's order: its pages show Balance Bill before Access Issue. */
const caseTypes: readonly CaseRecordType[] = ['BalanceBill', 'AccessIssue', 'CallAhead', 'Appeal'];

/** The part of a table or chart id naming a case type. */
const typeIds: Readonly<Record<CaseRecordType, string>> = {
  BalanceBill: 'balance-bill',
  AccessIssue: 'access-issue',
  CallAhead: 'call-ahead',
  Appeal: 'appeal',
};

/** The columns after the key column of every on-time table. */
const onTimeColumns: readonly ReportColumn[] = [
  column('decided', 'Decided', 'count'),
  column('onTime', 'Decided on time', 'count'),
  column('onTimePercent', 'Decided on time %', 'percent'),
];

/** Decided (with clock figures), decided on time, and the share on time (null when none decided). */
function onTimeCells(decisions: readonly CaseDecisionFact[]): [number, number, number | null] {
  const decided = decisions.filter((d) => d.onTime !== null).length;
  const onTime = decisions.filter((d) => d.onTime === true).length;
  return [decided, onTime, percentOf(onTime, decided)];
}

/** The share of `decisions` decided on time, percent; null when none has clock figures. */
export function onTimeShare(decisions: readonly CaseDecisionFact[]): number | null {
  return onTimeCells(decisions)[2];
}

const periodOf = (d: CaseDecisionFact, byYear: boolean) => (byYear ? d.month.slice(0, 4) : d.month);
const periodLabel = (key: string) =>
  key.length === 4 ? key : monthLabel(Number(key.slice(0, 4)), Number(key.slice(5, 7)));

/**
 * The periods of a stretch the tables list, oldest first: each month of it (`YYYY-MM`, the plan
 * year), or each year from the first decision's to the stretch's last (`YYYY`, all time), so a
 * month or year without decisions shows as one.
 */
export function decisionPeriods(s: DecisionScope, byYear: boolean): string[] {
  const first = s.decisions.map((d) => d.month).sort()[0];
  const from = byYear ? first : (s.period.from ?? first);
  if (from === undefined) return [];
  if (!byYear) return monthsBetween(from, s.period.to);
  const years: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(s.period.to.slice(0, 4)); year += 1)
    years.push(String(year));
  return years;
}

/**
 * Cases decided on time by month (plan year) or year (all time) for one case type, or for all types
 * when `recordType` is undefined: a row per period of `decisionPeriods`, the stretch in the totals.
 */
export function onTimeByPeriodTable(
  id: string,
  title: string,
  s: DecisionScope,
  byYear: boolean,
  recordType?: CaseRecordType,
): ReportTable {
  const decisions =
    recordType === undefined ? s.decisions : s.decisions.filter((d) => d.recordType === recordType);
  const rows: ReportCell[][] = decisionPeriods(s, byYear).map((period) => [
    periodLabel(period),
    ...onTimeCells(decisions.filter((d) => periodOf(d, byYear) === period)),
  ]);
  return {
    id,
    title,
    columns: [column('period', byYear ? 'Year' : 'Month', 'text'), ...onTimeColumns],
    rows,
    totals: ['Total', ...onTimeCells(decisions)],
  };
}

/** Cases decided on time by case type (the four), all types in the totals. */
export function onTimeByTypeTable(
  id: string,
  title: string,
  decisions: readonly CaseDecisionFact[],
): ReportTable {
  return {
    id,
    title,
    columns: [column('caseType', 'Case type', 'text'), ...onTimeColumns],
    rows: caseTypes.map((type) => [
      caseRecordTypeNames[type],
      ...onTimeCells(decisions.filter((d) => d.recordType === type)),
    ]),
    totals: ['All types', ...onTimeCells(decisions)],
  };
}

/** The key figure "Decided on time, <month>": the share of the report month's decisions. */
export function onTimeMonthKpi(decisions: readonly CaseDecisionFact[], month: YearMonth): ReportKpi {
  const key = monthKey(month.year, month.month);
  return {
    id: 'onTimePercent',
    label: `Decided on time, ${monthLabel(month.year, month.month)}`,
    unit: 'percent',
    value: onTimeShare(decisions.filter((d) => d.month === key)),
  };
}

/**
 * The page "Cases Decided On Time" of one stretch: key figures for the report month and the
 * stretch; the stretch by case type; by month (plan year) or year (all time) for all types (with
 * its chart) and for each type. `suffix` ('' or '-plan-year') keeps table and chart ids apart.
 */
export function casesOnTimePage(
  s: DecisionScope,
  suffix: string,
  byYear: boolean,
  month: YearMonth,
): PageBody {
  const key = monthKey(month.year, month.month);
  const inMonth = s.decisions.filter((d) => d.month === key);
  const per = byYear ? 'year' : 'month';
  const allTypes = onTimeByPeriodTable(
    `cases-on-time${suffix}`,
    `Cases decided on time by ${per}`,
    s,
    byYear,
  );
  const perType = caseTypes.map((type) =>
    onTimeByPeriodTable(
      `cases-on-time-${typeIds[type]}${suffix}`,
      `Cases decided on time by ${per}, ${caseRecordTypeNames[type]}`,
      s,
      byYear,
      type,
    ),
  );
  return {
    kpis: [
      onTimeMonthKpi(s.decisions, month),
      {
        id: 'decided',
        label: `Cases decided, ${monthLabel(month.year, month.month)}`,
        unit: 'count',
        value: onTimeCells(inMonth)[0],
      },
      {
        id: 'onTimePercentStretch',
        label: `Decided on time, ${s.period.label}`,
        unit: 'percent',
        value: onTimeShare(s.decisions),
      },
    ],
    tables: [
      onTimeByTypeTable(
        `cases-on-time-by-type${suffix}`,
        `Cases decided on time by case type, ${s.period.label}`,
        s.decisions,
      ),
      allTypes,
      ...perType,
    ],
    charts: [
      chartOf(
        allTypes,
        `cases-on-time-chart${suffix}`,
        `Decided on time % by ${per}`,
        ['onTimePercent'],
        'line',
      ),
    ],
  };
}

/**
 * The on-time figures a case type's own summary page gains (Balance Bill, Access Issue): the key
 * figure for the report month and the table by month (plan year) or year (all time).
 */
export function typeOnTimeFigures(
  s: DecisionScope,
  suffix: string,
  byYear: boolean,
  recordType: CaseRecordType,
  month: YearMonth,
): { kpi: ReportKpi; table: ReportTable } {
  const decisions = s.decisions.filter((d) => d.recordType === recordType);
  return {
    kpi: onTimeMonthKpi(decisions, month),
    table: onTimeByPeriodTable(
      `${typeIds[recordType]}-on-time${suffix}`,
      `${caseRecordTypeNames[recordType]} cases decided on time by ${byYear ? 'year' : 'month'}`,
      s,
      byYear,
      recordType,
    ),
  };
}

/** How the on-time figures count, for the notes of the pages showing them (`timeZone` IANA). */
export function onTimeNotes(s: DecisionScope, timeZone: string): string[] {
  const left = s.decisions.filter((d) => d.onTime === null).length;
  return [
    `Decided on time: a case counts in the month it was decided (closed), in the ${timeZone} time zone, and was decided on time when it closed by its due time. The due time counts the one extension and the time the clock stood still while documents were asked of the member; appeals follow the claims-procedure rule (29 CFR 2560.503-1), the other types the plan's service levels in business days.`,
    'A case reopened is not decided until it closes again, and then counts in the month it last closed. A published month keeps the figures it was published with.',
    left === 0
      ? 'Cases without clock figures (a due time) would be left out; there are none here.'
      : `${String(left)} decided ${left === 1 ? 'case has' : 'cases have'} no clock figures (a due time) and ${left === 1 ? 'is' : 'are'} left out.`,
  ];
}
