import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { supportMailbox } from '../../lib/support-mailbox';

/** Renders `path` signed out and waits for its level-1 heading. */
async function openSignedOut(path: string, heading: string): Promise<HTMLElement> {
  mockApi({});
  renderApp({ path });
  return screen.findByRole('heading', { level: 1, name: heading });
}

describe('public information pages (accounts spec §2 public routes)', () => {
  it('/support gives the support mailbox and links to the public case form', async () => {
    await openSignedOut('/support', 'Support');
    await waitFor(() => {
      expect(document.title).toBe('Support – MediVI');
    });
    const mailbox = screen.getByRole('link', { name: supportMailbox });
    expect(mailbox.getAttribute('href')).toBe(`mailto:${supportMailbox}`);
    expect(
      screen
        .getByRole('link', { name: 'File a case with the RBP Support Service Forms' })
        .getAttribute('href'),
    ).toBe('/rbp-form');
  });

  it('/FAQ answers with the 60-90 days statement, the case statuses and the provider badges', async () => {
    await openSignedOut('/FAQ', 'Frequently Asked Questions');
    await waitFor(() => {
      expect(document.title).toBe('FAQ – MediVI');
    });
    const main = screen.getByRole('main');
    expect(main.textContent).toContain(
      'The average resolution time of a balance-bill dispute is 60-90 days.',
    );
    expect(main.textContent).toContain('not the quality of care');
    expect(main.textContent).toContain('a valid 5-digit zip code is needed');
    for (const text of [
      'Opened: we have received your case.',
      'Waiting for information: the case has no status yet.',
      'Contracted: Contracted Provider',
      'Unknown: No significant Access Issues known.',
      'Not Recommended: Provider has a history of denying access',
    ]) {
      expect(within(main).getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'How do I add a dependent member?' })).toBeTruthy();
  });

  it('/features describes each audience of the portal', async () => {
    await openSignedOut('/features', 'Portal Features');
    await waitFor(() => {
      expect(document.title).toBe('Features – MediVI');
    });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Health plan members',
      'Client users (employer or plan administrator staff)',
      'Analysts',
      'Administrators',
      'Internal staff',
      'Public visitors',
    ]);
  });

  it.each([
    ['/privacy-policy', 'Privacy Policy – MediVI'],
    ['/privacy', 'Privacy – MediVI'],
  ])('%s shows the privacy text with the age threshold 13 and the one-month answer', async (path, title) => {
    await openSignedOut(path, 'Privacy Policy');
    await waitFor(() => {
      expect(document.title).toBe(title);
    });
    const main = screen.getByRole('main');
    expect(main.textContent).toContain(
      'we do not knowingly collect personal information from a child under 13',
    );
    expect(main.textContent).toContain('We answer a data access request within one month.');
    expect(screen.getByRole('link', { name: supportMailbox })).toBeTruthy();
  });

  it('/app says the plan administrator distributes the mobile app, with no store link', async () => {
    await openSignedOut('/app', 'MediVI Mobile App');
    await waitFor(() => {
      expect(document.title).toBe('Mobile App – MediVI');
    });
    expect(screen.getByText(/The mobile app is distributed by your plan administrator\./)).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('/welcome-member sends the member back to the mobile app', async () => {
    await openSignedOut('/welcome-member', 'Welcome to MediVI');
    await waitFor(() => {
      expect(document.title).toBe('Welcome Member – MediVI');
    });
    expect(screen.getByText('Please return to the MediVI mobile app to log in.')).toBeTruthy();
  });

  it('opens for a signed-in user in a normal state', async () => {
    mockApi({});
    renderApp({ path: '/FAQ', session: signedInSession(makeUser({ roles: ['medivi-read'] })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeTruthy();
    // The page has no side navigation: a signed-in reader gets a way back to the start page.
    expect(screen.getByRole('link', { name: 'Back to your MediVI pages' }).getAttribute('href')).toBe(
      '/home',
    );
  });

  it('offers a visitor no way back to signed-in pages', async () => {
    await openSignedOut('/privacy-policy', 'Privacy Policy');
    expect(screen.queryByRole('link', { name: 'Back to your MediVI pages' })).toBeNull();
  });

  it('keeps a deactivated signed-in user off the pages (spec §2 account-state sets)', async () => {
    mockApi({});
    renderApp({ path: '/privacy-policy', session: signedInSession(makeUser({ isDeactivated: true })) });
    expect(await screen.findByRole('heading', { name: 'Account deactivated' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Privacy Policy' })).toBeNull();
  });

  it('shows the password-expired modal instead of a page (spec §2 account-state sets)', async () => {
    mockApi({});
    renderApp({ path: '/support', session: signedInSession(makeUser({ isPasswordExpired: true })) });
    expect(await screen.findByRole('dialog', { name: 'Password Expired' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Support' })).toBeNull();
  });

  it('sends an account waiting for its sign-in code to the code prompt (spec §2 account-state sets)', async () => {
    mockApi({});
    const { router } = renderApp({
      path: '/FAQ',
      session: { status: 'loggedOut', user: null, lastActivityAt: null, mfaPendingUser: makeUser() },
    });
    expect(await screen.findByRole('dialog', { name: 'Multi-Factor Authentication' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=%2FFAQ');
    expect(screen.queryByRole('heading', { name: 'Frequently Asked Questions' })).toBeNull();
  });
});
