import type { Browser, Page } from 'playwright-core';
import { request } from 'undici';
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
import { named, tabTo } from './support/keyboard.js';

/** The table of the public page (on a phone, its cards carry the same name). */
function filesTable(page: Page) {
  return page.getByRole('table', { name: 'Current machine-readable files' });
}

describe('Transparency in Coverage files (issue 34; docs/decisions/0116)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a visitor, signed out, finds each demo plan’s files and downloads one, gzip-encoded, whole or in part', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portalUrl('/transparency'));
    await expectPageHeading(page, 'Transparency in Coverage');
    const link = filesTable(page).getByRole('link', { name: /^allowed-amounts\.json for Lakeshore/ });
    await link.waitFor();
    expect(
      await filesTable(page)
        .getByRole('link', { name: /^table-of-contents\.json for / })
        .count(),
    ).toBe(3);
    await expectAccessible(page);

    const href = (await link.getAttribute('href')) ?? '';
    const raw = await fetch(portalUrl(href), { headers: { 'accept-encoding': 'gzip' } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-encoding')).toBe('gzip');
    expect(raw.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(raw.headers.get('last-modified')).not.toBeNull();
    // fetch decodes gzip itself; the document is the CMS allowed-amounts file of the plan.
    const document = (await raw.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      plan_id_type: 'ein',
      plan_market_type: 'group',
      version: '2.1.0',
      plan_sponsor_name: 'Lakeshore Manufacturing (synthetic demo)',
    });
    expect(Array.isArray(document.out_of_network)).toBe(true);

    // The first ten bytes of the gzip stream, by range (undici's request leaves them encoded):
    // gzip's magic number comes first.
    const part = await request(portalUrl(href), {
      headers: { 'accept-encoding': 'gzip', range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
    const bytes = Buffer.from(await part.body.arrayBuffer());
    expect(bytes.length).toBe(10);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    const decoded = await request(portalUrl(href), { headers: { 'accept-encoding': 'identity' } });
    expect(decoded.headers['content-encoding']).toBeUndefined();
    expect(await decoded.body.json()).toEqual(document);
    await context.close();
  });

  it('on a 390 px phone the page does not scroll sideways, and the keyboard reaches a download link', async () => {
    const { context, page } = await newPage(browser, phone);
    await page.goto(portalUrl('/transparency'));
    await expectPageHeading(page, 'Transparency in Coverage');
    await page
      .getByRole('link', { name: /^allowed-amounts\.json for / })
      .first()
      .waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await context.close();

    const desktop = await newPage(browser);
    await desktop.page.goto(portalUrl('/transparency'));
    await desktop.page
      .getByRole('link', { name: /^allowed-amounts\.json for / })
      .first()
      .waitFor();
    await tabTo(desktop.page, named(/^table-of-contents\.json for /));
    await desktop.context.close();
  });

  it('client@ sees the last publication of his plans with its counts, and the files served', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'client');
    await page.goto(portalUrl('/transparency/publications'));
    await expectPageHeading(page, 'Transparency Files');
    const table = page.getByRole('table', { name: 'Transparency publications by plan' });
    await table.getByText('Published').first().waitFor();
    const rows = await table.locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(2);
    expect(rows.join('\n')).toContain('Lakeshore Manufacturing Health Plan');
    expect(rows.join('\n')).not.toContain('North Coast');
    await expectAccessible(page);
    await context.close();
  });
});
