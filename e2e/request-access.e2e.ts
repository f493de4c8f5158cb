import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, portalUrl } from './support/browser.js';
import { outboxMessages } from './support/outbox.js';

describe('Request Access (accounts spec §2 screen 7)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('is linked from sign-in, refuses a bad e-mail with a snackbar, and sends a good one to support', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portalUrl('/login'));
    await page.getByRole('link', { name: 'Request Access' }).click();
    await page.waitForURL(/\/request-access$/);
    await page.getByRole('heading', { level: 1, name: 'Request Access' }).waitFor();
    await page
      .getByText(
        'Introducing a streamlined hub for submitting, tracking, and viewing all your bill/provider cases effortlessly',
      )
      .waitFor();
    await expectAccessible(page);

    const email = page.getByRole('textbox', { name: /Email/ });
    await email.fill('partner@example');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    const snackbar = page.getByText('Enter a valid email');
    await snackbar.waitFor();
    await expectAccessible(page);
    await snackbar.waitFor({ state: 'hidden', timeout: 6_000 });

    const requester = `partner.${String(Date.now())}@example.com`;
    await email.fill(requester);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Sent' });
    await dialog.getByText(/representative will be in touch/).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'CLOSE' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await email.inputValue()).toBe('');

    const toSupport = (await outboxMessages('support@medivi.test')).find((m) => m.text.includes(requester));
    expect(toSupport).toMatchObject({ purpose: 'request-access' });
    const acknowledgement = await outboxMessages(requester);
    expect(acknowledgement[0]?.subject).toBe('We received your MediVI access request');
    await context.close();
  });
});
