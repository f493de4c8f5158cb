import { describe, expect, it } from 'vitest';
import { casesOnTimePage, decisionPeriods, onTimeNotes, typeOnTimeFigures } from './case-decision-pages.js';
import { allTimePeriod, planYearPeriod } from './derive.js';
import type { CaseDecisionFact } from './facts.js';

const decided = (month: string, recordType: string, onTime: boolean | null): CaseDecisionFact => ({
  month,
  recordType,
  onTime,
});
const october = { year: 2026, month: 10 };

/**
 * A plan year from July 2026, read for October: in August an Access Issue on time; in September a
 * Call Ahead late and a Balance Bill on time; in October two appeals (one late), an Access Issue on
 * time and a Balance Bill without clock figures. Figures worked out by hand below.
 */
const planYear = {
  period: planYearPeriod(7, 2026, 10),
  decisions: [
    decided('2026-08', 'AccessIssue', true),
    decided('2026-09', 'CallAhead', false),
    decided('2026-09', 'BalanceBill', true),
    decided('2026-10', 'Appeal', true),
    decided('2026-10', 'Appeal', false),
    decided('2026-10', 'AccessIssue', true),
    decided('2026-10', 'BalanceBill', null),
  ],
};

describe('cases decided on time (issue 35 item 5)', () => {
  it('lists every month of the plan year, and every year of all time from the first decision', () => {
    expect(decisionPeriods(planYear, false)).toEqual(['2026-07', '2026-08', '2026-09', '2026-10']);
    const allTime = {
      period: allTimePeriod(2026, 10),
      decisions: [decided('2024-03', 'Appeal', true), ...planYear.decisions],
    };
    expect(decisionPeriods(allTime, true)).toEqual(['2024', '2025', '2026']);
    expect(decisionPeriods({ period: allTimePeriod(2026, 10), decisions: [] }, true)).toEqual([]);
  });

  it('counts decided, on time and the share per case type, month and stretch', () => {
    const page = casesOnTimePage(planYear, '-plan-year', false, october);
    expect(page.kpis).toEqual([
      { id: 'onTimePercent', label: 'Decided on time, October 2026', unit: 'percent', value: 66.7 },
      { id: 'decided', label: 'Cases decided, October 2026', unit: 'count', value: 3 },
      {
        id: 'onTimePercentStretch',
        label: 'Decided on time, Plan year from July 2026',
        unit: 'percent',
        value: 66.7,
      },
    ]);
    const [byType, allTypes, bills, issues, callAheads, appeals] = page.tables;
    expect(byType?.rows).toEqual([
      ['Balance Bill', 1, 1, 100],
      ['Access Issue', 2, 2, 100],
      ['Call Ahead', 1, 0, 0],
      ['Appeal', 2, 1, 50],
    ]);
    expect(byType?.totals).toEqual(['All types', 6, 4, 66.7]);
    expect(allTypes?.rows).toEqual([
      ['July 2026', 0, 0, null],
      ['August 2026', 1, 1, 100],
      ['September 2026', 2, 1, 50],
      ['October 2026', 3, 2, 66.7],
    ]);
    expect(allTypes?.totals).toEqual(['Total', 6, 4, 66.7]);
    expect(bills?.rows.map((row) => row.slice(1))).toEqual([
      [0, 0, null],
      [0, 0, null],
      [1, 1, 100],
      [0, 0, null],
    ]);
    expect(issues?.totals).toEqual(['Total', 2, 2, 100]);
    expect(callAheads?.title).toBe('Cases decided on time by month, Call Ahead');
    expect(appeals?.rows.at(-1)).toEqual(['October 2026', 2, 1, 50]);
    expect(page.tables.map((t) => t.id)).toEqual([
      'cases-on-time-by-type-plan-year',
      'cases-on-time-plan-year',
      'cases-on-time-balance-bill-plan-year',
      'cases-on-time-access-issue-plan-year',
      'cases-on-time-call-ahead-plan-year',
      'cases-on-time-appeal-plan-year',
    ]);
    expect(page.charts).toEqual([
      {
        id: 'cases-on-time-chart-plan-year',
        title: 'Decided on time % by month',
        kind: 'line',
        tableId: 'cases-on-time-plan-year',
        categories: ['July 2026', 'August 2026', 'September 2026', 'October 2026'],
        series: [{ label: 'Decided on time %', unit: 'percent', values: [null, 100, 50, 66.7] }],
      },
    ]);
  });

  it("gives a case type's own page its key figure and table", () => {
    const { kpi, table } = typeOnTimeFigures(planYear, '-plan-year', false, 'Appeal', october);
    expect(kpi.value).toBe(50);
    expect(table).toMatchObject({
      id: 'appeal-on-time-plan-year',
      title: 'Appeal cases decided on time by month',
    });
    expect(typeOnTimeFigures(planYear, '', false, 'BalanceBill', october).kpi.value).toBeNull();
  });

  it('says how the cases count and how many were left out', () => {
    const notes = onTimeNotes(planYear, 'America/New_York');
    expect(notes[0]).toContain('in the America/New_York time zone');
    expect(notes[0]).toContain('29 CFR 2560.503-1');
    expect(notes.at(-1)).toBe('1 decided case has no clock figures (a due time) and is left out.');
    expect(onTimeNotes({ ...planYear, decisions: [] }, 'America/New_York').at(-1)).toBe(
      'Cases without clock figures (a due time) would be left out; there are none here.',
    );
  });
});
