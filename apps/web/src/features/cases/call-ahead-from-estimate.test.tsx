import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callAheadFromEstimatePathFor } from '../../lib/paths';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { caseDraftReducer, emptyCaseDraft } from './case-draft';
import { emptyProviderForm } from './case-draft';
import { mockCaseBackend } from './testing/case-backend';

const member = signedInSession(
  makeUser({ roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'] }),
);

describe('a Call Ahead case from a price estimate (issue 33 item 4; docs/decisions/0115)', () => {
  it('starts the provider step with the estimate’s provider and a comment naming the procedure', async () => {
    mockCaseBackend({});
    const path = callAheadFromEstimatePathFor({
      office: 'SYNTHETIC GENERAL HOSPITAL',
      street: '100 DEMO AVENUE',
      city: 'CLEVELAND',
      state: 'OH',
      zip: '44106',
      comment: 'Price estimate for Knee or hip replacement (DRG 470): plan allowed $25,148.86.',
    });
    renderApp({ path, session: member });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Call Ahead: Member Information' })).toBeTruthy();
    await user.click(await screen.findByRole('radio', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '2165550100');
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'NEXT' });
    await waitFor(() => {
      expect(next.disabled).toBe(false);
    });
    await user.click(next);
    expect(await screen.findByDisplayValue('SYNTHETIC GENERAL HOSPITAL')).toBeTruthy();
    expect(screen.getByDisplayValue('100 DEMO AVENUE')).toBeTruthy();
    expect(screen.getByDisplayValue('CLEVELAND')).toBeTruthy();
    expect(screen.getByDisplayValue('44106')).toBeTruthy();
    expect(screen.getByDisplayValue(/DRG 470/)).toBeTruthy();
  });

  it('keeps a comment the member already wrote', () => {
    const typed = caseDraftReducer(
      { ...emptyCaseDraft, caseType: 'CallAhead' },
      { type: 'providerInfoSaved', providerInfo: { ...emptyProviderForm, additionalComment: 'Mine' } },
    );
    const prefilled = caseDraftReducer(typed, {
      type: 'providerPrefilled',
      fields: { providerOfficeName: 'SYNTHETIC GENERAL HOSPITAL', additionalComment: 'Estimate' },
      empty: emptyProviderForm,
    });
    expect(prefilled.providerInfo).toMatchObject({
      providerOfficeName: 'SYNTHETIC GENERAL HOSPITAL',
      additionalComment: 'Mine',
    });
  });
});
