import { reportPages } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import {
  chooseMonth,
  chooseYear,
  clearedSelection,
  monthChoices,
  readReportSelection,
  type ReportSelection,
  reportYears,
  writeReportSelection,
  yearOnScreen,
} from './report-selection';

const pages = reportPages['monthly-reporting'];
const chosen: ReportSelection = { page: 'closed-cases', year: 2025, month: 3, planID: 'p2' };

describe('report filters (analysis-reports-admin spec §4 Reports)', () => {
  it('clears the month when the year is chosen', () => {
    expect(chooseYear(chosen, 2024)).toEqual({ ...chosen, year: 2024, month: null });
    expect(chooseYear(chosen, null)).toEqual({ ...chosen, year: null, month: null });
  });

  it('sets the year from the year on screen when the month is chosen', () => {
    const noYear: ReportSelection = { ...chosen, year: null, month: null };
    // The chosen year first, then the figures' published year, then the newest published.
    expect(yearOnScreen(chosen, { year: 2026, month: 5 }, { year: 2026, month: 10 })).toBe(2025);
    expect(yearOnScreen(noYear, { year: 2024, month: 12 }, { year: 2026, month: 10 })).toBe(2024);
    expect(yearOnScreen(noYear, null, { year: 2026, month: 10 })).toBe(2026);
    expect(yearOnScreen(noYear, undefined, null)).toBeNull();
    const shown = yearOnScreen(noYear, { year: 2024, month: 12 }, { year: 2026, month: 10 });
    expect(chooseMonth(noYear, 7, shown)).toEqual({ ...noYear, year: 2024, month: 7 });
    expect(chooseMonth(chosen, null, 2025)).toEqual({ ...chosen, month: null });
  });

  it('offers the years from the newest published down to 2019, none before any is published', () => {
    expect(reportYears({ year: 2026, month: 10 })).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019]);
    expect(reportYears({ year: 2019, month: 1 })).toEqual([2019]);
    expect(reportYears(null)).toEqual([]);
  });

  it('disables the months after the newest published one in its year only', () => {
    const inNewestYear = monthChoices(2026, { year: 2026, month: 10 });
    expect(inNewestYear.map((choice) => choice.label)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(inNewestYear.filter((choice) => choice.isDisabled).map((choice) => choice.month)).toEqual([
      11, 12,
    ]);
    expect(monthChoices(2025, { year: 2026, month: 10 }).some((choice) => choice.isDisabled)).toBe(false);
  });

  it('reads the page, year, month and plan from the address, the first page by default', () => {
    expect(
      readReportSelection(new URLSearchParams('page=closed-cases&year=2025&month=3&planID=p2'), pages),
    ).toEqual(chosen);
    expect(readReportSelection(new URLSearchParams('page=nope&year=2018&month=13'), pages)).toEqual({
      page: 'active-cases',
      year: null,
      month: null,
      planID: null,
    });
  });

  it('writes the selection back, keeping other parameters, and Clear returns to the first page', () => {
    const written = writeReportSelection(new URLSearchParams('embed=1&year=2024'), chosen);
    expect(written.toString()).toBe('embed=1&year=2025&page=closed-cases&month=3&planID=p2');
    const cleared = writeReportSelection(written, clearedSelection(pages));
    expect(cleared.toString()).toBe('embed=1&page=active-cases');
  });
});
