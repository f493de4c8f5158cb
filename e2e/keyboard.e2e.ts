import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoPassword,
  expectAccessible,
  expectVisibleFocus,
  focusedElement,
  launchBrowser,
  newPage,
  portalUrl,
} from './support/browser.js';
import { tinyPdf } from './support/files.js';
import { expectFocusOnHeading, named, tabTo } from './support/keyboard.js';
import { mfaDialogName, newestSignInCode } from './support/sign-in.js';

const email = 'member@demo.medivi.test';

describe('a member with the keyboard alone (1280 × 800)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('signs in with the code, searches providers and files a case, never losing focus', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(portalUrl('/login'));
    await page.getByRole('button', { name: /sign in/i }).waitFor();

    // Sign-in: e-mail, password, Enter; the code dialog takes focus in its field.
    await tabTo(page, named('Email'));
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(demoPassword);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: mfaDialogName });
    await dialog.waitFor();
    await expect.poll(async () => (await focusedElement(page)).tag).toBe('input');
    expect(await dialog.locator(':focus').count()).toBe(1);
    await expectVisibleFocus(page);
    const code = await newestSignInCode(portalUrl(''), email);
    await page.keyboard.type(code ?? '');
    await page.keyboard.press('Enter');

    // Provider Search: the new page's heading has focus; Enter right after the zip searches.
    await page.waitForURL(/\/provider-search$/);
    await expectFocusOnHeading(page, 'Provider Search');
    await tabTo(page, named('Zip code'));
    await page.keyboard.type('44106');
    await page.keyboard.press('Enter');
    await page.locator('[data-label]').first().waitFor({ timeout: 20_000 });
    await expectAccessible(page);

    // Pages of results: the pager under the list moves focus to the Results heading.
    const bottom = page.getByRole('navigation', { name: 'Result pages, bottom' });
    await bottom.getByRole('button', { name: 'Next page' }).focus();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    // (Reaching the bottom pager by Tab would pass every one of 50 cards; it was focused directly.)
    await expect
      .poll(async () => `${(await focusedElement(page)).tag}:${(await focusedElement(page)).name}`)
      .toBe('h2:Results');

    // To My Cases through the side navigation; focus lands on its heading.
    await tabTo(page, named('My Cases'), { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/my-cases$/);
    await expectFocusOnHeading(page, 'My Cases');
    expect(await page.title()).toBe('My Cases – MediVI');

    // Submit a Case: the dialog takes focus; Tab to NEXT.
    await tabTo(page, named('Submit a Case'));
    await page.keyboard.press('Enter');
    const chooser = page.getByRole('dialog', { name: 'Submit a Case' });
    await chooser.waitFor();
    await expect.poll(() => chooser.locator(':focus').count()).toBe(1);
    await tabTo(page, named('NEXT'));
    await page.keyboard.press('Enter');

    // Step 1: the route changes and focus is on the heading; the form is filled by keyboard.
    await page.waitForURL(/\/member-detail\?param=BalanceBill$/);
    await expectFocusOnHeading(page, 'Balance Bill: Member Information');
    const next = page.getByRole('button', { name: 'NEXT' });
    await page.getByText(/^To continue, complete:/).waitFor();
    expect(await next.getAttribute('aria-describedby')).not.toBeNull();
    await tabTo(page, named('Phone'));
    await page.keyboard.press('Space');
    await tabTo(page, named('Phone'));
    await page.keyboard.type('2165550123');
    await tabTo(page, named('Zip'));
    await page.keyboard.type('44106');
    await tabTo(page, named('NEXT'));
    await page.keyboard.press('Enter');

    // Step 2: the upload; the files come from the system's file picker, the rest from the keyboard.
    await page.waitForURL(/\/upload-file$/);
    await expectFocusOnHeading(page, 'Balance Bill: Upload Documents');
    await page.locator('input[type=file]').setInputFiles({
      name: 'keyboard-bill.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await tabTo(page, named(/compared the Explanation of Benefits/));
    await page.keyboard.press('Space');
    await tabTo(page, named('SUBMIT'));
    await page.keyboard.press('Enter');

    // 'Submitted' takes focus on Continue; Enter goes back to the list, focus on its heading.
    const submitted = page.getByRole('dialog', { name: 'Submitted' });
    await submitted.waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await focusedElement(page)).name).toBe('Continue');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/my-cases$/);
    await expectFocusOnHeading(page, 'My Cases');
    await context.close();
  });
});
