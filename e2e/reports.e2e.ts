import { readFileSync } from 'node:fs';
import { monthLabel, type ReportDescriptor } from '@medivi/domain';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchLanguage } from './support/accounts.js';
import { csrfHeaders } from './support/api.js';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  expectVisibleFocus,
  focusedElement,
  launchBrowser,
  newPage,
  phone,
  portalUrl,
  signIn,
} from './support/browser.js';
import { expectKeyColumnsInView } from './support/tables.js';

/** The report's descriptor as the signed-in page's session gets it. */
async function descriptor(page: Page, reportName: string): Promise<ReportDescriptor> {
  const response = await page.request.get(portalUrl(`/api/reports/${reportName}`), {
    headers: await csrfHeaders(page),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ReportDescriptor;
}

/** Waits for the report page heading (h3) of `title`. */
async function pageShown(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 3, name: title, exact: true }).waitFor();
}

/**
 * Opens a report page from the drawer: below 1536 px a "Report pages" button opens it first
 * (issue 31 item 10), from there it stands beside the page.
 */
async function choosePage(page: Page, title: string): Promise<void> {
  const opener = page.getByRole('button', { name: 'Report pages' });
  if (await opener.isVisible()) await opener.click();
  await page
    .getByRole('navigation', { name: 'Report pages' })
    .getByRole('link', { name: title, exact: true })
    .click();
  await pageShown(page, title);
}

/** A money or count cell as a number: '$1,234.56' → 1234.56. */
function amount(text: string): number {
  return Number(text.replace(/[$,%\s]/g, ''));
}

/** The reports area's catalogue in `language` (apps/web/src/locales), id to message. */
function reportsCatalogue(language: 'en' | 'es'): Record<string, string> {
  const file = new URL(`../apps/web/src/locales/${language}/reports.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * The English of the reports area that must not show in Spanish: whole messages without
 * placeholders that Spanish words differently ('Plan' and 'Total' read alike).
 */
function reportsEnglish(): string[] {
  const spanish = reportsCatalogue('es');
  return Object.entries(reportsCatalogue('en'))
    .filter(([id, text]) => !text.includes('{') && spanish[id] !== text)
    .map(([, text]) => text);
}

/** What a person reads or hears in the main region: its text and its elements' accessible names. */
async function mainTexts(page: Page): Promise<string> {
  const main = page.getByRole('main');
  const labels = await Promise.all(
    (await main.locator('[aria-label]').all()).map(async (element) => element.getAttribute('aria-label')),
  );
  return [await main.innerText(), ...labels.map((label) => label ?? '')].join('\n');
}

/** What `activeSection` reads of the page (the journeys compile without DOM types). */
interface ActiveDocument {
  document: { activeElement: { id: string; closest(selector: string): { id: string } | null } | null };
}

/** The id of the section holding the focused element. */
async function activeSection(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = (globalThis as unknown as ActiveDocument).document.activeElement;
    return active?.closest('section[id]')?.id ?? active?.id ?? '';
  });
}

describe('Reports (issue 19)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lets reports@ read the monthly report by year and month, follow a chart to its table and download it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reports');
    const { lastPublished } = await descriptor(page, 'monthly-reporting');
    expect(lastPublished).not.toBeNull();
    const last = lastPublished ?? { year: 0, month: 0 };

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Monthly Reporting' })
      .click();
    await page.waitForURL(/\/reports\/monthly-reporting/);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Monthly reports' }).waitFor();
    await pageShown(page, 'Active Cases');
    await page.getByText(`Published figures for ${monthLabel(last.year, last.month)}`).waitFor();
    await page.getByRole('list', { name: 'Key figures' }).waitFor();
    await expectAccessible(page);

    // Spec §4: choosing the year clears the month (the newest published month of that year shows).
    const year = String(last.year - 1);
    await page.getByRole('combobox', { name: 'Year' }).selectOption({ label: year });
    await page.getByText(`Published figures for December ${year}`).waitFor();
    expect(page.url()).not.toContain('month=');
    // Choosing the month sets the year from the year on screen.
    await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'March' });
    await page.getByText(`Published figures for March ${year}`).waitFor();
    expect(page.url()).toContain(`year=${year}`);
    expect(page.url()).toContain('month=3');

    await choosePage(page, 'Claims By Month');
    await page.getByRole('button', { name: 'Report pages' }).click();
    const drawer = page.getByRole('navigation', { name: 'Report pages' });
    expect(await drawer.getByRole('link', { name: 'Claims By Month' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByText(`Published figures for March ${year}`).waitFor();
    await expectAccessible(page);

    // A chart leads to the table holding its figures.
    const chart = page.locator('figure').first();
    await chart.getByRole('img').waitFor();
    await chart.getByRole('link', { name: 'Show the figures as a table' }).click();
    const sectionId = await activeSection(page);
    expect(sectionId).toMatch(/^report-table-/);
    const section = page.locator(`section[id="${sectionId}"]`);
    const table = section.getByRole('table');
    const caption = (await table.locator('caption').innerText()).trim();
    const bodyRows = await table
      .locator('tbody tr')
      .filter({ hasNotText: /^Total/ })
      .count();

    // Its CSV: the table's columns, one line per row and a Total line that is the sum of the rows.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: `Download ${caption} as CSV` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^monthly-reporting-claims-by-month-.+-\d{4}-03\.csv$/);
    const csvPath = await download.path();
    const records: string[][] = parse(readFileSync(csvPath, 'utf8'), { bom: true });
    const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
    expect(records[0]).toEqual(headers);
    const totalLine = records.at(-1) ?? [];
    expect(totalLine[0]).toBe('Total');
    const dataLines = records.slice(1, -1);
    expect(dataLines.length).toBe(bodyRows);
    const claimsColumn = headers.findIndex((header) => /claims/i.test(header));
    expect(claimsColumn).toBeGreaterThan(0);
    const claimSum = dataLines.reduce((sum, line) => sum + amount(line[claimsColumn] ?? '0'), 0);
    expect(claimSum).toBe(amount(totalLine[claimsColumn] ?? ''));
    expect(claimSum).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Report pages' }).click();
    await drawer.getByRole('button', { name: 'Clear' }).click();
    await pageShown(page, 'Active Cases');
    expect(page.url()).not.toContain('year=');

    // The printed page carries the figures, not the navigation.
    await page.emulateMedia({ media: 'print' });
    expect(await drawer.isVisible()).toBe(false);
    expect(await page.getByRole('list', { name: 'Key figures' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: null });
    await context.close();
  });

  it('lets reports@ switch plans in Plan Health and Provider Acceptance, and open a report in its own tab', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reports');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Plan Health' }).click();
    await page.waitForURL(/\/reports\/planHealth-reporting/);
    await page.getByRole('heading', { level: 2, name: 'Plan health reports' }).waitFor();
    await pageShown(page, 'Cover Page');
    const plan = page.getByRole('combobox', { name: 'Plan' });
    const planNames = (await plan.locator('option:not([value=""])').allInnerTexts()).map((text) =>
      text.trim(),
    );
    expect(planNames).toEqual(
      expect.arrayContaining([
        'Cuyahoga Schools Employee Plan (synthetic demo)',
        'Lakeshore Manufacturing Health Plan (synthetic demo)',
      ]),
    );
    expect(planNames.some((name) => name.startsWith('North Coast'))).toBe(false);
    await plan.selectOption({ label: 'Cuyahoga Schools Employee Plan (synthetic demo)' });
    await expect.poll(() => page.url()).toContain('planID=demo-plan-cuyahoga-schools');
    await page.getByText(/^Cuyahoga Schools Employee Plan \(synthetic demo\) · /).waitFor();
    await choosePage(page, 'High-Cost Drivers');
    await expectAccessible(page);
    // Cases decided on time per case type and month, from the case clocks (issue 35 item 5).
    await choosePage(page, 'Cases Decided On Time (Plan Year)');
    await page.getByRole('table', { name: /^Cases decided on time by case type, Plan year from / }).waitFor();
    await page.getByRole('table', { name: 'Cases decided on time by month, Appeal' }).waitFor();
    await expectAccessible(page);

    await main.getByRole('link', { name: 'Provider Acceptance' }).click();
    await page.waitForURL(/\/reports\/providerAcceptance-reporting/);
    await pageShown(page, 'State Summary');
    await expectAccessible(page);

    // The embed address works without the session and drops its token from the address bar.
    const embedUrl = await page.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href');
    expect(embedUrl).toMatch(
      /\/reports\/providerAcceptance-reporting\?embed=1&page=state-summary&planID=[^#]+#accessToken=/,
    );
    const outside = await newPage(browser);
    await outside.page.goto(embedUrl ?? '');
    await outside.page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await pageShown(outside.page, 'State Summary');
    expect(outside.page.url()).not.toContain('accessToken');
    expect(await outside.page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await expectAccessible(outside.page);
    // A reload of that tab shows the report again: the token is kept for the tab, not the address.
    await outside.page.reload();
    await pageShown(outside.page, 'State Summary');
    expect(outside.page.url()).not.toContain('accessToken');
    expect(await outside.page.getByText('This report link has expired', { exact: false }).count()).toBe(0);
    await outside.context.close();

    // "Open in a new tab" opens the same page, plan and month, and offers the token's plans
    // (issue 31 item 3): Lakeshore and Claims By Month, as chosen.
    await main.getByRole('link', { name: 'Monthly Reporting' }).click();
    await page.waitForURL(/\/reports\/monthly-reporting/);
    await page
      .getByRole('combobox', { name: 'Plan' })
      .selectOption({ label: 'Lakeshore Manufacturing Health Plan (synthetic demo)' });
    await choosePage(page, 'Claims By Month');
    await page.getByText(/^Lakeshore Manufacturing Health Plan \(synthetic demo\) · /).waitFor();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Open in a new tab' }).click(),
    ]);
    await pageShown(tab, 'Claims By Month');
    await tab.getByText(/^Lakeshore Manufacturing Health Plan \(synthetic demo\) · /).waitFor();
    const tabPlan = tab.getByRole('combobox', { name: 'Plan' });
    expect(await tabPlan.locator('option:checked').innerText()).toBe(
      'Lakeshore Manufacturing Health Plan (synthetic demo)',
    );
    expect(await tabPlan.locator('option', { hasText: 'Cuyahoga Schools' }).count()).toBe(1);
    await expectAccessible(tab);

    // Signing out ends the tab's token (issue 30): a reload says the link has expired.
    await page.goto(portalUrl('/logout'));
    await page.waitForURL(/\/login/);
    await tab.reload();
    await tab.getByText('This report link has expired', { exact: false }).waitFor();
    await context.close();
  });

  it("shows client-monthly@ the monthly report only, and nothing of another client's plan", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'client-monthly');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Monthly Reporting' }).waitFor();
    expect(await main.getByRole('link', { name: 'Plan Health' }).count()).toBe(0);
    expect(await main.getByRole('link', { name: 'Provider Acceptance' }).count()).toBe(0);

    await main.getByRole('link', { name: 'Monthly Reporting' }).click();
    await pageShown(page, 'Active Cases');
    const planNames = await page
      .getByRole('combobox', { name: 'Plan' })
      .locator('option:not([value=""])')
      .allInnerTexts();
    expect(planNames.map((name) => name.trim())).toEqual(['North Coast Logistics Plan (synthetic demo)']);
    await expectAccessible(page);

    const foreign = await page.request.get(
      portalUrl('/api/reports/monthly-reporting/pages/totals-recap?planID=demo-plan-lakeshore'),
      { headers: await csrfHeaders(page) },
    );
    expect(foreign.status()).toBe(403);
    expect(await foreign.text()).not.toContain('Lakeshore');

    await page.goto(portalUrl('/reports/planHealth-reporting'));
    await page.getByText('Unauthorized: check roles needed for access').waitFor();
    await context.close();
  });

  it('shows reports@ the monthly report in Spanish on a phone, with no English of the area left (issue 37)', async () => {
    const { context, page } = await newPage(browser, phone);
    await signIn(page, 'reports');
    await page.goto(portalUrl('/reports/monthly-reporting?page=claims-by-month'));
    await pageShown(page, 'Claims By Month');
    const english = reportsEnglish();
    try {
      await switchLanguage(page, 'es');
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await page.getByRole('heading', { level: 1, name: 'Informes' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Informes mensuales' }).waitFor();
      await pageShown(page, 'Reclamaciones por mes');
      await page.getByText(/Cifras publicadas de \p{L}+ de \d{4}/u).waitFor();
      // The charts draw as they come near the screen; their names are read too.
      const figures = page.locator('figure');
      for (let index = 0; index < (await figures.count()); index += 1) {
        await figures.nth(index).scrollIntoViewIfNeeded();
        await figures
          .nth(index)
          .getByRole('img', { name: /^Gráfico: / })
          .waitFor();
      }
      await page.getByRole('region', { name: /^Reclamaciones recibidas por mes, \d{4}$/ }).waitFor();
      await page
        .getByRole('button', { name: /^Descargar .* en CSV$/ })
        .first()
        .waitFor();
      const texts = await mainTexts(page);
      expect(english.filter((text) => texts.includes(text))).toEqual([]);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Páginas del informe' }).click();
      await page
        .getByRole('navigation', { name: 'Páginas del informe' })
        .getByRole('link', { name: 'Resumen de totales', exact: true })
        .click();
      await pageShown(page, 'Resumen de totales');
      await page
        .getByRole('list', { name: 'Cifras clave' })
        .getByText(/^Ahorro este mes:/)
        .waitFor();
      const recap = await mainTexts(page);
      expect(english.filter((text) => recap.includes(text))).toEqual([]);
      await expectAccessible(page);
    } finally {
      // Back to English on the account, so that the other journeys of this account read English.
      await switchLanguage(page, 'en');
      await context.close();
    }
  });

  it('works on a phone and with the keyboard alone', async () => {
    const { context, page } = await newPage(browser, phone);
    await signIn(page, 'reports');
    await page.goto(portalUrl('/reports/planHealth-reporting'));
    await pageShown(page, 'Cover Page');
    await expectNoSidewaysScroll(page);
    const opener = page.getByRole('button', { name: 'Report pages' });
    expect(await opener.getAttribute('aria-expanded')).toBe('false');
    await opener.click();
    await page
      .getByRole('navigation', { name: 'Report pages' })
      .getByRole('link', { name: 'Utilization', exact: true })
      .click();
    await pageShown(page, 'Utilization');
    expect(await page.getByRole('navigation', { name: 'Report pages' }).isVisible()).toBe(false);
    await expectNoSidewaysScroll(page);
    // On a phone a table is a card a row, its figures labelled and on screen.
    await page.goto(portalUrl('/reports/monthly-reporting?page=active-cases&planID=demo-plan-lakeshore'));
    await pageShown(page, 'Active Cases');
    await expectKeyColumnsInView(page, /^Cases open on /, [
      'Case number',
      'Days open',
      'Total billed',
      'Balance bill',
    ]);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await context.close();

    const desktop = await newPage(browser);
    await signIn(desktop.page, 'reports');
    await desktop.page.goto(portalUrl('/reports/planHealth-reporting'));
    await pageShown(desktop.page, 'Cover Page');
    // At 1280 px the drawer opens from its button: reach it, open it, reach the page, all by keys.
    const tabToName = async (name: string) => {
      let reached = false;
      for (let step = 0; step < 80 && !reached; step += 1) {
        await desktop.page.keyboard.press('Tab');
        reached = (await focusedElement(desktop.page)).name === name;
      }
      expect(reached, `${name} reached with Tab`).toBe(true);
      await expectVisibleFocus(desktop.page);
    };
    await tabToName('Report pages');
    await desktop.page.keyboard.press('Enter');
    await tabToName('Executive Summary');
    await desktop.page.keyboard.press('Enter');
    await pageShown(desktop.page, 'Executive Summary');
    // The case list's key columns at 1280 px (issue 31 item 10).
    await desktop.page.goto(
      portalUrl('/reports/monthly-reporting?page=active-cases&planID=demo-plan-lakeshore'),
    );
    await pageShown(desktop.page, 'Active Cases');
    await expectKeyColumnsInView(desktop.page, /^Cases open on /, [
      'Case number',
      'Days open',
      'Total billed',
      'Balance bill',
    ]);
    await desktop.context.close();
  });
});
