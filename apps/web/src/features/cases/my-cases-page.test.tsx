import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { caseStatusLabel } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInSession } from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render-app';
import { statusToneOf } from './case-display';
import { makeCase, mockCaseBackend } from './testing/case-backend';

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
    const dialog = screen.getByRole('dialog', { name: 'Submit a Case' });
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
