import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEventRecord } from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const admin = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-admin'] }));

/** Sixty synthetic rows, newest first, their record ids numbered in that order. */
const rows: AuditEventRecord[] = Array.from({ length: 60 }, (_, index) => ({
  id: `row-${String(index)}`,
  at: new Date(Date.UTC(2026, 2, 10, 12, 0, 0) - index * 60_000).toISOString(),
  actorUserId: 'u-9',
  actorEmail: 'jo.member@example.test',
  action: index % 2 === 0 ? 'case.read' : 'case.listed',
  subjectType: 'case',
  subjectId: `case-${String(index)}`,
  outcome: index === 1 ? 'denied' : 'success',
  address: '203.0.113.5',
  detail: null,
}));

/** A fake `GET /api/audit` that pages `rows` as the server would and records each query. */
function mockAuditBackend() {
  const queries: URLSearchParams[] = [];
  mockApi({
    'GET /api/audit/actions': () => jsonResponse({ actions: ['case.listed', 'case.read'] }),
    'GET /api/audit': (request) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const page = Number(params.get('page') ?? '1');
      const pageSize = Number(params.get('pageSize') ?? '50');
      const actor = params.get('actor');
      const matching = actor === null ? rows : rows.filter((row) => row.actorEmail === actor);
      return jsonResponse({
        events: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
      });
    },
  });
  return { queries };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/audit (docs/decisions/0097)', () => {
  it('lists the first 50 rows with who, what, which record, when, from where and outcome', async () => {
    const { queries } = mockAuditBackend();
    renderApp({ path: '/audit', session: admin });
    const table = await screen.findByRole('table', { name: 'Audit records' });
    await within(table).findByText('case case-0');
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    const first = within(table).getAllByRole('row')[1];
    expect(first?.textContent).toContain('2026-03-10 12:00:00 UTC');
    expect(first?.textContent).toContain('jo.member@example.test');
    expect(first?.textContent).toContain('203.0.113.5');
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('60 records');
    expect(queries[0]?.get('page')).toBe('1');
    expect(queries[0]?.get('pageSize')).toBe('50');
  });

  it('asks the server for the next page', async () => {
    const { queries } = mockAuditBackend();
    renderApp({ path: '/audit', session: admin });
    const table = await screen.findByRole('table', { name: 'Audit records' });
    await within(table).findByText('case case-0');
    await userEvent.setup().click(screen.getAllByRole('button', { name: /next page/i })[0] as HTMLElement);
    await within(table).findByText('case case-50');
    expect(queries.at(-1)?.get('page')).toBe('2');
  });

  it('sends the filters, dates as UTC days, and the export link carries them', async () => {
    const { queries } = mockAuditBackend();
    renderApp({ path: '/audit', session: admin });
    await screen.findByText('case case-0');
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: 'Who (name, e-mail or user id)' }),
      'jo.member@example.test',
    );
    await user.type(screen.getByRole('textbox', { name: 'From (UTC)' }), '03/01/2026');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'denied');
    // The action is picked from those the trail holds (issue 31 item 11).
    const action = screen.getByRole('combobox', { name: 'Action' });
    await waitFor(() => {
      expect(
        within(action)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Any action', 'case.listed', 'case.read']);
    });
    await user.selectOptions(action, 'case.read');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(queries.at(-1)?.get('actor')).toBe('jo.member@example.test');
    });
    expect(queries.at(-1)?.get('action')).toBe('case.read');
    expect(queries.at(-1)?.get('from')).toBe('2026-03-01');
    expect(queries.at(-1)?.get('outcome')).toBe('denied');
    expect(queries.at(-1)?.has('to')).toBe(false);
    const href = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '';
    const exported = new URL(href, 'http://portal.test');
    expect(exported.pathname).toBe('/api/audit');
    expect(exported.searchParams.get('format')).toBe('csv');
    expect(exported.searchParams.get('actor')).toBe('jo.member@example.test');
    expect(exported.searchParams.get('from')).toBe('2026-03-01');
    expect(exported.searchParams.has('page')).toBe(false);
  });

  it('refuses a start date after the end date without asking the server', async () => {
    const { queries } = mockAuditBackend();
    renderApp({ path: '/audit', session: admin });
    await screen.findByText('case case-0');
    const asked = queries.length;
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'From (UTC)' }), '03/05/2026');
    await user.type(screen.getByRole('textbox', { name: 'To (UTC)' }), '03/01/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeTruthy();
    expect(queries).toHaveLength(asked);
  });

  it('shows the Unauthorized text to anyone without medivi-admin', async () => {
    mockAuditBackend();
    renderApp({
      path: '/audit',
      session: signedInSession(makeUser({ roles: ['medivi-read', 'medivi-inviteuser'] })),
    });
    expect(await screen.findByText('Unauthorized: check roles needed for access')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Audit records' })).toBeNull();
  });
});
