import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportPageFigures } from '@medivi/domain';
import {
  type CaseMember,
  type CaseTestApp,
  createCaseMember,
  createCaseTestApp,
  createTestCase,
} from '../../testing/cases.js';
import { createPlan } from '../../testing/eligibility.js';
import { createUser, signIn } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';
import { publishDueReportMonths, publishReportMonth } from './report-publication.js';

const staffEmail = 'clock-report-staff@example.test';
const readerEmail = 'clock-report-reader@example.test';
const planPage = (page: string, query = '') =>
  `/api/reports/planHealth-reporting/pages/${page}?planID=plan-clk${query}`;
const october = '&year=2026&month=10';

/**
 * The plan-health report's cases decided on time (issue 35 item 5, docs/decisions/0117) from the
 * clocks the cases platform keeps: cases filed, paused, extended and closed through the API as the
 * app's clock moves forward (New York time), then October 2026 published and read back.
 */
describe(`cases decided on time in the plan-health report on ${testDialect} (issue 35)`, () => {
  let t: CaseTestApp;
  let member: CaseMember;
  const ids: Record<string, string> = {};

  /** Moves the app's clock to `iso` (forward only after the first move). */
  const at = (iso: string) => {
    t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
  };
  const sessions = new Map<string, { headers: Record<string, string>; at: number }>();
  /** Sessions idle out after 14 minutes of the app's clock: after the clock moves, sign in again. */
  const as = async (email: string) => {
    const now = t.clock.now().getTime();
    const held = sessions.get(email);
    if (held !== undefined && held.at === now) return held.headers;
    const { headers } = await signIn(t.app, email);
    sessions.set(email, { headers, at: now });
    return headers;
  };
  const setStatus = async (name: string, status: string, statusDetail?: string) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/cases/${ids[name] ?? ''}/status`,
      headers: await as(staffEmail),
      payload: statusDetail === undefined ? { status } : { status, statusDetail },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const file = async (name: string, recordType: 'AccessIssue' | 'BalanceBill' | 'CallAhead' | 'Appeal') => {
    const created = await createTestCase(t.db, member, {
      recordType,
      createdAt: t.clock.now().toISOString(),
      ...(recordType === 'Appeal' ? { appealUrgency: 'urgent' as const } : {}),
    });
    ids[name] = created.id;
  };
  const read = async (url: string): Promise<LightMyRequestResponse> => {
    const response = await t.app.inject({ method: 'GET', url, headers: await as(readerEmail) });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const figures = async (url: string) => (await read(url)).json<ReportPageFigures>();
  const rowOf = (page: ReportPageFigures, tableId: string, label: string) =>
    page.tables.find((table) => table.id === tableId)?.rows.find((row) => row[0] === label);

  beforeAll(async () => {
    t = await createCaseTestApp();
    await createPlan(t.db, 'plan-clk', 'Clock Plan (synthetic)');
    member = await createCaseMember(t.db, {
      email: 'clock-report-member@example.test',
      memberId: 'CLKRPT1',
      planId: 'plan-clk',
    });
    await createUser(t.db, { email: staffEmail, roles: ['medivi-read', 'medivi-admin'] });
    await createUser(t.db, {
      email: readerEmail,
      roles: ['medivi-read', 'medivi-reports', 'medivi-clientplanhealthreport'],
      planIds: ['plan-clk'],
    });

    // September: a Balance Bill closed in two weeks of its 45 business days.
    at('2026-09-01T14:00:00.000Z');
    await file('bill', 'BalanceBill');
    at('2026-09-15T14:00:00.000Z');
    await setStatus('bill', 'Closed', 'Resolved');
    // Monday 5 October, 10:00 in New York (Columbus Day, 12 October, is no business day).
    at('2026-10-05T14:00:00.000Z');
    await file('issue', 'AccessIssue'); // due at the end of 13 October
    await file('callAhead', 'CallAhead'); // due at the end of 8 October
    await file('extended', 'AccessIssue'); // due at the end of 16 October once extended
    await file('appeal', 'Appeal'); // urgent: due 8 October, 14:00 UTC, plus its pause
    at('2026-10-06T14:00:00.000Z');
    await setStatus('appeal', 'Processing', 'AwaitingDocuments');
    at('2026-10-07T14:00:00.000Z');
    await setStatus('appeal', 'Processing', 'AwaitingProvider');
    at('2026-10-08T15:00:00.000Z');
    await setStatus('issue', 'Closed', 'Resolved');
    // After the 72 hours, within them with the 24 hours the clock stood still.
    at('2026-10-09T12:00:00.000Z');
    await setStatus('appeal', 'Closed', 'Resolved');
    at('2026-10-09T13:00:00.000Z');
    const extension = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${ids.extended ?? ''}/clock/extension`,
      headers: await as(staffEmail),
      payload: { reason: 'The provider has asked for more time to reply.' },
    });
    expect(extension.statusCode, extension.body).toBe(200);
    at('2026-10-14T15:00:00.000Z');
    await setStatus('callAhead', 'Closed', 'Resolved');
    at('2026-10-15T15:00:00.000Z');
    await setStatus('extended', 'Closed', 'Resolved');
    at('2026-10-26T14:00:00.000Z');
    await file('lateEvening', 'AccessIssue');
    // 11:30 PM on Saturday 31 October in New York: 1 November in UTC, an October decision.
    at('2026-11-01T03:30:00.000Z');
    await setStatus('lateEvening', 'Closed', 'Resolved');
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  it('counts the live figures by the months of New York, and will not publish October before it ends there', async () => {
    at('2026-11-01T03:45:00.000Z');
    await expect(publishReportMonth(t.db, t.clock, { year: 2026, month: 10 })).rejects.toThrow(/not ended/);
    const live = await figures(planPage('cases-on-time-plan-year'));
    expect(live.published).toBeNull();
    expect(rowOf(live, 'cases-on-time-plan-year', 'October 2026')).toEqual(['October 2026', 5, 4, 80]);
    expect(rowOf(live, 'cases-on-time-plan-year', 'November 2026')).toEqual(['November 2026', 0, 0, null]);
  });

  it('publishes October with the share decided on time per type and month', async () => {
    at('2026-11-01T05:00:00.000Z');
    expect((await publishReportMonth(t.db, t.clock, { year: 2026, month: 10 })).published).toBe(true);
    const page = await figures(planPage('cases-on-time-plan-year'));
    expect(page).toMatchObject({
      title: 'Cases Decided On Time (Plan Year)',
      published: { year: 2026, month: 10 },
      period: { from: '2026-01-01', to: '2026-10-31' },
    });
    expect(page.kpis.map((k) => [k.label, k.value])).toEqual([
      ['Decided on time, October 2026', 80],
      ['Cases decided, October 2026', 5],
      ['Decided on time, Plan year from January 2026', 83.3],
    ]);
    expect(page.tables[0]?.rows).toEqual([
      ['Balance Bill', 1, 1, 100],
      ['Access Issue', 3, 3, 100],
      ['Call Ahead', 1, 0, 0],
      ['Appeal', 1, 1, 100],
    ]);
    expect(page.tables[0]?.totals).toEqual(['All types', 6, 5, 83.3]);
    expect(page.tables[1]?.rows.map((row) => row[0])).toHaveLength(10);
    expect(rowOf(page, 'cases-on-time-plan-year', 'September 2026')).toEqual(['September 2026', 1, 1, 100]);
    expect(page.notes.at(-1)).toBe(
      'Cases without clock figures (a due time) would be left out; there are none here.',
    );

    const issues = await figures(planPage('access-issue-summary-plan-year'));
    expect(issues.kpis.at(-1)).toMatchObject({ label: 'Decided on time, October 2026', value: 100 });
    expect(rowOf(issues, 'access-issue-on-time-plan-year', 'October 2026')).toEqual([
      'October 2026',
      3,
      3,
      100,
    ]);
    const bills = await figures(planPage('balance-bill-summary'));
    expect(rowOf(bills, 'balance-bill-on-time', '2026')).toEqual(['2026', 1, 1, 100]);
  });

  it('keeps October as published when an October case is reopened and later cases close', async () => {
    const pages = ['cases-on-time-plan-year', 'cases-on-time', 'access-issue-summary-plan-year'];
    const bodies = async () => {
      const texts: string[] = [];
      for (const page of pages) texts.push((await read(planPage(page, october))).body);
      return texts;
    };
    const before = await bodies();
    at('2026-11-02T15:00:00.000Z');
    await setStatus('issue', 'Processing', 'ContactingProvider');
    await file('november', 'CallAhead');
    at('2026-11-03T15:00:00.000Z');
    await setStatus('november', 'Closed', 'Resolved');
    expect(await bodies()).toEqual(before);

    // November's publication counts the reopened case no longer, and November's decision.
    at('2026-12-01T05:30:00.000Z');
    const published = await publishDueReportMonths(t.db, t.clock);
    expect(published.map((r) => [r.year, r.month, r.published])).toEqual([[2026, 11, true]]);
    const november = await figures(planPage('cases-on-time-plan-year'));
    expect(november.published).toEqual({ year: 2026, month: 11 });
    expect(rowOf(november, 'cases-on-time-plan-year', 'October 2026')).toEqual(['October 2026', 4, 3, 75]);
    expect(november.kpis[0]).toMatchObject({ label: 'Decided on time, November 2026', value: 100 });
    expect((await read(planPage('cases-on-time-plan-year', october))).body).toBe(before[0]);
  });

  it('answers a month published before the page existed with 404 and says why, never computing it anew', async () => {
    // As a month published before this page was added: its snapshot rows have no such page.
    await t.db
      .deleteFrom('report_snapshots')
      .where('page', '=', 'cases-on-time')
      .where('month', '=', 10)
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: planPage('cases-on-time', october),
      headers: await as(readerEmail),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ code: string; message: string }>()).toMatchObject({
      code: 'PAGE_NOT_PUBLISHED',
      message: expect.stringMatching(/published before the page/) as unknown,
    });
  });
});
