import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { clientSearchOf, splitPatientName } from './client-patient-rules';
import { makeCase } from './testing/case-backend';
import { mockClientCaseBackend } from './testing/client-case-backend';

const viewerRoles = ['medivi-read', 'medivi-caseviewclient'];
const viewer = signedInSession(makeUser({ roles: viewerRoles }));
const submitter = signedInSession(makeUser({ roles: [...viewerRoles, 'medivi-casesubmissionclient'] }));

// Whole flows through several lazily loaded pages take a while on a busy machine.

type User = ReturnType<typeof userEvent.setup>;

function button(name: string): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

/** Types the three search fields. */
async function typeSearch(user: User, patientId: string, patientName: string, dateOfBirth: string) {
  await user.type(await screen.findByLabelText(/^Patient ID/), patientId);
  await user.type(screen.getByLabelText(/^Patient Name/), patientName);
  await user.type(screen.getByLabelText(/^Date of Birth/), dateOfBirth);
}

/** Fills the whole client first form with a patient found by the search; leaves NEXT to the caller. */
async function fillClientFirstForm(user: User) {
  await user.type(await screen.findByLabelText(/^First Name/), 'Morgan');
  await user.type(screen.getByLabelText(/^Last Name/), 'Client');
  await user.type(screen.getByLabelText(/^Company Name/), 'Lakeshore HR');
  await user.type(screen.getByLabelText(/^Submitter Phone/), '2165550111');
  await user.type(screen.getByLabelText(/^Submitter Email/), 'hr@example.test');
  await typeSearch(user, ' demo100001 ', 'Jordan Demo-Member', '03/15/1984');
  await user.click(button('Search'));
  await screen.findByDisplayValue('LAKESHORE01');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '2165550100');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'jordan@example.test');
  await user.type(screen.getByLabelText(/^Address/), '1 Example Ave');
  await user.type(screen.getByLabelText(/^City/), 'Cleveland');
  await user.selectOptions(screen.getByLabelText(/^State/), 'Ohio');
  await user.type(screen.getByLabelText(/^Zip/), '44106');
}

describe('/my-cases for client viewers (cases spec §2, §6)', () => {
  it('lists the cases of the chosen plan with the member columns and the Appeal filter', async () => {
    const { calls } = mockClientCaseBackend({
      cases: [makeCase({ First_Name__c: 'AVA', Last_Name__c: 'X' })],
    });
    renderApp({ path: '/my-cases', session: viewer });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Cases' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Cases' });
    expect(within(table).getByRole('columnheader', { name: 'Member Name' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Member ID' })).toBeTruthy();
    expect(await within(table).findByText('AVA X')).toBeTruthy();
    expect(within(screen.getByLabelText('Type')).getByRole('option', { name: 'Appeal' })).toBeTruthy();
    const planSelect = screen.getByLabelText('Plan');
    await within(planSelect).findByRole('option', { name: 'Schools Plan' });
    await user.selectOptions(planSelect, 'Schools Plan');
    await waitFor(() => {
      expect(calls.at(-1)?.body).toBe('?masterplanID=plan-schools');
    });
    expect(calls[0]).toEqual({ key: 'getClientCases', body: '' });
  });

  it('shows no submit buttons to a viewer without client submission', async () => {
    mockClientCaseBackend();
    renderApp({ path: '/my-cases', session: viewer });
    await screen.findByText('No Cases Found');
    expect(screen.queryByRole('button', { name: 'Submit a Case' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Call Ahead' })).toBeNull();
  });

  it('offers Appeal in Submit a Case and Call Ahead with view plus submit', async () => {
    mockClientCaseBackend();
    const { router } = renderApp({ path: '/my-cases', session: submitter });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Call Ahead' })).toBeTruthy();
    await user.click(button('Submit a Case'));
    const dialog = await screen.findByRole('dialog', { name: 'Submit a Case' });
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Balance Bill' }).checked).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Appeal' }));
    await user.click(within(dialog).getByRole('button', { name: 'NEXT' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?param=Appeal');
    });
  });

  it('opens the detail from the client case call', async () => {
    const { fetchMock } = mockClientCaseBackend({ cases: [makeCase()] });
    renderApp({ path: '/my-cases', session: viewer });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Case C-000001 details' }));
    expect(await screen.findByRole('dialog', { name: 'Case C-000001' })).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
    expect(urls).toContain('/api/clientCase/case-1');
    expect(urls).not.toContain('/api/case/case-1');
  });
});

describe('patient search rules (cases spec §5 client mode)', () => {
  it('splits the patient name on its first space', () => {
    expect(splitPatientName(' Mary Ann Smith ')).toEqual({ firstName: 'Mary', lastName: 'Ann Smith' });
    expect(splitPatientName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('needs all three fields and trims and upper-cases the patient ID', () => {
    const today = new Date('2026-03-01T12:00:00Z');
    expect(
      clientSearchOf({ patientId: ' ', patientName: 'A B', patientDob: '01/02/1980' }, today),
    ).toBeNull();
    expect(clientSearchOf({ patientId: 'x1', patientName: 'A B', patientDob: '01/02/1' }, today)).toBeNull();
    expect(
      clientSearchOf({ patientId: ' x1 ', patientName: 'A  B', patientDob: '01/02/1980' }, today),
    ).toEqual({
      patientID: 'X1',
      patientName: 'A B',
      patientDoB: '1980-01-02',
    });
  });
});

describe('first form, client mode (cases spec §2, §5)', () => {
  it('enables Search once the three fields are filled and shows a refusal', async () => {
    const { calls } = mockClientCaseBackend();
    renderApp({ path: '/member-detail?param=CallAhead', session: submitter });
    const user = userEvent.setup();
    expect(
      await screen.findByText('Enter Patient ID, Patient Name, and Date of Birth then click Search'),
    ).toBeTruthy();
    expect(button('Search').disabled).toBe(true);
    await typeSearch(user, 'nobody1', 'No Body', '01/02/1980');
    expect(button('Search').disabled).toBe(false);
    await user.click(button('Search'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find this patient on your plans.',
    );
    expect(calls.find((call) => call.key === 'search')?.body).toEqual({
      patientID: 'NOBODY1',
      patientName: 'No Body',
      patientDoB: '1980-01-02',
    });
    expect(button('NEXT').disabled).toBe(true);
  });

  it('enables NEXT only with the submitter, a patient found and his contact fields', async () => {
    mockClientCaseBackend();
    renderApp({ path: '/member-detail?param=CallAhead', session: submitter });
    const user = userEvent.setup();
    await fillClientFirstForm(user);
    await waitFor(() => {
      expect(button('NEXT').disabled).toBe(false);
    });
    await user.clear(screen.getByLabelText(/^Company Name/));
    await waitFor(() => {
      expect(button('NEXT').disabled).toBe(true);
    });
    await user.type(screen.getByLabelText(/^Company Name/), 'Lakeshore HR');
    await user.type(screen.getByLabelText(/^Patient ID/), '9');
    expect(screen.queryByDisplayValue('LAKESHORE01')).toBeNull();
    expect(button('NEXT').disabled).toBe(true);
  });
});

describe('client filing (cases spec §4, §5 client mode, §7)', () => {
  it('files an Appeal with documents and Health Plan Information through the client calls', async () => {
    const { calls } = mockClientCaseBackend();
    renderApp({ path: '/member-detail?param=Appeal', session: submitter });
    const user = userEvent.setup({ applyAccept: false });
    await fillClientFirstForm(user);
    await waitFor(() => {
      expect(button('NEXT').disabled).toBe(false);
    });
    await user.click(button('NEXT'));
    await screen.findByRole('form', { name: 'Provider information' });
    expect(screen.getByLabelText<HTMLInputElement>(/^Plan\/Employer Name/).value).toBe('Lakeshore Plan');
    expect(screen.getByLabelText<HTMLInputElement>(/^Group #/).value).toBe('LAKESHORE01');
    expect(screen.queryByLabelText(/Date of Service/)).toBeNull();
    await user.type(screen.getByLabelText(/^Doctor\/Physician Name/), 'Dr. Rivera');
    await user.type(screen.getByLabelText(/^TPA Name/), 'Synthetic TPA');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Post-service/ }).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Urgent care' }));
    expect(button('ADD CASE').disabled).toBe(true);
    const input = screen.getByLabelText<HTMLInputElement>('Upload appeal documents', { selector: 'input' });
    await user.upload(input, new File(['%PDF-1.4'], 'denial.pdf', { type: 'application/pdf' }));
    await waitFor(() => {
      expect(button('ADD CASE').disabled).toBe(false);
    });
    await user.click(button('ADD CASE'));
    expect(await screen.findByRole('dialog', { name: 'Submitted' })).toBeTruthy();
    expect(calls.filter((call) => call.key !== 'search').map((call) => call.key)).toEqual([
      'createClientCase',
      'upload',
    ]);
    expect(calls.find((call) => call.key === 'createClientCase')?.body).toMatchObject({
      recordType: 'Appeal',
      appealUrgency: 'urgent',
      memberId: 'DEMO100001',
      firstName: 'JORDAN',
      dateOfBirth: '1984-03-15',
      masterplanID: 'plan-lakeshore',
      submitterContactInfo: { companyName: 'Lakeshore HR', phoneNumber: '2165550111' },
      description: {
        physicianName: 'Dr. Rivera',
        planname: 'Lakeshore Plan',
        groupid: 'LAKESHORE01',
        tpaName: 'Synthetic TPA',
      },
    });
    expect(calls.find((call) => call.key === 'upload')?.body).toEqual({
      caseID: 'case-new',
      files: ['denial.pdf'],
    });
  });

  it('needs the TPA name on the Balance Bill upload and names the client mailbox', async () => {
    const { calls } = mockClientCaseBackend();
    renderApp({ path: '/member-detail?param=BalanceBill', session: submitter });
    const user = userEvent.setup({ applyAccept: false });
    await fillClientFirstForm(user);
    await waitFor(() => {
      expect(button('NEXT').disabled).toBe(false);
    });
    await user.click(button('NEXT'));
    await screen.findByText(/clear, readable copy/);
    expect(screen.getByRole('link', { name: 'client-support@medivi.test' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /compared the Explanation of Benefits/ })).toBeNull();
    const input = screen.getByLabelText<HTMLInputElement>('Upload documents', { selector: 'input' });
    await user.upload(input, new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' }));
    expect(button('SUBMIT').disabled).toBe(true);
    await user.type(screen.getByLabelText(/^TPA Name/), '   ');
    expect(button('SUBMIT').disabled).toBe(true);
    await user.type(screen.getByLabelText(/^TPA Name/), 'Synthetic TPA');
    expect(button('SUBMIT').disabled).toBe(false);
    await user.click(button('SUBMIT'));
    expect(await screen.findByRole('dialog', { name: 'Submitted' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'createClientCase')?.body).toMatchObject({
      recordType: 'BalanceBill',
      description: { planname: 'Lakeshore Plan', groupid: 'LAKESHORE01', tpaName: 'Synthetic TPA' },
    });
    expect(calls.find((call) => call.key === 'upload')?.body).toEqual({
      caseID: 'case-new',
      files: ['bill.pdf'],
    });
  });
});
