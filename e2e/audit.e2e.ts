import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoEmail,
  expectAccessible,
  expectNoSidewaysScroll,
  launchBrowser,
  newPage,
  phone,
  portalUrl,
  signIn,
} from './support/browser.js';

/** The audit table (or, on a phone, its cards) of the page. */
function records(page: Page) {
  return page.getByRole('table', { name: 'Audit records' });
}

describe('the audit trail (docs/decisions/0097)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("admin@ finds a member's case reads by who and action, and exports them as CSV", async () => {
    // The member opens his cases: a 'case.listed' row with his e-mail and address.
    const member = await newPage(browser);
    await signIn(member.page, 'member');
    await member.page.goto(portalUrl('/my-cases'));
    await member.page.getByRole('heading', { level: 1 }).first().waitFor();
    await member.page.waitForLoadState('networkidle');
    await member.context.close();

    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page.getByRole('link', { name: 'Audit Trail' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit Trail' }).waitFor();
    await records(page).getByRole('row').nth(1).waitFor();
    await expectAccessible(page);

    // The action is picked from those the trail holds (issue 31).
    await page.getByRole('textbox', { name: 'Who (name, e-mail or user id)' }).fill(demoEmail('member'));
    await page.getByRole('combobox', { name: 'Action' }).selectOption('case.listed');
    await page.getByRole('button', { name: 'Search' }).click();
    // Until the search answers, the table still lists every action of every user (among them the
    // member's case.listed rows): wait until each row is one of the member's.
    await expect
      .poll(
        async () => {
          const shown = await records(page).locator('tbody tr').allInnerTexts();
          return (
            shown.length > 0 &&
            shown.every((row) => row.includes(demoEmail('member')) && row.includes('case.listed'))
          );
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const rows = await records(page).locator('tbody tr').allInnerTexts();
    for (const row of rows) {
      expect(row).toContain(demoEmail('member'));
      expect(row).toContain('case.listed');
      expect(row).toContain('success');
    }

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('at,actorUserId,actorEmail,action,subjectType,subjectId,outcome,address,detail');
    expect(lines).toHaveLength(rows.length + 1);
    for (const line of lines.slice(1)) expect(line).toContain(`${demoEmail('member')},case.listed,case`);
    await context.close();
  });

  it('fits a phone and 320 px, and stays closed to a member', async () => {
    for (const width of [390, 320]) {
      const { context, page } = await newPage(browser, { ...phone, viewport: { width, height: 844 } });
      await signIn(page, 'admin');
      await page.goto(portalUrl('/audit'));
      await page.getByRole('heading', { level: 1, name: 'Audit Trail' }).waitFor();
      await page.getByRole('list', { name: 'Audit records' }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      if (width === 390) await expectAccessible(page);
      await context.close();
    }
    const member = await newPage(browser);
    await signIn(member.page, 'member');
    await member.page.goto(portalUrl('/audit'));
    await member.page.getByText('Unauthorized: check roles needed for access').waitFor();
    const api = await member.page.request.get(portalUrl('/api/audit'));
    expect(api.status()).toBe(403);
    await member.context.close();
  });
});
