import type { Browser, Page } from 'playwright-core';
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
import { pdfFacts } from './support/files.js';
import { outboxMessages } from './support/outbox.js';

/**
 * The routes of issue 20 that no other journey walks, tried as a new user would: the public
 * documents as PDF, the Contact Us page signed out, and each role's pages (accounts spec §2
 * "Role-gated routes") with that role, reached through the side navigation and the start page's
 * tiles. Every page opens with its heading, never on the route-error page, and axe finds nothing
 * serious.
 */

/** pdftotext breaks lines and spaces words for the layout: compare with all white space as one blank. */
function squeezed(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Clicks every link of the side navigation and checks where it leads: the links are exactly the
 * labels of `headings`, and each opens a page with the h1 given for it. The public pages among
 * them (Contact Us, FAQs, Privacy Policy) have no side navigation: the browser's Back returns.
 */
async function followNavigation(page: Page, headings: Record<string, string>): Promise<void> {
  const start = page.url();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await navigation.getByRole('link').first().waitFor();
  const labels = (await navigation.getByRole('link').allInnerTexts()).map((label) => label.trim());
  expect(labels.toSorted()).toEqual(Object.keys(headings).toSorted());
  for (const [label, heading] of Object.entries(headings)) {
    const link = navigation.getByRole('link', { name: label, exact: true });
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await expectPageHeading(page, heading);
    if (page.url() !== start) {
      await page.goBack();
      await page.waitForURL(start);
    }
  }
}

describe('the remaining routes of issue 20, each with its role', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('serves the "Download as PDF" of /privacy and /support as real PDFs holding the page heading and a section', async () => {
    const { context, page } = await newPage(browser);
    for (const path of ['/privacy', '/support']) {
      await page.goto(portalUrl(path));
      const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      const section = (await page.getByRole('heading', { level: 2 }).first().innerText()).trim();
      const href = await page.getByRole('link', { name: 'Download as PDF' }).getAttribute('href');
      expect(href).toBe(`${path}.pdf`);
      const response = await page.request.get(portalUrl(href ?? ''));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const facts = pdfFacts(await response.body());
      expect(facts.isPdf).toBe(true);
      const text = squeezed(facts.text);
      expect(text).toContain(heading);
      expect(text).toContain(section);
      // The page and its PDF name the same support mailbox (the web's and the server's defaults).
      const mailbox = (await page.locator('a[href^="mailto:"]').first().innerText()).trim();
      expect(mailbox).toMatch(/@/);
      expect(text).toContain(mailbox);
    }
    await context.close();
  });

  it('prints /privacy and /support in Spanish when a visitor whose browser asks for Spanish presses "Descargar en PDF" (issue 37)', async () => {
    const englishHeadings = new Map<string, string>();
    const english = await newPage(browser);
    for (const path of ['/support', '/privacy']) {
      await english.page.goto(portalUrl(path));
      englishHeadings.set(path, (await english.page.getByRole('heading', { level: 1 }).innerText()).trim());
    }
    await english.context.close();
    // A first visit follows the browser's language (issue 37): this browser asks for Mexican Spanish.
    const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    for (const path of ['/privacy', '/support']) {
      await page.goto(portalUrl(path));
      await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
      const link = page.getByRole('link', { name: 'Descargar en PDF' });
      expect(await link.getAttribute('href')).toBe(`${path}.pdf?lang=es`);
      const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      const englishHeading = englishHeadings.get(path) ?? 'no English heading was read';
      expect(heading).not.toBe(englishHeading);
      const section = (await page.getByRole('heading', { level: 2 }).first().innerText()).trim();
      // The server sends the PDF inline: the browser opens it in its own viewer, whose bytes the
      // journey cannot read, so it reads the address the click opened, as the English test does.
      const printed = page.waitForResponse((reply) => new URL(reply.url()).pathname === `${path}.pdf`);
      await link.click();
      const opened = await printed;
      expect(opened.status()).toBe(200);
      expect(opened.headers()['content-type']).toBe('application/pdf');
      expect(new URL(opened.url()).search).toBe('?lang=es');
      const response = await page.request.get(opened.url());
      const facts = pdfFacts(await response.body());
      expect(facts.isPdf).toBe(true);
      const text = squeezed(facts.text);
      // The Spanish page's own heading and first section, not the English document's.
      expect(text).toContain(heading);
      expect(text).toContain(section);
      expect(text).not.toContain(englishHeading);
    }
    await context.close();
  });

  it('sends a Contact Us message signed out, and the support mailbox receives it', async () => {
    const { context, page } = await newPage(browser);
    // Signed out, from the Support page, as a visitor would find the form.
    await page.goto(portalUrl('/support'));
    await page.getByRole('link', { name: 'Send us a message on the Contact Us page' }).click();
    await page.waitForURL(/\/contact-us$/);
    await expectPageHeading(page, 'Contact Us');
    await expectAccessible(page);
    const subject = `Journey question ${String(Date.now())}`;
    await page.getByRole('textbox', { name: 'Name' }).fill('Pat Synthetic-Sender');
    await page.getByRole('textbox', { name: 'Email' }).fill('pat.sender@example.test');
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page.getByRole('textbox', { name: 'Message' }).fill('Where do I find my plan ID card details?');
    await page.getByRole('button', { name: 'SEND' }).click();
    await page
      .getByRole('status')
      .filter({
        hasText: 'Thank you. Your message has been sent, and our support team will reply by e-mail.',
      })
      .waitFor();
    await expectAccessible(page);
    // The server's support mailbox: SUPPORT_EMAIL, which the journeys' portal leaves at its default
    // (README "Configuration"), the default of the web's VITE_ACCESS_REQUEST_EMAIL too.
    const received = (await outboxMessages('support@medivi.test')).find(
      (message) => message.subject === `MediVI Contact Us: ${subject}`,
    );
    expect(received?.purpose).toBe('contact-us');
    expect(received?.text).toContain('Where do I find my plan ID card details?');
    await context.close();
  });

  it('code@: the start page has the Code Look-up and Reference Data tiles; DRG 470 is found; the imported files are listed', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'code');
    // The read role searches providers: sign-in lands there (accounts spec §2); /home is the start page.
    await page.waitForURL(/\/provider-search$/);
    await page.goto(portalUrl('/home'));
    await expectPageHeading(page, 'Home');
    const main = page.getByRole('main');
    for (const tile of ['Code Look-up', 'Reference Data']) {
      await main.getByRole('link', { name: tile, exact: true }).waitFor();
    }
    await expectAccessible(page);

    await main.getByRole('link', { name: 'Code Look-up', exact: true }).click();
    await page.waitForURL(/\/code$/);
    await expectPageHeading(page, 'Code Look-up');
    const search = page.getByRole('search', { name: 'Code search' });
    await search.getByRole('textbox', { name: 'Code or description' }).fill('470');
    await search.getByRole('combobox', { name: 'Code type' }).selectOption({ label: 'DRG' });
    await search.getByRole('button', { name: 'Search' }).click();
    const codes = page.getByRole('table', { name: 'Codes' });
    await codes
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: '470', exact: true }) })
      .first()
      .waitFor();
    await expectAccessible(page);

    await page.goto(portalUrl('/home'));
    await main.getByRole('link', { name: 'Reference Data', exact: true }).click();
    await page.waitForURL(/\/cms$/);
    await expectPageHeading(page, 'Reference Data');
    await page
      .getByRole('table', { name: 'Imported reference files' })
      .getByRole('row')
      .filter({ hasText: 'nucc-taxonomy' })
      .first()
      .waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('mobile@: the provider-search training, FAQ and video pages, and every navigation entry, open with their headings', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'mobile');
    await page.waitForURL(/\/provider-search/);
    for (const [path, heading] of [
      ['/documentation/provider-search-training', 'Provider Search Training'],
      ['/documentation/provider-search-faq', 'Provider Search FAQ'],
      ['/instructional-video', 'Instructional Video'],
    ] as const) {
      await page.goto(portalUrl(path));
      await expectPageHeading(page, heading);
      await expectAccessible(page);
    }
    await followNavigation(page, {
      'Provider Search': 'Provider Search',
      'Instructional Video': 'Instructional Video',
      'Contact Us': 'Contact Us',
      FAQs: 'Frequently Asked Questions',
      'Privacy Policy': 'Privacy Policy',
      'Account Settings': 'Account Settings',
    });
    await context.close();
  });

  it('analyst@ (read role): the training pages with their written steps, tiles by role, and no entry to /code', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'analyst');
    await page.waitForURL(/\/provider-search$/);
    await page.goto(portalUrl('/home'));
    await expectPageHeading(page, 'Home');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Training', exact: true }).waitFor();
    expect(await main.getByRole('link', { name: 'Code Look-up' }).count()).toBe(0);
    await main.getByRole('link', { name: 'Market Analysis', exact: true }).click();
    await page.waitForURL(/\/analysis$/);
    await expectPageHeading(page, 'Market Analysis');

    // The training index, under both its addresses, leads to the three training pages.
    for (const [path, heading] of [
      ['/training', 'Training'],
      ['/documentation/training', 'Training Documentation'],
    ] as const) {
      await page.goto(portalUrl(path));
      await expectPageHeading(page, heading);
      await expectAccessible(page);
    }
    for (const [label, heading] of [
      ['Provider Search Training', 'Instructional Video'],
      ['Provider Search FAQ', 'Frequently Asked Questions'],
      ['Benchmarks Training Videos', 'Benchmarks Training Videos'],
    ] as const) {
      await page.goto(portalUrl('/documentation/training'));
      await main.getByRole('link', { name: label, exact: true }).click();
      await expectPageHeading(page, heading);
    }

    // Benchmarks Training: no video is configured, so each topic gives its written steps.
    expect(new URL(page.url()).pathname).toBe('/documentation/benchmarks-training');
    for (const topic of ['Highlights', 'Inpatient Module', 'Outpatient and Professional Modules']) {
      const section = main.getByRole('region', { name: topic, exact: true });
      await section.getByRole('heading', { level: 2, name: topic }).waitFor();
      await section.getByRole('heading', { level: 3 }).first().waitFor();
      expect(await section.getByRole('list').getByRole('listitem').count()).toBeGreaterThan(2);
      expect(await section.locator('video').count()).toBe(0);
    }
    await expectAccessible(page);

    await page.goto(portalUrl('/code'));
    await page.getByText('Unauthorized: check roles needed for access').waitFor();
    await context.close();
  });

  it('fits /home, /code and /contact-us on a phone (390 px) with no sideways scroll', async () => {
    const { context, page } = await newPage(browser, phone);
    await signIn(page, 'code');
    await page.waitForURL(/\/provider-search$/);
    for (const [path, heading] of [
      ['/home', 'Home'],
      ['/code', 'Code Look-up'],
      ['/contact-us', 'Contact Us'],
    ] as const) {
      await page.goto(portalUrl(path));
      await expectPageHeading(page, heading);
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
    }
    await context.close();
  });
});
