import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { caseStatusLabel } from '@medivi/domain';
import { describe, expect, it, vi } from 'vitest';
import { myCasePathFor } from '../../lib/paths';
import { requestsOf } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { statusToneOf } from './case-display';
import { makeCase, mockCaseBackend } from './testing/case-backend';
import { mockClientCaseBackend } from './testing/client-case-backend';

const memberRoles = ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'];
const member = signedInSession(makeUser({ roles: memberRoles }));

describe('case status display (cases spec §4)', () => {
  it('shows Opened and Processing blue, Closed grey, and a missing status as waiting', () => {
    expect(statusToneOf(caseStatusLabel('Intake'))).toBe('blue');
    expect(statusToneOf(caseStatusLabel('Processing'))).toBe('blue');
    expect(statusToneOf(caseStatusLabel('Closed'))).toBe('grey');
    expect(caseStatusLabel(null)).toBe('Waiting for information');
    expect(statusToneOf(caseStatusLabel(null))).toBe('none');
  });
});

describe('/my-cases (cases spec §2)', () => {
  it("shows 'No Cases Found' for an empty list", async () => {
    mockCaseBackend();
    renderApp({ path: '/my-cases', session: member });
    expect(await screen.findByText('No Cases Found')).toBeTruthy();
  });

  it('lists 10 rows first, newest case number first, and pages on', async () => {
    const cases = Array.from({ length: 12 }, (_, index) =>
      makeCase({ id: `c${String(index)}`, CaseNumber: `C-${String(index + 1).padStart(6, '0')}` }),
    );
    mockCaseBackend({ cases });
    renderApp({ path: '/my-cases', session: member });
    const table = await screen.findByRole('table', { name: 'Cases' });
    await within(table).findByText('C-000012');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]?.textContent).toContain('C-000012');
    expect(within(table).queryByText('C-000002')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: /next page/i }));
    expect(within(table).getByText('C-000001')).toBeTruthy();
  });

  it('shows Submit a Case with Balance Bill first and starts the chosen type', async () => {
    mockCaseBackend();
    const { router } = renderApp({ path: '/my-cases', session: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit a Case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit a Case' });
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Balance Bill' }).checked).toBe(true);
    expect(within(dialog).queryByRole('radio', { name: 'Appeal' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Access Issue' }));
    await user.click(within(dialog).getByRole('button', { name: 'NEXT' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?param=AccessIssue');
    });
  });

  it('hides Submit a Case and Call Ahead without the submission role', async () => {
    mockCaseBackend();
    renderApp({ path: '/my-cases', session: signedInSession(makeUser({ roles: ['medivi-casesmember'] })) });
    await screen.findByText('No Cases Found');
    expect(screen.queryByRole('button', { name: 'Submit a Case' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Call Ahead' })).toBeNull();
  });

  it('opens the detail with the status and the case contacts', async () => {
    mockCaseBackend({
      cases: [makeCase()],
      detail: { Status: 'Processing', statusLabel: 'Processing', PSS__r: { Email: 'pss@medivi.test' } },
    });
    renderApp({ path: '/my-cases', session: member });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Case C-000001 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Case C-000001' });
    expect(await within(dialog).findByText('Processing')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'pss@medivi.test' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'SAVE STATUS' })).toBeNull();
  });

  it('lets staff close a case from the detail', async () => {
    const { calls } = mockCaseBackend({ cases: [makeCase()] });
    renderApp({
      path: '/my-cases',
      session: signedInSession(makeUser({ roles: ['medivi-read', 'medivi-admin'] })),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Case C-000001 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Case C-000001' });
    await user.selectOptions(await within(dialog).findByLabelText('New status'), 'Closed');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE STATUS' }));
    expect(await within(dialog).findByText('Status saved.')).toBeTruthy();
    expect(calls.find((call) => call.key === 'status')?.body).toEqual({
      status: 'Closed',
      statusDetail: null,
    });
  });

  it('requires a status detail for Processing', async () => {
    mockCaseBackend({ cases: [makeCase()] });
    renderApp({
      path: '/my-cases',
      session: signedInSession(makeUser({ roles: ['medivi-read', 'medivi-admin'] })),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Case C-000001 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Case C-000001' });
    await user.selectOptions(await within(dialog).findByLabelText('New status'), 'Processing');
    const save = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'SAVE STATUS' });
    expect(save.disabled).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText(/Status detail/), 'Negotiating with the provider');
    expect(save.disabled).toBe(false);
  });
});

describe('/my-cases?case=<id>: the case detail modal in the URL (docs/decisions/0085)', () => {
  it('builds the URL from the case id', () => {
    expect(myCasePathFor('case-1')).toBe('/my-cases?case=case-1');
    expect(myCasePathFor('a b&c')).toBe('/my-cases?case=a+b%26c');
  });

  it('opens the modal of the case the URL names; closing drops the parameter in place', async () => {
    mockCaseBackend({ cases: [makeCase()], detail: { Status: 'Processing', statusLabel: 'Processing' } });
    const { router } = renderApp({ path: '/change-password', session: member });
    await screen.findByRole('heading', { name: 'Change Password', level: 1 });
    await router.navigate(myCasePathFor('case-1'));
    const dialog = await screen.findByRole('dialog', { name: 'Case C-000001' });
    expect(await within(dialog).findByText('Processing')).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Case C-000001' })).toBeNull();
    });
    expect(router.state.location.pathname).toBe('/my-cases');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    // Back leaves the list: the entry with the parameter is gone.
    await router.navigate(-1);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/change-password');
    });
  });

  it('puts a case opened from the list into the URL without a new history entry', async () => {
    mockCaseBackend({ cases: [makeCase()] });
    const { router } = renderApp({ path: '/my-cases', session: member });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Case C-000001 details' }));
    await screen.findByRole('dialog', { name: 'Case C-000001' });
    expect(router.state.location.search).toBe('?case=case-1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says a case the server refuses (404) is not there, with no spinner left', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchMock } = mockCaseBackend({ cases: [makeCase()] });
    renderApp({ path: myCasePathFor('someone-elses-case'), session: member });
    const dialog = await screen.findByRole('dialog', { name: 'Case details' });
    expect(
      await within(dialog).findByText('This case could not be found, or it is not one you may open.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar', { name: 'Loading case' })).toBeNull();
    expect(requestsOf(fetchMock)).toContain('GET /api/case/someone-elses-case');
    // The list behind the modal still shows.
    expect(await screen.findByRole('button', { name: 'Case C-000001 details', hidden: true })).toBeTruthy();
    warn.mockRestore();
  });

  it('tells a failed load (500) apart from a refused case', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchMock } = mockCaseBackend();
    const fallback = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      return new URL(request.url).pathname === '/api/case/case-1'
        ? new Response(JSON.stringify({ statusCode: 500, message: 'failed' }), { status: 500 })
        : (fallback as typeof fetch)(input, init);
    });
    renderApp({ path: myCasePathFor('case-1'), session: member });
    const dialog = await screen.findByRole('dialog', { name: 'Case details' });
    expect(await within(dialog).findByText('This case could not be loaded.')).toBeTruthy();
    warn.mockRestore();
  });

  it("opens a client viewer's case of another plan than the one his list shows", async () => {
    const { calls, fetchMock } = mockClientCaseBackend({
      cases: [makeCase({ CaseNumber: 'C-000002', id: 'c2' })],
    });
    const { router } = renderApp({
      path: '/my-cases',
      session: signedInSession(makeUser({ roles: ['medivi-read', 'medivi-caseviewclient'] })),
    });
    const planSelect = await screen.findByLabelText('Plan');
    await within(planSelect).findByRole('option', { name: 'Schools Plan' });
    await userEvent.setup().selectOptions(planSelect, 'Schools Plan');
    await waitFor(() => {
      expect(calls.at(-1)?.body).toBe('?masterplanID=plan-schools');
    });
    await router.navigate(myCasePathFor('case-1'));
    const dialog = await screen.findByRole('dialog', { name: 'Case C-000001' });
    expect(await within(dialog).findByText('Lakeshore Plan')).toBeTruthy();
    const detailCalls = fetchMock.mock.calls
      .map(([input]) => (input instanceof Request ? input.url : String(input)))
      .filter((url) => url.includes('/api/clientCase/'));
    expect(detailCalls.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
      '/api/clientCase/case-1',
    ]);
    expect(screen.getByLabelText<HTMLSelectElement>('Plan').value).toBe('plan-schools');
  });
});
