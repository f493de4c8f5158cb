import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  expectPageHeading,
  launchBrowser,
  newPage,
  phone,
  portalUrl,
  signIn,
} from './support/browser.js';

/**
 * The public information pages of accounts spec §2 "Public routes" (issue 20 item 1) with their
 * heading and one fact each must give.
 */
const infoPages = [
  { path: '/support', heading: 'Support', fact: 'File a case with the RBP Support Service Forms' },
  { path: '/FAQ', heading: 'Frequently Asked Questions', fact: /60-90 days/ },
  { path: '/features', heading: 'Portal Features', fact: /provider/i },
  { path: '/privacy-policy', heading: 'Privacy Policy', fact: /children under 13/ },
  { path: '/privacy', heading: 'Privacy Policy', fact: /within one month/ },
  { path: '/app', heading: 'MediVI Mobile App', fact: /mobile app/i },
  {
    path: '/welcome-member',
    heading: 'Welcome to MediVI',
    fact: 'Please return to the MediVI mobile app to log in.',
  },
  {
    path: '/medivi-mobile-login',
    heading: 'Welcome to MediVI',
    fact: 'Please return to the MediVI mobile app to log in.',
  },
  { path: '/contact-us', heading: 'Contact Us', fact: /Send us a message/ },
] as const;

/**
 * The public forms of accounts spec §2 "Public routes" a visitor opens directly; e2e/phone.e2e.ts
 * already fits them on a phone with axe, so here they are opened on a desktop.
 */
const formPages = [
  { path: '/login', heading: 'Sign In', fact: 'Forgot password?' },
  { path: '/register', heading: 'Register', fact: /^Step 1 of 3/ },
  { path: '/password-reset', heading: 'Reset Password', fact: /send you a link/ },
  { path: '/request-access', heading: 'Request Access', fact: /Partners without an account/ },
  { path: '/rbp-form', heading: 'RBP SUPPORT SERVICE FORMS', fact: /select the type of issue/ },
] as const;

describe('Public information pages (issue 20)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows each public page signed out with its heading, never the not-found page, the information pages also on a phone, with no serious axe finding', async () => {
    const desktop = await newPage(browser);
    const handset = await newPage(browser, phone);
    for (const { path, heading, fact } of infoPages) {
      for (const { page } of [desktop, handset]) {
        await page.goto(portalUrl(path));
        await expectPageHeading(page, heading);
        await page.getByText(fact).first().waitFor();
        expect(await page.title()).toContain('MediVI');
        await expectNoSidewaysScroll(page);
      }
      await expectAccessible(desktop.page);
    }
    for (const { path, heading, fact } of formPages) {
      await desktop.page.goto(portalUrl(path));
      await expectPageHeading(desktop.page, heading);
      await desktop.page.getByText(fact).first().waitFor();
      await expectAccessible(desktop.page);
    }
    await desktop.context.close();
    await handset.context.close();
  });

  it('shows Page not found for an unknown address and Something went wrong for a page whose code cannot load, and the way out of each works, on a phone and by keyboard', async () => {
    const { context, page } = await newPage(browser, phone);
    await page.goto(portalUrl('/no-such-page'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found – MediVI');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the sign-in page' }).click();
    await page.waitForURL(/\/login$/);
    // The not-found page stays until the sign-in page's code is in: wait for the new heading.
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);

    // A new release while the page is open: the next page's code is no longer there.
    const refuse = (route: Route) => route.abort();
    await page.route('**/assets/**', refuse);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    expect(await page.title()).toBe('Something went wrong – MediVI');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // The code is back: 'Reload the page', pressed with the keyboard, loads the page asked for.
    await page.unroute('**/assets/**', refuse);
    const reload = page.getByRole('button', { name: 'Reload the page' });
    await reload.focus();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await expectPageHeading(page, 'Reset Password');
    expect(new URL(page.url()).pathname).toBe('/password-reset');
    await context.close();
  });

  it('leads a signed-in reader to FAQs and the Privacy Policy from the side navigation', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'member2');
    await page.waitForURL(/\/provider-search$/);
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL(/\/FAQ$/);
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/provider-search$/);
    await main.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(/\/privacy-policy$/);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await context.close();
  });
});
