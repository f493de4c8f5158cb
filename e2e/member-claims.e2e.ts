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
import { csrfHeaders } from './support/api.js';
import { switchLanguage } from './support/accounts.js';
import { pdfFacts } from './support/files.js';
import { expectFocusOnHeading, named, tabTo } from './support/keyboard.js';

/** A catalogue of the claims area, id to message. */
function claimsCatalogue(language: 'en' | 'es'): Record<string, string> {
  const file = new URL(`../apps/web/src/locales/${language}/claims.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** The claims area's English that a Spanish page must not show: whole messages worded otherwise in Spanish. */
const claimsEnglish = (() => {
  const spanish = claimsCatalogue('es');
  return Object.entries(claimsCatalogue('en'))
    .filter(([id, text]) => !text.includes('{') && spanish[id] !== text)
    .map(([, text]) => text);
})();

/**
 * Run in the page (the journeys are typed without the DOM): the own texts of the main part's
 * elements and their accessible names and values joined, and each element's whole text.
 */
const mainTextsScript = `(() => {
  const main = document.querySelector('main');
  const elements = main === null ? [] : [main, ...main.querySelectorAll('*')];
  const names = elements.flatMap((element) =>
    ['aria-label', 'aria-valuetext', 'title', 'alt'].flatMap((name) => {
      const value = element.getAttribute(name);
      return value === null ? [] : [value.trim()];
    }),
  );
  const own = elements.flatMap((element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => (node.textContent || '').trim()),
  );
  return {
    texts: [...own, ...names].join('\\n'),
    wholes: [...names, ...own, ...elements.map((element) => (element.textContent || '').trim())],
  };
})()`;

/**
 * The claims area's English found in the page's main part: a message of three words or more
 * anywhere in its texts and accessible names; a shorter one ('Billed', 'Care') only as the whole
 * text of an element, so that a provider's or plan's name that holds the word is not taken for it.
 */
async function claimsEnglishLeft(page: Page): Promise<string[]> {
  const { texts, wholes } = await page.evaluate<{ texts: string; wholes: string[] }>(mainTextsScript);
  const whole = new Set(wholes);
  return claimsEnglish.filter((text) =>
    text.split(' ').length >= 3 ? texts.includes(text) : whole.has(text),
  );
}

/** The claims table of My Claims (on a phone, its cards carry the same name). */
function claims(page: Page) {
  return page.getByRole('table', { name: 'Claims' });
}

/** The "n claims" count of the list, as a number, once it shows. */
async function claimCount(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /^[\d,]+ claims$/ });
  await status.waitFor();
  return Number((await status.innerText()).replace(/[^\d]/g, ''));
}

describe('My Claims and the explanation of benefits (issue 32; docs/decisions/0114)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('member@ finds his claims, his deductible so far, filters them and reads one EOB', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'member');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Claims' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Claims' }).waitFor();
    await claims(page).locator('tbody tr a').first().waitFor();
    const total = await claimCount(page);
    expect(total).toBeGreaterThan(10);
    // The plan year's accumulators and the plan's benefits, from the synthetic design.
    await page.getByRole('progressbar', { name: 'Deductible' }).first().waitFor();
    expect(await page.getByText('Demo data: this benefit design is synthetic.').count()).toBe(1);
    await expectAccessible(page);

    // The pager asks the server for the next ten.
    const firstOnPageOne = await claims(page).locator('tbody tr').first().innerText();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect
      .poll(async () => claims(page).locator('tbody tr').first().innerText())
      .not.toBe(firstOnPageOne);

    // One patient: the member himself; then Clear brings every claim back.
    const patient = page.getByRole('combobox', { name: 'Patient' });
    const own = (await patient.locator('option').nth(1).getAttribute('value')) ?? '';
    await patient.selectOption(own);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(async () => claimCount(page)).toBeLessThanOrEqual(total);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(async () => claimCount(page)).toBe(total);

    // A date range that ends before it starts is refused in the form.
    await page.getByRole('textbox', { name: 'Service from' }).fill('09/10/2026');
    await page.getByRole('textbox', { name: 'Service to' }).fill('09/01/2026');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('The end date is before the start date.').waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();

    // Status and the second plan are asked of the server.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('paid');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(async () =>
        (await claims(page).locator('tbody tr').allInnerTexts()).every((row) => row.includes('Paid')),
      )
      .toBe(true);
    const plan = page.getByRole('combobox', { name: 'Plan' });
    await plan.selectOption({ index: 2 });
    await page.getByRole('progressbar', { name: 'Deductible' }).first().waitFor();
    await plan.selectOption({ index: 0 });

    // One claim's explanation of benefits, and back.
    const link = claims(page).locator('tbody tr a').first();
    const claimName = (await link.getAttribute('aria-label')) ?? '';
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Explanation of benefits' }).waitFor();
    expect(claimName).toMatch(/^Claim \S+: explanation of benefits$/);
    await page.getByRole('region', { name: 'What was billed and paid' }).waitFor();
    for (const label of ['Billed by the provider', 'Allowed by the plan', 'Plan paid', 'You owe']) {
      expect(await page.getByText(label, { exact: true }).count()).toBe(1);
    }
    expect(await page.getByText('Synthetic (demo)').count()).toBe(1);
    await expectAccessible(page);

    // The same EOB as a PDF: a plain link the browser saves, tagged, naming the claim.
    const claimId = claimName.replace(/^Claim (\S+): explanation of benefits$/, '$1');
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('link', { name: 'Download EOB (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`eob-${claimId}.pdf`);
    const pdf = pdfFacts(readFileSync(await download.path()));
    expect(pdf.isPdf).toBe(true);
    expect(pdf.tagged).toBe(true);
    expect(pdf.text).toContain(claimId);
    expect(pdf.text).toContain('This is not a bill');
    await page.getByRole('link', { name: 'Back to My Claims' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Claims' }).waitFor();
    // The ID card is a link away.
    await page.getByRole('link', { name: 'Your ID card' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your ID card' }).waitFor();
    await context.close();
  });

  it('works on a 390-px phone and with the keyboard alone', async () => {
    const mobile = await newPage(browser, phone);
    await signIn(mobile.page, 'member');
    await mobile.page.goto(portalUrl('/claims'));
    await mobile.page.getByRole('heading', { level: 1, name: 'My Claims' }).waitFor();
    await mobile.page.getByRole('list', { name: 'Claims' }).getByRole('link').first().waitFor();
    await expectNoSidewaysScroll(mobile.page);
    await expectAccessible(mobile.page);
    await mobile.page.getByRole('list', { name: 'Claims' }).getByRole('link').first().click();
    await mobile.page.getByRole('heading', { level: 1, name: 'Explanation of benefits' }).waitFor();
    await expectNoSidewaysScroll(mobile.page);
    await expectAccessible(mobile.page);
    await mobile.context.close();

    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await signIn(page, 'member');
    await page.goto(portalUrl('/claims'));
    await claims(page).locator('tbody tr a').first().waitFor();
    await tabTo(page, named(/^Claim \S+: explanation of benefits$/), { limit: 80 });
    await page.keyboard.press('Enter');
    await expectFocusOnHeading(page, 'Explanation of benefits');
    await tabTo(page, named('Back to My Claims'), { limit: 80 });
    await page.keyboard.press('Enter');
    await expectFocusOnHeading(page, 'My Claims');
    await context.close();
  });

  it('member@ reads My Claims and one EOB in Spanish on a 390-px phone (issue 37)', async () => {
    const { context, page } = await newPage(browser, phone);
    await signIn(page, 'member');
    try {
      await switchLanguage(page, 'es');
      await page.goto(portalUrl('/claims'));
      await page.getByRole('heading', { level: 1, name: 'Mis reclamaciones' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await page.getByRole('list', { name: 'Reclamaciones' }).getByRole('link').first().waitFor();
      await page.getByRole('progressbar', { name: 'Deducible' }).first().waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /^[\d,]+ reclamaciones$/ })
        .waitFor();
      const list = await page.getByRole('main').innerText();
      for (const spanish of ['Los beneficios de su plan', 'Buscar', 'Gastos de bolsillo']) {
        expect(list).toContain(spanish);
      }
      expect(await claimsEnglishLeft(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      await page.getByRole('list', { name: 'Reclamaciones' }).getByRole('link').first().click();
      await page.getByRole('heading', { level: 1, name: 'Explicación de beneficios (EOB)' }).waitFor();
      await page.getByRole('region', { name: 'Lo que se facturó y lo que se pagó' }).waitFor();
      const plain = await page.getByRole('region', { name: 'En palabras sencillas' }).innerText();
      expect(plain).toMatch(/ facturó \$[\d,]+\.\d\d por esta reclamación\./);
      expect(await page.getByRole('link', { name: 'Descargar la EOB (PDF)' }).count()).toBe(1);
      expect(await claimsEnglishLeft(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    } finally {
      // Back to English on the account, so that the journeys after this one read English.
      await switchLanguage(page, 'en');
      await context.close();
    }
  });

  it("client@ reads the plan's benefits, a plan member's claims and family by member id, and nobody reads another member's claim", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'client');
    await page.goto(portalUrl('/claims'));
    await page.getByRole('heading', { level: 1, name: 'Claims' }).waitFor();
    // The plan's benefit design, read-only, before any family is named; no accumulators yet.
    const benefits = page.getByRole('region', { name: "The plan's benefits" });
    await benefits.waitFor();
    expect(await benefits.getByText('Demo data: this benefit design is synthetic.').count()).toBe(1);
    expect(await page.getByRole('progressbar', { name: 'Deductible' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Member ID of the patient' }).fill('DEMO100001');
    await page.getByRole('button', { name: 'Search' }).click();
    // The rows shown before the search's reply arrives are the plan's: wait for the family's.
    await expect
      .poll(async () => {
        const rows = await claims(page).locator('tbody tr').allInnerTexts();
        return rows.length > 0 && rows.every((row) => row.includes('JORDAN'));
      })
      .toBe(true);
    // That member's family: its deductible and out-of-pocket this plan year, beside the design.
    await page.getByRole('heading', { level: 3, name: /^Family of member ID / }).waitFor();
    await page.getByRole('progressbar', { name: 'Deductible' }).first().waitFor();
    await benefits.waitFor();
    await expectAccessible(page);
    await context.close();

    // member2@ holds North Coast only: member@'s claim is not found for him.
    const own = await newPage(browser);
    await signIn(own.page, 'member');
    const list = await own.page.request.get(portalUrl('/api/member/claims?pageSize=10'), {
      headers: await csrfHeaders(own.page),
    });
    expect(list.status()).toBe(200);
    const first = ((await list.json()) as { claims: { claimID: string }[] }).claims[0]?.claimID ?? '';
    await own.context.close();
    const other = await newPage(browser);
    await signIn(other.page, 'member2');
    const read = await other.page.request.get(portalUrl(`/api/member/claims/${encodeURIComponent(first)}`), {
      headers: await csrfHeaders(other.page),
    });
    expect(read.status()).toBe(404);
    await other.page.goto(portalUrl(`/claims/${encodeURIComponent(first)}`));
    await other.page.getByText('No claim with this id was found among the claims you may see.').waitFor();
    await other.context.close();
  });
});
