import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invalidFileTypeMessage } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { requestsOf } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { twelveHourTime } from './case-body';
import { makeMemberDetail, mockCaseBackend } from './testing/case-backend';

const memberRoles = ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'];
const member = signedInSession(makeUser({ roles: memberRoles }));

// Whole flows through several lazily loaded pages take a while on a busy machine.

function button(name: string): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

/** Fills the first form's contact fields; leaves NEXT to the caller. */
async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Email' }));
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '2165550100');
}

describe('first form, member mode (cases spec §5)', () => {
  it('enables NEXT only with a contact method, a valid phone, e-mail and zip', async () => {
    mockCaseBackend();
    renderApp({ path: '/member-detail?param=BalanceBill', session: member });
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('DEMO100001')).toBeTruthy();
    expect(button('NEXT').disabled).toBe(true);
    // The disabled button says what is missing, and is described by that text.
    const hint = await screen.findByText(/^To continue, complete: Preferred Method of Contact, Phone/);
    expect(button('NEXT').getAttribute('aria-describedby')).toBe(hint.id);
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    expect(button('NEXT').disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '216555');
    expect(button('NEXT').disabled).toBe(true);
    expect(screen.getByText(/^To continue, complete: Phone/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '0100');
    await waitFor(() => {
      expect(button('NEXT').disabled).toBe(false);
    });
    expect(screen.queryByText(/^To continue/)).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not an email');
    await user.tab();
    expect(await screen.findByText('Must be a valid email')).toBeTruthy();
    expect(button('NEXT').disabled).toBe(true);
  });

  it('asks Access Issue for the patient type', async () => {
    mockCaseBackend();
    renderApp({ path: '/member-detail?param=AccessIssue', session: member });
    const user = userEvent.setup();
    await fillContact(user);
    expect(button('NEXT').disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'New Patient' }));
    await waitFor(() => {
      expect(button('NEXT').disabled).toBe(false);
    });
  });

  it('needs a dependent picked when filing for a dependent', async () => {
    mockCaseBackend({
      dependents: [
        { sixDegPatientID: 'dep-1', firstName: 'ALEX', lastName: 'DEMO', memberId: 'D-1', patientid: null },
      ],
    });
    renderApp({ path: '/member-detail?param=CallAhead', session: member });
    const user = userEvent.setup();
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: 'Dependent' }));
    expect(button('NEXT').disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Dependent/ }), 'ALEX DEMO');
    expect(await screen.findByDisplayValue('D-1')).toBeTruthy();
    await waitFor(() => {
      expect(button('NEXT').disabled).toBe(false);
    });
  });

  it('hides the dependent choice and skips the member detail for Limited Access', async () => {
    const { fetchMock } = mockCaseBackend();
    renderApp({
      path: '/member-detail?param=BalanceBill',
      session: signedInSession(makeUser({ roles: memberRoles, accessLevel: 'Limited Access' })),
    });
    expect(await screen.findByRole('button', { name: 'NEXT' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Dependent' })).toBeNull();
    // Only the header's notification list may be asked for: no member detail, no dependents.
    expect(requestsOf(fetchMock).filter((request) => request !== 'GET /api/notifications')).toEqual([]);
  });

  it('sends an unknown case type back to the case list', async () => {
    mockCaseBackend();
    const { router } = renderApp({ path: '/member-detail?param=Appeal', session: member });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/my-cases');
    });
  });

  it('sends later steps without a held case type to the case list', async () => {
    mockCaseBackend();
    const { router } = renderApp({ path: '/upload-file', session: member });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/my-cases');
    });
  });
});

describe('Call Ahead provider form (cases spec §5 Provider form)', () => {
  it('enables ADD CASE with the physician and office details, then files the case', async () => {
    const { calls } = mockCaseBackend();
    const { router } = renderApp({ path: '/member-detail?param=CallAhead', session: member });
    const user = userEvent.setup();
    await fillContact(user);
    await waitFor(() => {
      expect(button('NEXT').disabled).toBe(false);
    });
    await user.click(button('NEXT'));
    await screen.findByRole('form', { name: 'Provider information' });
    expect(button('ADD CASE').disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Office\/Clinic Name/), 'Lakeside Clinic');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '2165550199');
    await user.type(screen.getByLabelText(/^Street/), '1 Main St');
    await user.type(screen.getByLabelText(/^City/), 'Cleveland');
    await user.selectOptions(screen.getByLabelText(/^State/), 'Ohio');
    await user.type(screen.getByLabelText(/^Zip Code/), '44106');
    expect(button('ADD CASE').disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Doctor\/Physician Name/), 'Dr. Rivera');
    await waitFor(() => {
      expect(button('ADD CASE').disabled).toBe(false);
    });
    await user.click(button('ADD CASE'));
    const success = await screen.findByRole('dialog', { name: 'Submitted' });
    const body = calls.find((call) => call.key === 'createCase')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      recordType: 'CallAhead',
      sixDegPatientID: 'link-self',
      preferredMethodOfContact: 'Email',
      description: { physicianName: 'Dr. Rivera', providerZip: '44106', providerState: 'OH' },
    });
    await user.click(within(success).getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/my-cases');
    });
  });

  it('shows appointment times as 12-hour text', () => {
    expect(twelveHourTime('09:05')).toBe('9:05 AM');
    expect(twelveHourTime('00:30')).toBe('12:30 AM');
    expect(twelveHourTime('13:45')).toBe('1:45 PM');
    expect(twelveHourTime('')).toBe('');
  });
});

describe('Balance Bill upload (cases spec §5 Upload)', () => {
  async function reachUpload(groupid = 'G100') {
    const backend = mockCaseBackend({ memberDetail: makeMemberDetail({ groupid }) });
    renderApp({ path: '/member-detail?param=BalanceBill', session: member });
    const user = userEvent.setup({ applyAccept: false });
    await fillContact(user);
    await waitFor(() => {
      expect(button('NEXT').disabled).toBe(false);
    });
    await user.click(button('NEXT'));
    await screen.findByText(/clear, readable copy/);
    return { user, ...backend };
  }

  it('needs a file and the EOB confirmation, then creates the case and uploads the files', async () => {
    const { user, calls } = await reachUpload();
    expect(screen.getByRole('link', { name: 'member-support@medivi.test' })).toBeTruthy();
    expect(button('SUBMIT').disabled).toBe(true);
    const input = screen.getByLabelText<HTMLInputElement>('Upload documents', { selector: 'input' });
    await user.upload(input, new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' }));
    expect(button('SUBMIT').disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /compared the Explanation of Benefits/ }));
    expect(button('SUBMIT').disabled).toBe(false);
    await user.click(button('SUBMIT'));
    expect(await screen.findByRole('dialog', { name: 'Submitted' })).toBeTruthy();
    expect(calls.map((call) => call.key)).toEqual(['createCase', 'upload']);
    expect(calls[1]?.body).toEqual({ caseID: 'case-new', files: ['bill.pdf'] });
  });

  it('never confirms a case whose files did not all arrive: shows which file and why, then retry or remove', async () => {
    const { user, calls } = await reachUpload();
    const input = screen.getByLabelText<HTMLInputElement>('Upload documents', { selector: 'input' });
    await user.upload(input, [
      new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' }),
      new File(['not a pdf'], 'refused-statement.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.4'], 'flaky-eob.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(screen.getByRole('checkbox', { name: /compared the Explanation of Benefits/ }));
    await user.click(button('SUBMIT'));
    const problems = await screen.findByRole('dialog', { name: 'Some files did not arrive' });
    expect(screen.queryByRole('dialog', { name: 'Submitted' })).toBeNull();
    expect(within(problems).getByText('refused-statement.pdf')).toBeTruthy();
    expect(within(problems).getByText('flaky-eob.pdf')).toBeTruthy();
    expect(within(problems).queryByText('bill.pdf')).toBeNull();
    expect(within(problems).getAllByText(invalidFileTypeMessage)).toHaveLength(2);
    // One request a file, each to the new case.
    expect(calls.filter((call) => call.key === 'upload').map((call) => call.body)).toEqual([
      { caseID: 'case-new', files: ['bill.pdf'] },
      { caseID: 'case-new', files: ['refused-statement.pdf'] },
      { caseID: 'case-new', files: ['flaky-eob.pdf'] },
    ]);
    await user.click(within(problems).getByRole('button', { name: 'RETRY flaky-eob.pdf' }));
    await waitFor(() => {
      expect(within(problems).queryByText('flaky-eob.pdf')).toBeNull();
    });
    await user.click(within(problems).getByRole('button', { name: 'RETRY refused-statement.pdf' }));
    expect(await within(problems).findAllByText(invalidFileTypeMessage)).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Submitted' })).toBeNull();
    await user.click(within(problems).getByRole('button', { name: 'REMOVE refused-statement.pdf' }));
    expect(await screen.findByRole('dialog', { name: 'Submitted' })).toBeTruthy();
  });

  it('refuses another file type with the notice', async () => {
    const { user } = await reachUpload();
    const input = screen.getByLabelText<HTMLInputElement>('Upload documents', { selector: 'input' });
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect((await screen.findByRole('alert')).textContent).toBe(invalidFileTypeMessage);
    expect(screen.queryByText('setup.exe')).toBeNull();
  });

  it('names the employee-plan mailbox for group 10000SDH', async () => {
    await reachUpload('10000sdh');
    expect(screen.getByRole('link', { name: 'employee-plan-support@medivi.test' })).toBeTruthy();
  });
});
