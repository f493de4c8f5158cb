import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  launchBrowser,
  newPage,
  phone,
  portalUrl,
  signIn,
} from './support/browser.js';
import { tinyPdf } from './support/files.js';

/** Opens the navigation drawer from the header and returns it. */
async function openNavigation(page: Page) {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await drawer.waitFor();
  return drawer;
}

/** The width of the main region, in CSS px. */
async function mainWidth(page: Page): Promise<number> {
  // By tag: while the drawer is open the page is hidden from assistive technology.
  return (await page.locator('main').boundingBox())?.width ?? 0;
}

describe('a member on a phone (390 × 844, touch)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('signs in, searches providers and moves around with the navigation as an overlay', async () => {
    const { context, page } = await newPage(browser, phone);
    await page.goto(portalUrl('/login'));
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await signIn(page, 'member');
    await page.waitForURL(/\/provider-search$/);
    await expect.poll(() => page.title()).toBe('Provider Search – MediVI');

    await page.getByRole('textbox', { name: /^Zip code/ }).fill('44106');
    await page.getByText('Cleveland, OH').waitFor();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.locator('[data-label]').first().waitFor({ timeout: 20_000 });
    await page.getByRole('navigation', { name: 'Result pages, bottom' }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // The navigation opens over the page; the page keeps its whole width.
    const before = await mainWidth(page);
    expect(before).toBeGreaterThan(380);
    const drawer = await openNavigation(page);
    expect(await mainWidth(page)).toBe(before);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await drawer.getByRole('link', { name: 'My Cases' }).click();
    await page.waitForURL(/\/my-cases$/);
    await drawer.waitFor({ state: 'hidden' });

    // My Cases: one card a case, every column there, the pager within the screen.
    const cards = page.getByRole('list', { name: 'Cases' });
    await cards.getByRole('listitem').first().waitFor();
    expect(await page.getByRole('table', { name: 'Cases' }).count()).toBe(0);
    const first = cards.getByRole('listitem').first();
    for (const label of ['Type', 'Created Date', 'Status', 'Provider/Hospital', 'Plan']) {
      await first.getByText(label, { exact: true }).waitFor();
    }
    const pager = page.getByRole('button', { name: /next page/i });
    const box = await pager.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // Account Settings from the drawer; the notifications switch keeps working.
    await (await openNavigation(page)).getByRole('link', { name: 'Account Settings' }).click();
    await page.waitForURL(/\/my-account$/);
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    await expect.poll(() => page.title()).toBe('Account Settings – MediVI');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await context.close();
  });

  it('files a Balance Bill whose second file the server refuses: it says which and why, and confirms only what arrived', async () => {
    const { context, page } = await newPage(browser, phone);
    await signIn(page, 'member');
    await page.goto(portalUrl('/my-cases'));
    await page.getByRole('button', { name: 'Submit a Case' }).click();
    await page.getByRole('dialog', { name: 'Submit a Case' }).getByRole('button', { name: 'NEXT' }).click();
    await page.waitForURL(/\/member-detail\?param=BalanceBill$/);
    await page.getByRole('form', { name: 'Member information' }).waitFor();
    await expectNoSidewaysScroll(page);
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByRole('textbox', { name: /^Phone/ }).fill('2165550123');
    await page.getByRole('textbox', { name: /^Zip/ }).fill('44106');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.waitForURL(/\/upload-file$/);
    await page.locator('input[type=file]').setInputFiles([
      { name: 'phone-bill.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
      // Named .pdf, but its content is no PDF: the server refuses it (415).
      { name: 'not-really.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text, not a PDF') },
    ]);
    await page.getByRole('checkbox', { name: /compared the Explanation of Benefits/ }).check();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'SUBMIT' }).click();

    const problems = page.getByRole('dialog', { name: 'Some files did not arrive' });
    await problems.waitFor({ timeout: 20_000 });
    await problems.getByText('not-really.pdf').waitFor();
    await problems.getByText('Invalid file type. Please upload PNG, JPG, JPEG, PDF, DOC, or DOCX.').waitFor();
    expect(await problems.getByText('phone-bill.pdf').count()).toBe(0);
    expect(await page.getByRole('dialog', { name: 'Submitted' }).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    // A retry is refused again; removing the file completes the case.
    await problems.getByRole('button', { name: 'RETRY not-really.pdf' }).click();
    await problems
      .getByRole('button', { name: 'RETRY not-really.pdf' })
      .and(page.locator(':enabled'))
      .waitFor();
    expect(await page.getByRole('dialog', { name: 'Submitted' }).count()).toBe(0);
    await problems.getByRole('button', { name: 'REMOVE not-really.pdf' }).click();
    const submitted = page.getByRole('dialog', { name: 'Submitted' });
    await submitted.waitFor();
    await submitted.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/my-cases$/);

    // The newest case holds exactly the file that arrived.
    const newest = page.getByRole('list', { name: 'Cases' }).getByRole('listitem').first();
    await newest.getByRole('button', { name: /details$/ }).click();
    const detail = page.getByRole('dialog').filter({ hasText: 'phone-bill.pdf' });
    await detail.waitFor();
    expect(await detail.getByText('not-really.pdf').count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await context.close();
  });

  it('fits every member page and public page on a phone and at 320 px, with no WCAG 2.2 AA problem', async () => {
    const memberPages = [
      '/provider-search',
      '/my-cases',
      '/my-account',
      '/notifications',
      '/change-password',
      '/add-plan',
      '/dependent-information',
      '/member-detail?param=BalanceBill',
    ];
    const publicPages = ['/login', '/register', '/password-reset', '/request-access', '/rbp-form'];
    for (const width of [390, 320]) {
      const visitor = await newPage(browser, { ...phone, viewport: { width, height: 844 } });
      for (const path of publicPages) {
        await visitor.page.goto(portalUrl(path));
        await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectNoSidewaysScroll(visitor.page);
        if (width === 390) await expectAccessible(visitor.page);
      }
      await visitor.context.close();
      const { context, page } = await newPage(browser, { ...phone, viewport: { width, height: 844 } });
      await signIn(page, 'member');
      for (const path of memberPages) {
        await page.goto(portalUrl(path));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Pages fill in parts; give the last part its turn before measuring.
        await page.waitForLoadState('networkidle');
        await expectNoSidewaysScroll(page);
        if (width === 390) await expectAccessible(page);
      }
      await context.close();
    }
  });
});
