import { screen, within } from '@testing-library/react';
import {
  casesOnTimePage,
  type CaseDecisionFact,
  onTimeNotes,
  planYearPeriod,
  type ReportDescriptor,
  type ReportPageFigures,
  reportPages,
} from '@medivi/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCanvasDrawing } from '../../testing/canvas-stub';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { stubViewportWidth } from '../../testing/viewport';
import { syntheticPlans } from './testing/report-backend';

beforeEach(() => {
  stubViewportWidth(1600);
  stubCanvasDrawing();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const decided = (month: string, recordType: string, onTime: boolean | null): CaseDecisionFact => ({
  month,
  recordType,
  onTime,
});

/** The page as the server would answer it, built by the domain's own page function. */
function onTimeFigures(): ReportPageFigures {
  const scope = {
    period: planYearPeriod(7, 2026, 10),
    decisions: [
      decided('2026-09', 'CallAhead', false),
      decided('2026-10', 'AccessIssue', true),
      decided('2026-10', 'Appeal', true),
      decided('2026-10', 'Appeal', false),
    ],
  };
  return {
    reportName: 'planHealth-reporting',
    page: 'cases-on-time-plan-year',
    title: 'Cases Decided On Time (Plan Year)',
    plan: syntheticPlans[0] ?? { id: 'p1', name: 'Plan One (synthetic)' },
    period: scope.period,
    published: { year: 2026, month: 10 },
    ...casesOnTimePage(scope, '-plan-year', false, { year: 2026, month: 10 }),
    notes: onTimeNotes(scope, 'America/New_York'),
  };
}

describe('the plan-health page Cases Decided On Time (issue 35 item 5)', { timeout: 60_000 }, () => {
  it('is in the drawer and shows the share decided on time per case type and month', async () => {
    const descriptor: ReportDescriptor = {
      report: { accessToken: 't', embedUrl: 'http://localhost/x', expiresAt: '2026-11-26T15:15:00.000Z' },
      pages: [...reportPages['planHealth-reporting']],
      lastPublished: { year: 2026, month: 10 },
    };
    mockApi({
      'GET /api/reports/planHealth-reporting': () => jsonResponse(descriptor),
      'GET /api/reports/planHealth-reporting/pages/cases-on-time-plan-year': () =>
        jsonResponse(onTimeFigures()),
      'GET /api/v2/get-masterPlans': () => jsonResponse(syntheticPlans),
    });
    renderApp({
      path: '/reports/planHealth-reporting?page=cases-on-time-plan-year',
      session: signedInSession(makeUser({ roles: ['medivi-reports', 'medivi-clientplanhealthreport'] })),
    });
    await screen.findByRole(
      'heading',
      { level: 3, name: 'Cases Decided On Time (Plan Year)' },
      { timeout: 30_000 },
    );
    const drawer = screen.getByRole('navigation', { name: 'Report pages' });
    expect(within(drawer).getByRole('link', { name: 'Cases Decided On Time' })).toBeTruthy();
    expect(
      within(drawer)
        .getByRole('link', { name: 'Cases Decided On Time (Plan Year)' })
        .getAttribute('aria-current'),
    ).toBe('page');

    const figures = screen.getByRole('list', { name: 'Key figures' });
    expect(within(figures).getByText(/Decided on time, October 2026/)).toBeTruthy();
    expect(within(figures).getAllByText('66.7%').length).toBeGreaterThan(0);

    const byType = screen.getByRole('table', {
      name: 'Cases decided on time by case type, Plan year from July 2026',
    });
    const appeal = within(byType).getByRole('row', { name: /^Appeal/ });
    expect(
      within(appeal)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1', '50%']);
    const bill = within(byType).getByRole('row', { name: /^Balance Bill/ });
    expect(within(bill).getByText('No data available')).toBeTruthy();

    const byMonth = screen.getByRole('table', { name: 'Cases decided on time by month, Call Ahead' });
    const september = within(byMonth).getByRole('row', { name: /^September 2026/ });
    expect(
      within(september)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0', '0%']);
    expect(
      screen.getByRole('button', { name: 'Download Cases decided on time by month as CSV' }),
    ).toBeTruthy();
    expect(screen.getByText(/in the America\/New_York time zone/)).toBeTruthy();
  });
});
