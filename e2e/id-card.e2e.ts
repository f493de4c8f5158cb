import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
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

/** Width over height of a CR80 card (3.375 × 2.125 in). */
const cardRatio = 3.375 / 2.125;

describe('the member ID card and the provider notice (issue 32 item 5)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows a member his card on a phone at card proportions, downloads its PDF and opens the notice', async () => {
    const { context, page } = await newPage(browser, phone);
    await signIn(page, 'member');
    await page.goto(portalUrl('/id-card'));
    await expectPageHeading(page, 'Your ID card');
    const front = page.getByRole('region', { name: 'Front of the card' }).first();
    await front.getByText('DEMO100001').waitFor();
    const box = await front.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(cardRatio, 1);
    const qr = page.getByRole('img', { name: /^QR code that opens the provider notice of / }).first();
    await qr.waitFor();
    expect(
      await qr.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
    ).toBeGreaterThan(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download card PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('id-card.pdf');
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    const letterDownloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download letter page PDF' }).click();
    const letter = await letterDownloading;
    expect((await readFile(await letter.path())).subarray(0, 5).toString()).toBe('%PDF-');

    await page
      .getByRole('link', { name: /^Full provider notice of / })
      .first()
      .click();
    await expectPageHeading(page, /^Notice to providers: /);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await context.close();
  });

  it('opens the provider notice signed out, as a QR code does, with nothing about a member', async () => {
    const { context, page } = await newPage(browser, phone);
    await page.goto(portalUrl('/provider-notice?plan=demo-plan-lakeshore'));
    await expectPageHeading(page, /^Notice to providers: /);
    await page.getByText('Send claims to').waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('Reference-based pricing');
    expect(text).not.toContain('DEMO100001');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await context.close();
  });
});
