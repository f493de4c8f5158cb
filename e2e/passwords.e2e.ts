import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFromOutbox } from './support/outbox.js';
import {
  demoEmail,
  demoPassword,
  expectAccessible,
  launchBrowser,
  newPage,
  portalUrl,
} from './support/browser.js';
import { signInThroughUi } from './support/sign-in.js';

const newPassword = 'Lantern-Quarry-Oboe-58';

/**
 * Puts a demo account's password back through the reset API, so that journeys of other screens
 * still sign in with the demo password.
 */
async function restoreDemoPassword(browser: Browser, login: string): Promise<void> {
  const { context, page } = await newPage(browser);
  const requested = await page.request.post(portalUrl('/api/request-password-reset'), {
    data: { email: demoEmail(login), application: 'MediVI' },
  });
  expect(requested.status()).toBe(200);
  const code =
    (await linkFromOutbox(demoEmail(login), 'password-reset')).split('?')[0]?.split('/').pop() ?? '';
  const verified = await page.request.post(portalUrl('/api/verifyPasswordReset'), {
    data: { emailVerificationCode: code },
  });
  expect(verified.status()).toBe(200);
  const { token } = (await verified.json()) as { token: string };
  const updated = await page.request.post(portalUrl('/api/updatePassword'), {
    headers: { 'x-csrf-token': token },
    multipart: { password: demoPassword },
  });
  expect(updated.status()).toBe(200);
  await context.close();
}

/** What the page functions below use of the browser (the journeys compile without DOM types). */
interface BrowserGlobals {
  localStorage: { getItem(key: string): string | null };
}

async function fillNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New Password', { exact: false }).first().fill(password);
  await page.getByLabel('Re-enter Password', { exact: false }).first().fill(password);
  const submit = page.getByRole('button', { name: 'UPDATE PASSWORD' });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await submit.click();
}

describe('passwords: reset, change, expired and deactivated accounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('resets a forgotten password through the e-mailed link, then signs in with it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portalUrl('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/password-reset$/);
    await expectAccessible(page);
    await page.getByLabel('Email', { exact: false }).fill(demoEmail('analyst'));
    await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    const sent = page.getByRole('dialog', { name: 'Email Sent' });
    await sent.waitFor();
    await expectAccessible(page);
    await sent.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'RESEND EMAIL' }).click();
    const resent = page.getByRole('dialog', { name: 'Email Resent' });
    await resent.waitFor();
    await resent.getByRole('button', { name: 'OK' }).click();
    await resent.waitFor({ state: 'hidden' });
    await expectAccessible(page);

    const link = await linkFromOutbox(demoEmail('analyst'), 'password-reset');
    await page.goto(portalUrl(link));
    await page.waitForURL(/\/update-password$/);
    await page.getByLabel('New Password', { exact: false }).first().fill('password1234');
    await page.getByText('Password is compromised. Please choose another.').waitFor();
    await expectAccessible(page);
    await fillNewPassword(page, newPassword);
    await page.waitForURL(/\/password-reset-success$/);
    await page.getByText('Congratulations, your password has been successfully reset.').waitFor();
    await page.getByRole('link', { name: 'Return to Login page' }).waitFor();
    await expectAccessible(page);

    // The link works once.
    await page.goto(portalUrl(link));
    await page.waitForURL(/\/login/);
    await context.close();

    const again = await newPage(browser);
    await signInThroughUi(again.page, portalUrl(''), demoEmail('analyst'), newPassword);
    expect(new URL(again.page.url()).pathname).not.toBe('/login');
    await again.context.close();
    await restoreDemoPassword(browser, 'analyst');
  });

  it('changes the password when signed in; the user signs in again with the new one', async () => {
    const { context, page } = await newPage(browser);
    await signInThroughUi(page, portalUrl(''), demoEmail('benchmarks'), demoPassword);
    await page.goto(portalUrl('/change-password'));
    await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Current Password', { exact: false }).first().fill('Not-The-Demo-Password-1');
    await fillNewPassword(page, newPassword);
    await page.getByText('The current password is incorrect.').waitFor();
    await page.getByLabel('Current Password', { exact: false }).first().fill(demoPassword);
    await page.getByRole('button', { name: 'UPDATE PASSWORD' }).click();
    await page.waitForURL(/\/password-reset-success$/);
    await page.getByText('Congratulations, your password has been successfully changed.').waitFor();
    await expectAccessible(page);
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as BrowserGlobals).localStorage.getItem('medivi.csrfToken'),
      ),
    ).toBeNull();
    await page.getByRole('link', { name: 'Return to Login page' }).click();
    await page.waitForURL(/\/login/);
    await signInThroughUi(page, portalUrl(''), demoEmail('benchmarks'), newPassword);
    expect(new URL(page.url()).pathname).not.toBe('/login');
    await context.close();
    await restoreDemoPassword(browser, 'benchmarks');
  });

  it('sends a user with an expired password from the modal to change it', async () => {
    const { context, page } = await newPage(browser);
    await signInThroughUi(page, portalUrl(''), demoEmail('expired'), demoPassword);
    const modal = page.getByRole('dialog', { name: 'Password Expired' });
    await modal.getByText('Your Password is expired, Please update your password.').waitFor();
    await expectAccessible(page);
    await modal.getByRole('link', { name: 'UPDATE PASSWORD' }).click();
    await page.waitForURL(/\/change-password$/);
    await page.getByLabel('Current Password', { exact: false }).first().fill(demoPassword);
    await fillNewPassword(page, newPassword);
    await page.waitForURL(/\/password-reset-success$/);
    await signInThroughUi(page, portalUrl(''), demoEmail('expired'), newPassword);
    await page.waitForURL(/\/provider-search$/);
    await page.getByRole('heading', { level: 1, name: 'Provider Search' }).waitFor();
    expect(await modal.isVisible()).toBe(false);
    await context.close();
  });

  it('shows a deactivated account the banner and keeps it to the public pages', async () => {
    const { context, page } = await newPage(browser);
    await signInThroughUi(page, portalUrl(''), demoEmail('deactivated'), demoPassword);
    await page.getByRole('heading', { name: 'Account deactivated' }).waitFor();
    const banner = page.getByRole('region', { name: 'Account status' });
    await banner.getByText('Your account is deactivated.', { exact: false }).waitFor();
    await expectAccessible(page);
    await page.goto(portalUrl('/change-password'));
    await page.getByRole('heading', { name: 'Account deactivated' }).waitFor();
    await page.goto(portalUrl('/password-reset'));
    await page.getByRole('heading', { name: 'Account deactivated' }).waitFor();
    expect(await page.getByRole('button', { name: 'SEND RESET LINK' }).count()).toBe(0);
    await page.goto(portalUrl('/login'));
    await banner.waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
