import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReportDescriptor, type ReportPageFigures, reportNames } from '@medivi/domain';
import { ManualClock } from '../../platform/clock.js';
import { type CaseTestApp, createCaseTestApp } from '../../testing/cases.js';
import { createUser, type SignedIn, signIn } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';
import { publishDueReportMonths, publishReportMonth } from './report-publication.js';
import { createReportUsers, createReportWorld, insertClaims, planBSecrets } from './testing/report-world.js';

/** The clock of the publication run: mid-November 2026, so October has ended. */
const publishClock = new ManualClock('2026-11-15T12:00:00.000Z');
const firstPage = {
  'monthly-reporting': 'totals-recap',
  'planHealth-reporting': 'executive-summary',
  'providerAcceptance-reporting': 'state-summary',
} as const;

describe(`reports on ${testDialect} (issue 19)`, () => {
  let t: CaseTestApp;
  let emails: Record<string, string>;
  const sessions: Record<string, SignedIn> = {};

  const get = (
    url: string,
    as?: string,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(as === undefined ? {} : sessions[as]?.headers), ...headers },
    });
  const figuresOf = (response: LightMyRequestResponse) => response.json<ReportPageFigures>();

  beforeAll(async () => {
    t = await createCaseTestApp();
    await createReportWorld(t);
    emails = await createReportUsers(t.db);
    for (const [name, email] of Object.entries(emails)) sessions[name] = await signIn(t.app, email);
  });
  afterAll(async () => {
    await t.close();
  });

  it('computes plan health live before any month is published, and has no monthly page yet', async () => {
    const descriptor = await get('/api/reports/planHealth-reporting', 'reader');
    expect(descriptor.statusCode).toBe(200);
    expect(descriptor.json<ReportDescriptor>().lastPublished).toBeNull();
    const live = await get('/api/reports/planHealth-reporting/pages/cover-page', 'reader');
    expect(live.statusCode).toBe(200);
    expect(figuresOf(live)).toMatchObject({ published: null, plan: { id: 'plan-a' } });
    expect(figuresOf(live).kpis.find((k) => k.id === 'claims')?.value).toBe(3);
    const monthly = await get('/api/reports/monthly-reporting/pages/totals-recap', 'reader');
    expect(monthly.statusCode).toBe(404);
  });

  it('publishes October 2026 once; a second run changes nothing', async () => {
    const first = await publishReportMonth(t.db, publishClock, { year: 2026, month: 10 });
    expect(first).toMatchObject({ published: true, plans: 2, snapshots: 2 * 20 });
    const again = await publishReportMonth(t.db, publishClock, { year: 2026, month: 10 });
    expect(again).toMatchObject({ published: false, snapshots: 0 });
    await expect(publishReportMonth(t.db, publishClock, { year: 2026, month: 11 })).rejects.toThrow(
      /not ended/,
    );
    const descriptor = await get('/api/reports/monthly-reporting', 'reader');
    expect(descriptor.json<ReportDescriptor>().lastPublished).toEqual({ year: 2026, month: 10 });
  });

  it("answers plan A's October figures as worked out by hand", async () => {
    const recap = figuresOf(await get('/api/reports/monthly-reporting/pages/totals-recap', 'reader'));
    expect(recap.published).toEqual({ year: 2026, month: 10 });
    expect(recap.tables[0]?.rows).toEqual([
      ['October 2026', 2, 10500, 2100, 3200, 3200, 7300, 69.5, 152.4, 120, 1, 1, 200],
      // A-2, repriced in October for September's care, is the year's only additional payment.
      ['2026 to date', 3, 12500, 2600, 4000, 4000, 8500, 68, 153.8, 120, 2, 1, 200],
    ]);
    const active = figuresOf(
      await get('/api/reports/monthly-reporting/pages/active-cases?year=2026&month=10', 'reader'),
    );
    expect(active.tables[0]?.rows.map((row) => [row[1], row[5], row[6], row[8]])).toEqual([
      ['Balance Bill', 'Processing', 51, 600],
    ]);
    const health = figuresOf(
      await get('/api/reports/planHealth-reporting/pages/executive-summary?planID=plan-a', 'reader'),
    );
    expect(health.tables[0]?.rows[0]?.slice(1, 7)).toEqual([3, 2, 12500, 4000, 4000, 8500]);
    expect(health.tables[0]?.rows[1]?.slice(1, 7)).toEqual([2, 2, 10500, 3200, 3200, 7300]);
    const states = figuresOf(
      await get('/api/reports/providerAcceptance-reporting/pages/state-summary', 'reader'),
    );
    expect(states.tables[0]?.rows).toEqual([['OH', 1, 0, 1, 1, 200, 120]]);
  });

  it('keeps a published month unchanged when claims for it arrive later', async () => {
    const url = '/api/reports/monthly-reporting/pages/claims-by-month?year=2026&month=10';
    const before = (await get(url, 'reader')).body;
    await insertClaims(t.db, [
      {
        claimId: 'A-LATE',
        planId: 'plan-a',
        memberId: 'RPTA1',
        claimType: 'professional',
        receivedOn: '2026-10-28',
        billed: 999,
        allowed: 99,
        paid: 99,
        medicareEquivalent: 90,
      },
    ]);
    expect((await publishReportMonth(t.db, publishClock, { year: 2026, month: 10 })).published).toBe(false);
    expect((await get(url, 'reader')).body).toBe(before);
  });

  it('opens each report for the reports role plus its own role only', async () => {
    for (const reportName of reportNames) {
      expect((await get(`/api/reports/${reportName}`)).statusCode).toBe(401);
      expect((await get(`/api/reports/${reportName}/pages/${firstPage[reportName]}`)).statusCode).toBe(401);
      expect((await get(`/api/reports/${reportName}`, 'noReportsRole')).statusCode).toBe(403);
      expect((await get(`/api/reports/${reportName}`, 'clientViewer')).statusCode).toBe(403);
      const monthlyOnly = await get(`/api/reports/${reportName}`, 'monthlyOnly');
      expect(monthlyOnly.statusCode).toBe(reportName === 'monthly-reporting' ? 200 : 403);
      const page = await get(`/api/reports/${reportName}/pages/${firstPage[reportName]}`, 'monthlyOnly');
      expect(page.statusCode).toBe(reportName === 'monthly-reporting' ? 200 : 403);
    }
    const descriptor = (await get('/api/reports/planHealth-reporting', 'reader')).json<ReportDescriptor>();
    expect(descriptor.pages.map((p) => p.id)).toContain('claim-summary-plan-year');
    expect(descriptor.report.embedUrl).toMatch(/\/reports\/planHealth-reporting\?embed=1#accessToken=/);
  });

  it("never gives a client another client's plan, on any of the three reports", async () => {
    for (const reportName of reportNames) {
      const url = `/api/reports/${reportName}/pages/${firstPage[reportName]}?planID=plan-b`;
      const refused = await get(url, 'reader');
      expect(refused.statusCode, `${reportName}: ${refused.body}`).toBe(403);
      expect(refused.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('planID');
      for (const secret of planBSecrets) expect(refused.body).not.toContain(secret);
      const own = await get(`/api/reports/${reportName}/pages/${firstPage[reportName]}`, 'reader');
      expect(own.statusCode).toBe(200);
      expect(figuresOf(own).plan.id).toBe('plan-a');
      for (const secret of planBSecrets) expect(own.body).not.toContain(secret);
      for (const seesAll of ['admin', 'allPlans']) {
        const other = await get(url, seesAll);
        expect(other.statusCode, `${reportName} as ${seesAll}`).toBe(200);
        expect(figuresOf(other).plan.id).toBe('plan-b');
      }
      expect(
        (await get(`/api/reports/${reportName}/pages/${firstPage[reportName]}`, 'noPlans')).statusCode,
      ).toBe(403);
    }
    const flagged = await get('/api/reports/providerAcceptance-reporting/pages/provider-summary', 'reader');
    expect(flagged.body).toContain('Synthetic Caution Practice');
    expect(flagged.body).not.toContain('QUOXWORTHY');
  });

  it('lists the plans each report reader may see in get-masterPlans, and client viewers as before', async () => {
    expect((await get('/api/v2/get-masterPlans', 'reader')).json()).toEqual([
      { id: 'plan-a', name: 'Plan A (synthetic)' },
    ]);
    expect((await get('/api/v2/get-masterPlans', 'clientViewer')).json()).toEqual([
      { id: 'plan-a', name: 'Plan A (synthetic)' },
    ]);
    const all = (await get('/api/v2/masterPlans', 'admin')).json<{ id: string }[]>().map((p) => p.id);
    expect(all).toEqual(expect.arrayContaining(['plan-a', 'plan-b']));
    expect((await get('/api/v2/get-masterPlans', 'noReportsRole')).statusCode).toBe(403);
  });

  it("lists the reader's plans by name, with the session or the token, and none to others (issue 31)", async () => {
    const planNames = (response: LightMyRequestResponse) =>
      response.json<{ plans: { id: string; name: string }[] }>().plans.map((plan) => plan.id);
    const withSession = await get('/api/reports/planHealth-reporting/plans', 'reader');
    expect(withSession.statusCode).toBe(200);
    expect(planNames(withSession)).toEqual(['plan-a']);
    const descriptor = (await get('/api/reports/planHealth-reporting', 'reader')).json<ReportDescriptor>();
    const withToken = await get('/api/reports/planHealth-reporting/plans', undefined, {
      authorization: `Bearer ${descriptor.report.accessToken}`,
    });
    expect(planNames(withToken)).toEqual(['plan-a']);
    const admin = await get('/api/reports/planHealth-reporting/plans', 'admin');
    expect(planNames(admin).sort()).toEqual(['plan-a', 'plan-b']);
    expect((await get('/api/reports/planHealth-reporting/plans', 'clientViewer')).statusCode).toBe(403);
    expect((await get('/api/reports/planHealth-reporting/plans')).statusCode).toBe(401);
    const otherReport = await get('/api/reports/monthly-reporting/plans', undefined, {
      authorization: `Bearer ${descriptor.report.accessToken}`,
    });
    expect(otherReport.statusCode).toBe(403);
  });

  it('answers the page to the bearer of the access token, for its report and plans only', async () => {
    const descriptor = (await get('/api/reports/planHealth-reporting', 'reader')).json<ReportDescriptor>();
    const bearer = { authorization: `Bearer ${descriptor.report.accessToken}` };
    const page = await get('/api/reports/planHealth-reporting/pages/utilization', undefined, bearer);
    expect(page.statusCode, page.body).toBe(200);
    expect(figuresOf(page).plan.id).toBe('plan-a');
    expect(
      (await get('/api/reports/planHealth-reporting/pages/utilization?planID=plan-b', undefined, bearer))
        .statusCode,
    ).toBe(403);
    const otherReport = await get('/api/reports/monthly-reporting/pages/totals-recap', undefined, bearer);
    expect(otherReport.statusCode).toBe(403);
    const [head, body, signature] = descriptor.report.accessToken.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), all: true }),
    ).toString('base64url');
    const forged = { authorization: `Bearer ${String(head)}.${forgedBody}.${String(signature)}` };
    expect(
      (await get('/api/reports/planHealth-reporting/pages/utilization', undefined, forged)).statusCode,
    ).toBe(401);
    expect(
      (
        await get('/api/reports/planHealth-reporting/pages/utilization', undefined, {
          authorization: 'Bearer x.y.z',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('ends an access token at sign-out of its session and at any change of the roles (issue 30)', async () => {
    const email = 'rpt-token-holder@example.test';
    const userId = await createUser(t.db, {
      email,
      roles: ['medivi-read', 'medivi-reports', 'medivi-clientplanhealthreport'],
      planIds: ['plan-a'],
    });
    const first = await signIn(t.app, email);
    const second = await signIn(t.app, email);
    const tokenOf = async (session: SignedIn) => {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/api/reports/planHealth-reporting',
        headers: session.headers,
      });
      return { authorization: `Bearer ${reply.json<ReportDescriptor>().report.accessToken}` };
    };
    const read = async (bearer: Record<string, string>) =>
      (await get('/api/reports/planHealth-reporting/pages/utilization', undefined, bearer)).statusCode;
    const firstToken = await tokenOf(first);
    const secondToken = await tokenOf(second);
    expect(await read(firstToken)).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: first.headers });
    expect(logout.statusCode).toBe(200);
    const afterLogout = await get(
      '/api/reports/planHealth-reporting/pages/utilization',
      undefined,
      firstToken,
    );
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json<{ code: string }>().code).toBe('REPORT_TOKEN_INVALID');
    // The other session's token is its own: it still reads.
    expect(await read(secondToken)).toBe(200);
    // A role given (any role) ends it; so does the same role taken away again.
    await t.db.insertInto('user_roles').values({ user_id: userId, role: 'medivi-benchmarks' }).execute();
    expect(await read(secondToken)).toBe(401);
    const thirdToken = await tokenOf(second);
    expect(await read(thirdToken)).toBe(200);
    await t.db
      .deleteFrom('user_roles')
      .where('user_id', '=', userId)
      .where('role', '=', 'medivi-clientplanhealthreport')
      .execute();
    expect(await read(thirdToken)).toBe(401);
  });

  it('refuses bad names and parameters with 4xx and field messages', async () => {
    const badName = await get('/api/reports/no-such-report', 'reader');
    expect(badName.statusCode).toBe(400);
    expect(badName.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('reportName');
    expect((await get('/api/reports/monthly-reporting/pages/cover-page', 'reader')).statusCode).toBe(404);
    for (const query of ['month=13&year=2026', 'month=10', 'year=2018', 'year=abc']) {
      const response = await get(`/api/reports/monthly-reporting/pages/totals-recap?${query}`, 'reader');
      expect(response.statusCode, query).toBe(400);
      expect(
        Object.keys(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).length,
      ).toBeGreaterThan(0);
    }
    const unpublished = await get(
      '/api/reports/monthly-reporting/pages/totals-recap?year=2026&month=9',
      'reader',
    );
    expect(unpublished.statusCode).toBe(404);
    expect(
      (await get('/api/reports/monthly-reporting/pages/totals-recap?year=2026', 'reader')).statusCode,
    ).toBe(200);
  });

  it('puts every page read on the audit trail with its plan and month', async () => {
    const rows = await t.db
      .selectFrom('audit_events')
      .select(['action', 'outcome', 'detail', 'subject_id'])
      .where('action', '=', 'reports.page_read')
      .execute();
    expect(rows.some((r) => r.outcome === 'success' && (r.detail ?? '').includes('"planId":"plan-a"'))).toBe(
      true,
    );
    expect(rows.some((r) => r.outcome === 'denied')).toBe(true);
  });

  it('publishes the months due after the last one published, as the monthly run does', async () => {
    // November ends at 05:00 UTC in New York, the case clocks' time zone: not due before.
    expect(await publishDueReportMonths(t.db, new ManualClock('2026-12-01T00:30:00.000Z'))).toEqual([]);
    const december = new ManualClock('2026-12-01T05:30:00.000Z');
    const results = await publishDueReportMonths(t.db, december);
    expect(results.map((r) => [r.year, r.month, r.published])).toEqual([[2026, 11, true]]);
    expect(await publishDueReportMonths(t.db, december)).toEqual([]);
    const descriptor = (await get('/api/reports/monthly-reporting', 'reader')).json<ReportDescriptor>();
    expect(descriptor.lastPublished).toEqual({ year: 2026, month: 11 });
    const october = figuresOf(
      await get('/api/reports/monthly-reporting/pages/totals-recap?year=2026&month=10', 'reader'),
    );
    expect(october.published).toEqual({ year: 2026, month: 10 });
  });

  it('refuses an access token once it has expired', async () => {
    const descriptor = (await get('/api/reports/monthly-reporting', 'reader')).json<ReportDescriptor>();
    t.clock.advance(16 * 60 * 1000);
    const expired = await get('/api/reports/monthly-reporting/pages/totals-recap', undefined, {
      authorization: `Bearer ${descriptor.report.accessToken}`,
    });
    expect(expired.statusCode).toBe(401);
  });
});
