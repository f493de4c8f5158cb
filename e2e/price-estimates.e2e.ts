import { readFileSync } from 'node:fs';
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
import { pdfFacts } from './support/files.js';
import { named, tabTo } from './support/keyboard.js';

/** The "n providers within …" count once it shows. */
async function providerCount(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /providers within/ });
  await status.waitFor();
  return Number((await status.innerText()).replace(/ providers within.*$/, '').replace(/[^\d]/g, ''));
}

/** The cards' provider names in page order. */
function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('article').locator('h3').allInnerTexts();
}

describe('Price estimates before care (issue 33; docs/decisions/0115)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('member@ prices a knee replacement near 44106, sorts, filters, prints the price check and calls ahead', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'member');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Price Estimates' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Price Estimates' }).waitFor();
    await expectAccessible(page);

    // Missing fields are named before anything is asked of the server.
    await page.getByRole('button', { name: 'Estimate' }).click();
    await page.getByText('Choose a procedure, or enter a code and its type').waitFor();

    await page.getByRole('textbox', { name: 'Find a procedure' }).fill('knee');
    const procedure = page.getByRole('combobox', { name: 'Procedure' });
    await expect.poll(async () => procedure.locator('option').count()).toBe(2);
    await procedure.selectOption('DRG:470');
    await page.getByRole('textbox', { name: /Zip code/ }).fill('44106');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await page
      .getByRole('heading', { level: 2, name: /Knee or hip replacement \(hospital stay\) \(DRG 470\)/ })
      .waitFor();
    const total = await providerCount(page);
    expect(total).toBeGreaterThan(5);
    const first = page.getByRole('article').first();
    await first.getByText('Plan allowed').waitFor();
    // Cleveland's figures are the FY2011 file's: over five years old, and the page says so.
    expect(
      await page.getByText(/The newest CMS figure for this provider is from 2011/).count(),
    ).toBeGreaterThan(0);
    expect(await page.getByText(/Deductible left \$[\d,]+\.\d\d of \$[\d,]+\.\d\d/).count()).toBe(1);
    expect(await page.getByText(/This is an estimate, not a guarantee/).count()).toBe(1);
    // A gap says so and shows no amount: never $0.
    const gaps = await page.getByRole('article').filter({ hasText: 'Estimate unavailable' }).allInnerTexts();
    for (const gap of gaps) expect(gap).not.toContain('$0.00');
    await expectAccessible(page);

    // Sort by distance: the server answers nearest first.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('distance');
    await expect
      .poll(async () => {
        const texts = await page.getByRole('article').allInnerTexts();
        const miles = texts.map((text) => Number(/· ([\d.]+) miles away/.exec(text)?.[1] ?? 'NaN'));
        return miles.every((value, index) => index === 0 || value >= (miles[index - 1] ?? 0));
      })
      .toBe(true);
    // Filter by risk: fewer providers, each with that label.
    const risk = page.getByRole('combobox', { name: 'Balance-bill risk' });
    const options = await risk.locator('option').allInnerTexts();
    const high = options.findIndex(
      (text) => /^High balance-bill risk \((\d+)\)$/.exec(text) !== null && !text.endsWith('(0)'),
    );
    expect(high).toBeGreaterThan(0);
    await risk.selectOption({ index: high });
    await expect.poll(async () => providerCount(page)).toBeLessThan(total);
    for (const text of await page.getByRole('article').allInnerTexts())
      expect(text).toContain('High balance-bill risk');
    await risk.selectOption({ index: 0 });
    await expect.poll(async () => providerCount(page)).toBe(total);
    const names = await cardNames(page);

    // The price check: a plain link the browser saves, tagged, with the providers and sources.
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('link', { name: 'Price check for up to 20 providers (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('price-check.pdf');
    const pdf = pdfFacts(readFileSync(await download.path()));
    expect(pdf.isPdf).toBe(true);
    expect(pdf.tagged).toBe(true);
    expect(pdf.text).toContain('Price check: Knee or hip replacement');
    // Names wrap in the table's narrow first column: the first word of the first card's.
    expect(pdf.text).toContain((names[0] ?? 'no provider').split(' ')[0]);
    // The source column wraps in the layout text: its words, not the whole line.
    expect(pdf.text).toMatch(/data\s+year/);
    expect(pdf.text).toContain('Providers: ');

    // Call ahead: a Call Ahead case whose provider step starts with the card's provider.
    const provider = names[0] ?? '';
    await page.getByRole('link', { name: `Call ahead: ${provider}` }).click();
    await page.getByRole('heading', { name: 'Call Ahead: Member Information' }).waitFor();
    await page.getByRole('radio', { name: 'Email' }).click();
    const phoneField = page.getByRole('textbox', { name: /^Phone/ });
    if ((await phoneField.inputValue()) === '') await phoneField.fill('2165550100');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('heading', { name: 'Call Ahead: Provider Information' }).waitFor();
    expect(await page.getByRole('textbox', { name: /Office\/Clinic Name/ }).inputValue()).toBe(provider);
    expect(await page.getByRole('textbox', { name: /Additional Comments/ }).inputValue()).toContain(
      'DRG 470',
    );
    await expectAccessible(page);
    await context.close();
  });

  it('works on a 390-px phone and with the keyboard alone', async () => {
    const mobile = await newPage(browser, phone);
    await signIn(mobile.page, 'member');
    await mobile.page.goto(portalUrl('/price-estimates'));
    await mobile.page.getByRole('heading', { level: 1, name: 'Price Estimates' }).waitFor();
    await mobile.page.getByRole('combobox', { name: 'Procedure' }).selectOption('HCPCS:99213');
    await mobile.page.getByRole('textbox', { name: /Zip code/ }).fill('44106');
    await mobile.page.getByRole('button', { name: 'Estimate' }).click();
    await mobile.page.getByRole('article').first().waitFor();
    await expectNoSidewaysScroll(mobile.page);
    await expectAccessible(mobile.page);
    await mobile.context.close();

    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await signIn(page, 'member');
    await page.goto(portalUrl('/price-estimates'));
    await page.getByRole('heading', { level: 1, name: 'Price Estimates' }).waitFor();
    await tabTo(page, named('Find a procedure'), { limit: 80 });
    await page.keyboard.type('office');
    await tabTo(page, named(/^Procedure/));
    await expect
      .poll(async () => page.getByRole('combobox', { name: 'Procedure' }).locator('option').count())
      .toBe(4);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, named(/^Zip code/));
    await page.keyboard.type('44106');
    await page.keyboard.press('Enter');
    await page.getByRole('article').first().waitFor();
    await tabTo(page, named('Sort by'), { limit: 40 });
    await page.keyboard.press('End');
    await tabTo(page, named(/^Call ahead: /), { limit: 40 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Call Ahead: Member Information' }).waitFor();
    await context.close();
  });
});
