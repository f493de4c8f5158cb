import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { caseMessages } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { claimPrefillOf } from './case-claim';
import { caseDraftReducer, emptyCaseDraft } from './case-draft';
import { makeClaimDetail, makeMemberDetail, mockCaseBackend } from './testing/case-backend';

const memberRoles = ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'];
const member = signedInSession(makeUser({ roles: memberRoles }));
const claimPath = '/member-detail?param=BalanceBill&claim=SYNTHETIC-C-001';

function button(name: string): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

/** Fills the first form's contact fields and goes on to the upload step. */
async function continueToUpload(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Email' }));
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '2165550100');
  await waitFor(() => {
    expect(button('NEXT').disabled).toBe(false);
  });
  await user.click(button('NEXT'));
  await screen.findByText(/clear, readable copy/);
}

/** Adds a bill, ticks the EOB confirmation and submits. */
async function submitBill(user: ReturnType<typeof userEvent.setup>) {
  const input = screen.getByLabelText<HTMLInputElement>('Upload documents', { selector: 'input' });
  await user.upload(input, new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' }));
  await user.click(screen.getByRole('checkbox', { name: /compared the Explanation of Benefits/ }));
  await user.click(button('SUBMIT'));
  expect(await screen.findByRole('dialog', { name: 'Submitted' })).toBeTruthy();
}

describe('a Balance Bill from a claim (issue 32 item 6; docs/decisions/0114)', () => {
  it("starts from the EOB's 'I got a bill for this', shows the claim on every step and sends its claimID", async () => {
    const { calls } = mockCaseBackend({ claims: [makeClaimDetail()] });
    const { router } = renderApp({ path: '/claims/SYNTHETIC-C-001', session: member });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('link', { name: 'I got a bill for this' }));
    // The step's route loads lazily: the location changes once its code is there.
    await waitFor(() => {
      expect(router.state.location.search).toBe('?param=BalanceBill&claim=SYNTHETIC-C-001');
    });
    expect(await screen.findByRole('heading', { name: 'Balance Bill: Member Information' })).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'From claim SYNTHETIC-C-001' });
    for (const fact of ['Synthetic Harbor Imaging', '1234567893', '03/02/2026 – 03/04/2026', '$1,200.00']) {
      expect(within(summary).getByText(fact)).toBeTruthy();
    }
    expect(within(summary).getByText('$450.25')).toBeTruthy();
    expect(within(summary).getByText('$150.00')).toBeTruthy();
    // The patient is the claim's: no Myself or Dependent choice.
    expect(screen.queryByRole('radio', { name: 'Dependent' })).toBeNull();
    expect(screen.getByDisplayValue('DEMO100001')).toBeTruthy();
    await continueToUpload(user);
    expect(screen.getByRole('region', { name: 'From claim SYNTHETIC-C-001' })).toBeTruthy();
    await submitBill(user);
    const created = calls.find((call) => call.key === 'createCase');
    expect(created?.body).toMatchObject({
      recordType: 'BalanceBill',
      sixDegPatientID: 'link-self',
      claimID: 'SYNTHETIC-C-001',
    });
  });

  it("files for the dependent who is the claim's patient", async () => {
    const { calls } = mockCaseBackend({
      claims: [makeClaimDetail({ patientMemberId: 'D-1', patientName: 'ALEX DEMO', relationship: 'child' })],
      dependents: [
        { sixDegPatientID: 'dep-1', firstName: 'ALEX', lastName: 'DEMO', memberId: 'D-1', patientid: null },
      ],
    });
    renderApp({ path: claimPath, session: member });
    const user = userEvent.setup({ applyAccept: false });
    expect(await screen.findByDisplayValue('D-1')).toBeTruthy();
    await continueToUpload(user);
    await submitBill(user);
    expect(calls.find((call) => call.key === 'createCase')?.body).toMatchObject({
      sixDegPatientID: 'dep-1',
      claimID: 'SYNTHETIC-C-001',
    });
  });

  it('says so, and offers no NEXT, for a claim he may not see or whose patient is none of his', async () => {
    mockCaseBackend({ claims: [makeClaimDetail({ claimID: 'SYNTHETIC-C-002', patientMemberId: 'X-9' })] });
    const first = renderApp({ path: claimPath, session: member });
    expect(await screen.findByText(caseMessages.claimNotFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'NEXT' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the claim' }).getAttribute('href')).toBe(
      '/claims/SYNTHETIC-C-001',
    );
    first.unmount();
    renderApp({ path: '/member-detail?param=BalanceBill&claim=SYNTHETIC-C-002', session: member });
    expect(
      await screen.findByText('The patient of this claim is not one of the people you may file a case for.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'NEXT' })).toBeNull();
  });

  it('names the claim a case was filed from in its detail, linking to the EOB', async () => {
    mockCaseBackend({ detail: { claimID: 'SYNTHETIC-C-001' } });
    renderApp({ path: '/my-cases?case=case-1', session: member });
    const dialog = await screen.findByRole('dialog', { name: 'Case C-000001' });
    const link = await within(dialog).findByRole('link', { name: 'Claim SYNTHETIC-C-001' });
    expect(link.getAttribute('href')).toBe('/claims/SYNTHETIC-C-001');
  });

  it('leaves out the claim line for a case filed without one', async () => {
    mockCaseBackend({ memberDetail: makeMemberDetail() });
    renderApp({ path: '/my-cases?case=case-1', session: member });
    const dialog = await screen.findByRole('dialog', { name: 'Case C-000001' });
    expect(await within(dialog).findByText('Created Date')).toBeTruthy();
    expect(within(dialog).queryByText('Filed from')).toBeNull();
  });

  it('starts a fresh draft for a Balance Bill of another claim or of none', () => {
    const claim = claimPrefillOf(makeClaimDetail());
    let draft = caseDraftReducer(emptyCaseDraft, {
      type: 'caseTypeChosen',
      caseType: 'BalanceBill',
      claimID: claim.claimID,
    });
    draft = caseDraftReducer(draft, { type: 'claimLoaded', claim });
    draft = caseDraftReducer(draft, { type: 'uploadSaved', files: [], additionalComment: 'kept' });
    const again = caseDraftReducer(draft, {
      type: 'caseTypeChosen',
      caseType: 'BalanceBill',
      claimID: claim.claimID,
    });
    expect(again).toBe(draft);
    const plain = caseDraftReducer(draft, { type: 'caseTypeChosen', caseType: 'BalanceBill' });
    expect(plain.fromClaim).toBeNull();
    expect(plain.additionalComment).toBe('');
    expect(caseDraftReducer(emptyCaseDraft, { type: 'claimLoaded', claim }).fromClaim).toBeNull();
  });
});
