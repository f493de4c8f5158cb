import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoEmail,
  demoPassword,
  expectAccessible,
  launchBrowser,
  newPage,
  portalUrl,
} from './support/browser.js';
import { completeSignInCode, mfaDialogName, newestSignInCode, signInThroughUi } from './support/sign-in.js';

describe('signing in with the e-mailed code (accounts spec §4 One-time code)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('asks for the code after the password, checks it, sends a new one, and signs in with it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portalUrl('/login'));
    await page.getByLabel('Email').fill(demoEmail('member'));
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: /sign in/i }).click();
    const dialog = page.getByRole('dialog', { name: mfaDialogName });
    await dialog.waitFor();
    await dialog.getByText(demoEmail('member')).waitFor();
    await expectAccessible(page);

    // An empty code is refused on the page.
    await dialog.getByRole('button', { name: 'VERIFY' }).click();
    await dialog.getByText('Please enter the OTP').waitFor();
    // At most 6 characters.
    await dialog.getByRole('textbox', { name: /OTP/ }).fill('12345678');
    expect(await dialog.getByRole('textbox', { name: /OTP/ }).inputValue()).toBe('123456');

    // A wrong code shows the server's message.
    const first = await newestSignInCode(portalUrl(''), demoEmail('member'));
    expect(first).toMatch(/^\d{6}$/);
    await dialog.getByRole('textbox', { name: /OTP/ }).fill(first === '000000' ? '000001' : '000000');
    await dialog.getByRole('button', { name: 'VERIFY' }).click();
    await dialog.getByText('The OTP is incorrect. Please check the code in your email.').waitFor();

    // A reload keeps the prompt: the session still waits for the code.
    await page.reload();
    await dialog.waitFor();
    // A signed-in page is not reachable yet: it sends the browser back to the prompt.
    await page.goto(portalUrl('/provider-search'));
    await page.waitForURL(/\/login\?returnTo=%2Fprovider-search/);
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'RESEND OTP' }).click();
    await page.getByText('A new OTP has been sent to your email').waitFor();
    await expectAccessible(page);
    await completeSignInCode(page, portalUrl(''), demoEmail('member'));
    await page.waitForURL(/\/provider-search$/);
    await page.getByRole('heading', { level: 1, name: 'Provider Search' }).waitFor();
    await context.close();
  });

  it('remembers the browser for 30 days: sign out, sign in again without a code', async () => {
    const { context, page } = await newPage(browser);
    const first = await signInThroughUi(page, portalUrl(''), demoEmail('member-limited'), demoPassword, {
      rememberBrowser: true,
    });
    expect(first).toBe('code-needed');
    const trust = (await context.cookies()).find((cookie) => cookie.name === 'medivi.trust');
    expect(trust).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/login' });
    expect((trust?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'LOG OUT' }).click();
    await page
      .getByRole('dialog', { name: 'Are You Sure?' })
      .getByRole('button', { name: 'LOG OUT' })
      .click();
    await page.waitForURL(/\/login/);

    const codesBefore = await newestSignInCode(portalUrl(''), demoEmail('member-limited'));
    const again = await signInThroughUi(page, portalUrl(''), demoEmail('member-limited'), demoPassword);
    expect(again).toBe('signed-in');
    expect(await page.getByRole('dialog', { name: mfaDialogName }).count()).toBe(0);
    expect(await newestSignInCode(portalUrl(''), demoEmail('member-limited'))).toBe(codesBefore);
    await expectAccessible(page);

    // Another browser is not remembered.
    const other = await newPage(browser);
    expect(await signInThroughUi(other.page, portalUrl(''), demoEmail('member-limited'), demoPassword)).toBe(
      'code-needed',
    );
    await other.context.close();
    await context.close();
  });
});
