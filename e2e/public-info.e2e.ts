import type { Browser } from 'playwright-core';
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

/** The public information pages (issue 20 item 1) with their heading and one fact each must give. */
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
] as const;

describe('Public information pages (issue 20)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows each page signed out, on a desktop and on a phone, with no serious axe finding', async () => {
    const desktop = await newPage(browser);
    const handset = await newPage(browser, phone);
    for (const { path, heading, fact } of infoPages) {
      for (const { page } of [desktop, handset]) {
        await page.goto(portalUrl(path));
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByText(fact).first().waitFor();
        expect(await page.title()).toContain('MediVI');
        await expectNoSidewaysScroll(page);
      }
      await expectAccessible(desktop.page);
    }
    await desktop.context.close();
    await handset.context.close();
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
