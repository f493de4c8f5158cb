import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@medivi/domain';
import { storageKeys } from '../../lib/storage';
import { requestsOf } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { makeDependent, makePlan, mockAccountBackend } from './testing/account-backend';

const caseMember = makeUser({
  userID: 'user-7',
  email: 'pat.member@example.test',
  fullName: 'Pat Q Member',
  roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'],
  memberID: 'M100',
});

function renderAccountSettings(user: User = caseMember) {
  return renderApp({ path: '/my-account', session: signedInSession(user) });
}

describe('Account Settings page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows My Profile with initials, name and member ID, My Plan and the dependents of a case member', async () => {
    mockAccountBackend({
      dependents: [
        makeDependent(),
        makeDependent({ sixDegPatientID: 'dep-2', firstName: 'BO', memberId: null, patientid: 'P-9' }),
      ],
    });
    renderAccountSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeDefined();
    const profile = screen.getByRole('region', { name: 'My Profile' });
    expect(within(profile).getByText('PM')).toBeDefined();
    expect(within(profile).getByText('Pat Q Member')).toBeDefined();
    expect(within(profile).getByText('Member ID: M100')).toBeDefined();
    expect(within(profile).getByRole('button', { name: 'CHANGE PASSWORD' })).toBeDefined();
    expect(await screen.findByRole('region', { name: 'My Plan' })).toBeDefined();
    const dependents = screen.getByRole('region', { name: 'Dependent Members' });
    const cards = await within(dependents).findAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Member ID: M100-01'),
      expect.stringContaining('Patient ID: P-9'),
    ]);
  });

  it("hides Dependent Members for 'Limited Access' and for users who are not case members, without asking for them", async () => {
    for (const user of [
      { ...caseMember, accessLevel: 'Limited Access' },
      makeUser({ roles: ['medivi-read'], memberID: null }),
    ]) {
      const { fetchMock } = mockAccountBackend();
      const view = renderAccountSettings(user);
      expect(await screen.findByRole('region', { name: 'My Plan' })).toBeDefined();
      expect(screen.queryByRole('region', { name: 'Dependent Members' })).toBeNull();
      expect(requestsOf(fetchMock)).not.toContain('GET /api/getDependentMember');
      view.unmount();
    }
  });

  it('shows ADD PLAN only when the member ID is not empty, and no My Plan without plans', async () => {
    mockAccountBackend();
    const first = renderAccountSettings(makeUser({ memberID: '  ' }));
    expect(await screen.findByRole('region', { name: 'My Plan' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'ADD PLAN' })).toBeNull();
    first.unmount();

    mockAccountBackend({ plans: [] });
    renderAccountSettings();
    await screen.findByRole('region', { name: 'Dependent Members' });
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'My Plan' })).toBeNull();
    });
  });

  describe('plan selection (accounts spec §4 Plans)', () => {
    const twoPlans = [makePlan(), makePlan({ id: 'plan-2', name: 'Beta Plan' })];

    it('keeps the stored plan when it is still listed', async () => {
      window.localStorage.setItem(storageKeys.selectedPlan, 'plan-2');
      mockAccountBackend({ plans: twoPlans });
      renderAccountSettings();
      const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Plan' });
      await waitFor(() => {
        expect(select.value).toBe('plan-2');
      });
      expect(window.localStorage.getItem(storageKeys.selectedPlan)).toBe('plan-2');
    });

    it('selects the only plan', async () => {
      window.localStorage.setItem(storageKeys.selectedPlan, 'gone');
      mockAccountBackend({ plans: [makePlan({ id: 'solo' })] });
      renderAccountSettings();
      const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Plan' });
      await waitFor(() => {
        expect(select.value).toBe('solo');
      });
      expect(window.localStorage.getItem(storageKeys.selectedPlan)).toBe('solo');
    });

    it('clears a stored plan that is no longer listed, and keeps a new choice', async () => {
      window.localStorage.setItem(storageKeys.selectedPlan, 'gone');
      mockAccountBackend({ plans: twoPlans });
      renderAccountSettings();
      const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Plan' });
      await waitFor(() => {
        expect(window.localStorage.getItem(storageKeys.selectedPlan)).toBeNull();
      });
      expect(select.value).toBe('');
      await userEvent.selectOptions(select, 'Beta Plan');
      expect(select.value).toBe('plan-2');
      expect(window.localStorage.getItem(storageKeys.selectedPlan)).toBe('plan-2');
    });

    it('loads every live plan for the 6dhallplans role', async () => {
      const { fetchMock } = mockAccountBackend({ plans: twoPlans });
      renderAccountSettings({ ...caseMember, roles: [...caseMember.roles, 'medivi-6dhallplans'] });
      await screen.findByRole('combobox', { name: 'Plan' });
      expect(requestsOf(fetchMock)).toContain('GET /api/v2/get-LivePlansForProviders');
      expect(requestsOf(fetchMock)).not.toContain('GET /api/v2/get-plans');
    });
  });

  it('deletes a dependent only after the confirm, then loads the list again', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockAccountBackend({ dependents: [makeDependent()] });
    renderAccountSettings();
    const remove = await screen.findByRole('button', { name: 'Delete Member ALEX MEMBER' });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Are You Sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(requestsOf(fetchMock)).not.toContain('DELETE /api/dependentMember/dep-1');

    await user.click(await screen.findByRole('button', { name: 'Delete Member ALEX MEMBER' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are You Sure?' })).getByRole('button', {
        name: 'DELETE MEMBER',
      }),
    );
    expect(await screen.findByText('No dependents have been added.')).toBeDefined();
    const requests = requestsOf(fetchMock);
    expect(requests).toContain('DELETE /api/dependentMember/dep-1');
    expect(
      requests.filter((request) => request === 'GET /api/getDependentMember').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('deletes the account after the confirm: own id and e-mail, storage cleared, logged out, on to /register', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(storageKeys.fullName, 'Pat Q Member');
    window.localStorage.setItem(storageKeys.selectedPlan, 'plan-1');
    const { bodies } = mockAccountBackend();
    const { router, store } = renderAccountSettings();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are You Sure?' })).getByRole('button', {
        name: 'DELETE ACCOUNT',
      }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/register');
    });
    expect(router.state.location.state).toEqual({ accountDeleted: true });
    expect(bodies).toEqual([
      { key: 'delete-user', body: { id: 'user-7', email: 'pat.member@example.test' } },
    ]);
    expect(window.localStorage.length).toBe(0);
    expect(store.getState().session.status).toBe('loggedOut');
  });

  it('turns notifications off with the setting', async () => {
    const user = userEvent.setup();
    const { bodies } = mockAccountBackend();
    renderAccountSettings();
    const toggle = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Send me notifications about my cases',
    });
    expect(toggle.checked).toBe(true);
    await user.click(toggle);
    await waitFor(() => {
      expect(toggle.checked).toBe(false);
    });
    expect(bodies).toEqual([{ key: 'settings', body: { enableNotification: false } }]);
  });
});
