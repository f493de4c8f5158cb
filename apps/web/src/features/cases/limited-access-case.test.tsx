import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limitedAccessLevel } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { requestsOf } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { mockCaseBackend } from './testing/case-backend';

const memberRoles = ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'];
const limitedMember = signedInSession(
  makeUser({
    roles: memberRoles,
    accessLevel: limitedAccessLevel,
    memberID: 'DEMO300003',
    fullName: 'Casey Demo-Limited',
    email: 'casey.limited@example.test',
  }),
);

// A whole flow through several lazily loaded pages takes a while on a busy machine.

function button(name: string): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

describe("'Limited Access' member files for himself (docs/decisions/0069)", () => {
  it('continues as Myself with the typed contact fields and files without a patient link', async () => {
    const { calls, fetchMock } = mockCaseBackend();
    renderApp({ path: '/member-detail?param=CallAhead', session: limitedMember });
    const user = userEvent.setup();

    expect(await screen.findByText('This case is filed for you, on your own member record.')).toBeTruthy();
    expect(screen.getByDisplayValue('DEMO300003')).toBeTruthy();
    expect(screen.getByDisplayValue('Casey Demo-Limited')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Dependent' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Date of Birth' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Email/ }).value).toBe(
      'casey.limited@example.test',
    );
    expect(button('NEXT').disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '2165550142');
    await user.type(screen.getByRole('textbox', { name: /^Zip/ }), '44120');
    await waitFor(() => {
      expect(button('NEXT').disabled).toBe(false);
    });
    await user.click(button('NEXT'));

    await screen.findByRole('form', { name: 'Provider information' });
    await user.type(screen.getByLabelText(/^Office\/Clinic Name/), 'Synthetic Lakeside Clinic');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '2165550199');
    await user.type(screen.getByLabelText(/^Street/), '1 Main St');
    await user.type(screen.getByLabelText(/^City/), 'Cleveland');
    await user.selectOptions(screen.getByLabelText(/^State/), 'Ohio');
    await user.type(screen.getByLabelText(/^Zip Code/), '44106');
    await user.type(screen.getByLabelText(/^Doctor\/Physician Name/), 'Dr. Rivera');
    await waitFor(() => {
      expect(button('ADD CASE').disabled).toBe(false);
    });
    await user.click(button('ADD CASE'));

    expect(await screen.findByRole('dialog', { name: 'Submitted' })).toBeTruthy();
    const body = calls.find((call) => call.key === 'createCase')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      recordType: 'CallAhead',
      sixDegPatientID: '',
      preferredMethodOfContact: 'Phone',
      phone: '2165550142',
      email: 'casey.limited@example.test',
      zip: '44120',
      description: { physicianName: 'Dr. Rivera', providerOfficeName: 'Synthetic Lakeside Clinic' },
    });
    const requested = requestsOf(fetchMock);
    expect(requested).toContain('POST /api/createCase');
    expect(requested).not.toContain('GET /api/memberDetail');
    expect(requested).not.toContain('GET /api/getDependentMember');
  });
});
