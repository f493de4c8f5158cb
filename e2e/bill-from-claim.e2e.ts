import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, portalUrl, signIn } from './support/browser.js';
import { confirmSubmitted, fillMemberStep } from './support/cases.js';
import { tinyPdf } from './support/files.js';

describe('a Balance Bill from a claim (issue 32 item 6; docs/decisions/0114)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('member@ presses "I got a bill for this" on an EOB, files the case, and the EOB then lists it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'member');
    await page.goto(portalUrl('/claims'));
    const link = page.getByRole('table', { name: 'Claims' }).locator('tbody tr a').first();
    await link.waitFor();
    const claimID = /^Claim (\S+): /.exec((await link.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    expect(claimID).not.toBe('');
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Explanation of benefits' }).waitFor();

    // The first step: the claim's facts, its patient chosen, the contact fields to fill.
    await page.getByRole('link', { name: 'I got a bill for this' }).click();
    await page.waitForURL(/\/member-detail\?param=BalanceBill&claim=/);
    await page.getByRole('heading', { name: 'Balance Bill: Member Information' }).waitFor();
    const summary = page.getByRole('region', { name: `From claim ${claimID}` });
    await summary.getByText('Billed by the provider').waitFor();
    expect(await page.getByRole('radio', { name: 'Dependent' }).count()).toBe(0);
    await fillMemberStep(page);

    // The upload step still says which claim, and files the case with it.
    await page.waitForURL(/\/upload-file$/);
    await page.getByRole('region', { name: `From claim ${claimID}` }).waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'synthetic-bill.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await page.getByText('synthetic-bill.pdf').waitFor();
    await page.getByRole('checkbox', { name: /compared the Explanation of Benefits/ }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await confirmSubmitted(page);

    // The new case heads the list; its detail names the claim and leads back to the EOB.
    const table = page.getByRole('table', { name: 'Cases' });
    const firstRow = table.getByRole('row').nth(1);
    await firstRow.getByText('Balance Bill').waitFor();
    const caseNumber = (await firstRow.getByRole('button').textContent()) ?? '';
    expect(caseNumber).toMatch(/^CS-\d{6}$/);
    await table.getByRole('button', { name: `Case ${caseNumber} details` }).click();
    const detail = page.getByRole('dialog', { name: `Case ${caseNumber}` });
    await detail.getByRole('link', { name: `Claim ${claimID}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Explanation of benefits' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/claims/${encodeURIComponent(claimID)}`);
    await page
      .getByRole('region', { name: 'Cases about this claim' })
      .getByRole('link', { name: `Case ${caseNumber}` })
      .waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
