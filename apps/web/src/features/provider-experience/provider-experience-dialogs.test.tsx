import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { duplicateNpiMessage, providerExperienceMessages } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { makeChange, makeRecord, mockExperienceBackend, snapshotOf } from './testing/experience-backend';

const updater = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-updateproviderexperience'] }));
const path = '/provider-search-update';

async function openInsert() {
  const user = userEvent.setup();
  renderApp({ path, session: updater });
  await screen.findByText('JANICE LYONS');
  await user.click(screen.getByRole('radio', { name: 'Insert' }));
  const dialog = await screen.findByRole('dialog', { name: 'Insert New Record' });
  return { user, dialog };
}

// Dialogs and tables of MUI render slowly on a busy machine.
describe("'Insert New Record' (cases spec §3, §5, §8)", () => {
  it('shows the required messages and the NPI length and check-digit messages', async () => {
    const { writes } = mockExperienceBackend();
    const { user, dialog } = await openInsert();
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(await within(dialog).findByText('Provider NPI is required')).toBeTruthy();
    expect(within(dialog).getByText('Recommendation is required')).toBeTruthy();
    const npi = within(dialog).getByRole('textbox', { name: /Provider NPI/ });
    await user.type(npi, '116449049');
    expect(await within(dialog).findByText('Provider NPI must be a 10-digit number')).toBeTruthy();
    // A tenth digit that breaks the Luhn check over 80840 + NPI.
    await user.type(npi, '7');
    expect(await within(dialog).findByText(providerExperienceMessages.npiCheckDigit)).toBeTruthy();
    // Letters are dropped as typed; at most 10 digits and 9 for the tax ID are kept.
    const taxId = within(dialog).getByRole('textbox', { name: 'Provider Tax ID' });
    await user.type(taxId, '12-34567890');
    expect((taxId as HTMLInputElement).value).toBe('123456789');
    expect(writes).toHaveLength(0);
  });

  it("adds a record with Active on, shows 'Complete!' and opens empty again after Close", async () => {
    const { writes } = mockExperienceBackend();
    const { user, dialog } = await openInsert();
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Active' }).checked).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: /Provider NPI/ }), '1164490496');
    expect(await within(dialog).findByText('Provider: MARTIN KOSDROSKY (Professional)')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText(/Recommendation/), 'CAUTION');
    await user.type(within(dialog).getByRole('textbox', { name: 'External Notes' }), 'Synthetic test note');
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    const complete = await screen.findByRole('dialog', { name: 'Complete!' });
    expect(within(complete).getByText('Record(s) Successfully Added')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Insert New Record' })).toBeNull();
    expect(writes[0]?.body).toMatchObject({
      npi: '1164490496',
      ein: null,
      recommendation: 'CAUTION',
      external_notes: 'Synthetic test note',
      internal_notes: null,
      active: true,
    });
    await user.click(within(complete).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Complete!' })).toBeNull();
    });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Insert' }).checked).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Insert' }));
    const again = await screen.findByRole('dialog', { name: 'Insert New Record' });
    expect(within(again).getByRole<HTMLInputElement>('textbox', { name: /Provider NPI/ }).value).toBe('');
  });

  it('keeps the dialog open with the error and the field message the server sends', async () => {
    mockExperienceBackend({
      writeError: {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: duplicateNpiMessage('1164490496'),
          fieldErrors: { npi: duplicateNpiMessage('1164490496') },
        },
      },
    });
    const { user, dialog } = await openInsert();
    await user.type(within(dialog).getByRole('textbox', { name: /Provider NPI/ }), '1164490496');
    await user.selectOptions(within(dialog).getByLabelText(/Recommendation/), 'DELISTED');
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(duplicateNpiMessage('1164490496'));
    expect(within(dialog).getAllByText(duplicateNpiMessage('1164490496'))).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: 'Complete!' })).toBeNull();
  });
});

// Dialogs and tables of MUI render slowly on a busy machine.
describe('update dialog (cases spec §2, §3; issue 6 item 3)', () => {
  it('selects a row in update mode and shows its fields and change history', async () => {
    const inserted = makeChange({
      id: 'change-1',
      revision: 1,
      action: 'insert',
      changedAt: '2026-03-02T15:00:00.000Z',
      changedFields: [],
      before: null,
      after: snapshotOf(makeRecord()),
    });
    mockExperienceBackend({ history: [makeChange(), inserted] });
    const user = userEvent.setup();
    renderApp({ path, session: updater });
    await screen.findByText('JANICE LYONS');
    expect(screen.queryByRole('radio', { name: 'Update JANICE LYONS' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Update' }));
    await user.click(await screen.findByRole('radio', { name: 'Update JANICE LYONS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Record' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Provider Name' }).value).toBe(
      'JANICE LYONS',
    );
    const npi = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Provider NPI' });
    expect(npi.value).toBe('1003825605');
    expect(npi.readOnly).toBe(true);
    expect(
      within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Last Updated Date' }).readOnly,
    ).toBe(true);
    const history = within(dialog).getByRole('region', { name: 'Change History' });
    expect(await within(history).findByText('Recommendation: CAUTION → DELISTED')).toBeTruthy();
    expect(within(history).getByText('Recommendation: (empty) → CAUTION')).toBeTruthy();
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]?.textContent).toContain('Finley Demo-Updater');
    expect(entries[0]?.textContent).toContain('Updated');
    expect(entries[1]?.textContent).toContain('Added');
  });

  it("sends the changed record and shows 'Record(s) Successfully Updated'", async () => {
    const { writes } = mockExperienceBackend();
    const user = userEvent.setup();
    renderApp({ path, session: updater });
    await screen.findByText('JANICE LYONS');
    await user.click(screen.getByRole('radio', { name: 'Update' }));
    await user.click(await screen.findByRole('radio', { name: 'Update JANICE LYONS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Record' });
    await user.selectOptions(within(dialog).getByLabelText(/Recommendation/), 'DELISTED');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const complete = await screen.findByRole('dialog', { name: 'Complete!' });
    expect(within(complete).getByText('Record(s) Successfully Updated')).toBeTruthy();
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: '/api/updateProviderExperience/1003825605',
      body: { recommendation: 'DELISTED', active: false, ein: '123456789', entity_type: '1' },
    });
  });

  it('keeps the dialog open with the failure and the field message of a refused update', async () => {
    const message = providerExperienceMessages.providerNameTooLong;
    const { writes } = mockExperienceBackend({
      writeError: {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message, fieldErrors: { provider_name: message } },
      },
    });
    const user = userEvent.setup();
    renderApp({ path, session: updater });
    await screen.findByText('JANICE LYONS');
    await user.click(screen.getByRole('radio', { name: 'Update' }));
    await user.click(await screen.findByRole('radio', { name: 'Update JANICE LYONS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Record' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    const name = within(dialog).getByRole('textbox', { name: 'Provider Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText(message)).toHaveLength(2);
    expect(writes).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Complete!' })).toBeNull();
  });

  it('returns to mode none on Cancel', async () => {
    mockExperienceBackend();
    const user = userEvent.setup();
    renderApp({ path, session: updater });
    await screen.findByText('JANICE LYONS');
    await user.click(screen.getByRole('radio', { name: 'Update' }));
    expect(await screen.findByRole('radio', { name: 'Update JANICE LYONS' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('radio', { name: 'Update JANICE LYONS' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Update' }).checked).toBe(false);
  });
});
