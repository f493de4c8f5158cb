import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoEmail,
  demoPassword,
  expectAccessible,
  launchBrowser,
  newPage,
  portalUrl,
  signIn,
} from './support/browser.js';
import { signInThroughUi } from './support/sign-in.js';

describe('signing in and the application shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('sends a visitor of a protected page to sign in, then back to that page', async () => {
    const { context, page } = await newPage(browser);
    // Not the member's usual first page (Provider Search), so landing there proves the way back.
    await page.goto(portalUrl('/notifications'));
    await page.waitForURL(/\/login\?returnTo=%2Fnotifications/);
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await expectAccessible(page);
    const loginPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await signInThroughUi(page, portalUrl(''), demoEmail('member'), demoPassword, { loginPath });
    await page.waitForURL(/\/notifications$/);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('lands a returnTo that names another host once normalised on the usual first page (issue 30)', async () => {
    const { context, page } = await newPage(browser);
    const loginPath = `/login?returnTo=${encodeURIComponent('/.//127.0.0.1:3399/x')}`;
    await signInThroughUi(page, portalUrl(''), demoEmail('member'), demoPassword, { loginPath });
    await page.waitForURL(/\/provider-search$/);
    expect(new URL(page.url()).host).toBe(new URL(portalUrl('')).host);
    await page.getByRole('heading', { level: 1, name: 'Provider Search' }).waitFor();
    await context.close();
  });

  it('shows the server message on a wrong password and keeps the visitor on the sign-in page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portalUrl('/login'));
    await page.getByLabel('Email').fill('member@demo.medivi.test');
    await page.getByLabel('Password').fill('not-the-password-1');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByText('The e-mail or password is incorrect.').waitFor();
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    await expectAccessible(page);
    await context.close();
  });

  it('tells a user without a role for a page that he is unauthorized', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'claims-admin');
    await page
      .getByRole('dialog', { name: "Oops! It looks like you don't have the appropriate access." })
      .waitFor();
    await expectAccessible(page);
    await page.goto(portalUrl('/provider-search'));
    await page.getByText('Unauthorized: check roles needed for access').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('runs the Claims variant on a host name containing claims', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'claims-admin', 'claims.localhost');
    // A Claims-application sign-in lands on the repriced-claims work list (docs/decisions/0105).
    await page.waitForURL(/\/repricing$/);
    expect(await page.title()).toContain('Claims');
    await page.getByRole('heading', { level: 1, name: 'Repricing' }).waitFor();
    const table = page.getByRole('table', { name: 'Repriced claims' });
    await table
      .getByText(/^SYNTHETIC-/)
      .first()
      .waitFor();
    await expectAccessible(page);

    // The work list (issue 31 item 17): a claim found by the end of its id, sorted by savings,
    // opened in full, and every match exported as CSV in the order shown.
    const firstId = (
      await table
        .getByRole('button', { name: /^Claim SYNTHETIC-.*: details$/ })
        .first()
        .innerText()
    ).trim();
    const tail = firstId.slice(-5);
    await page.getByRole('textbox', { name: 'Claim ID' }).fill(tail);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(async () =>
        (await table.getByRole('button', { name: /^Claim .*: details$/ }).allInnerTexts()).every((id) =>
          id.includes(tail),
        ),
      )
      .toBe(true);
    await page.getByRole('textbox', { name: 'Claim ID' }).fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await table.getByRole('button', { name: 'Savings' }).click();
    await expect
      .poll(() => table.getByRole('columnheader', { name: 'Savings' }).getAttribute('aria-sort'))
      .toBe('descending');
    await table
      .getByRole('button', { name: /^Claim .*: details$/ })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: /^Claim / });
    await detail.getByText('Allowed ÷ Medicare equivalent').waitFor();
    await expectAccessible(page);
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'hidden' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^repriced-claims-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^claimId,planName,memberId/);
    await context.close();
  });

  it('signs out after the LOG OUT confirmation', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'member2');
    await page.waitForURL(/\/provider-search$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'LOG OUT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are You Sure?' });
    await dialog.getByText('Do you really want to log out from your account?').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'LOG OUT' }).click();
    await page.waitForURL(/\/login/);
    await page.goto(portalUrl('/provider-search'));
    await page.waitForURL(/\/login\?returnTo=/);
    await context.close();
  });

  it('times out an inactive session: the dialog at 14 minutes, Stay Logged In, then logoff after the countdown', async () => {
    const { context, page } = await newPage(browser);
    await page.clock.install();
    await signIn(page, 'member');
    await page.waitForURL(/\/provider-search$/);
    const dialog = page.getByRole('dialog', { name: 'Session Timeout' });
    await page.clock.fastForward(839_000);
    expect(await dialog.isVisible()).toBe(false);
    await page.clock.fastForward(2_000);
    await dialog
      .getByText(
        "You're being timed out due to inactivity. Please choose to stay signed in or to log off. Otherwise, you'll be logged out automatically.",
      )
      .waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Stay Logged In' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.clock.fastForward(841_000);
    await dialog.waitFor();
    await page.clock.fastForward(61_000);
    await page.waitForURL(/\/login/);
    await context.close();
  });
});
