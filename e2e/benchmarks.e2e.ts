import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../tools/portal-process.js';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  launchBrowser,
  newPage,
  phone,
  signIn,
} from './support/browser.js';
import { expectInViewport, expectKeyColumnsInView, firstCardTerms, scrollToTop } from './support/tables.js';

/** The shipped FY2011 Top 100 DRGs file (CMS Medicare IPPS Provider Summary). */
const drg100File = resolve(
  repositoryRoot,
  process.env.REFERENCE_DATA_DIR ?? '../shared/data',
  'cms/inpatient/inpatient-drg100-by-provider-fy2011.csv.gz',
);

/** One hospital's row for one DRG, read straight from the CMS file (not through the portal). */
interface CmsRow {
  discharges: number;
  billed: number;
}

/**
 * Reads the FY2011 rows of the given CCNs (as the file writes them, leading zero dropped) and DRGs
 * from the gzip text: plain line splitting, no importer code. The hospital names in these rows
 * have no commas, so a split on ',' outside the quoted DRG definition is exact.
 */
async function cmsRows(ccns: readonly string[], drgs: readonly string[]): Promise<Map<string, CmsRow>> {
  const rows = new Map<string, CmsRow>();
  const lines = createInterface({ input: createReadStream(drg100File).pipe(createGunzip()) });
  for await (const line of lines) {
    const drg = line.slice(0, 3);
    if (!drgs.includes(drg)) continue;
    const fields = line.replace(/^"[^"]*"/, 'DRG').split(',');
    const ccn = fields.at(-11) ?? '';
    if (!ccns.includes(ccn)) continue;
    rows.set(`${ccn}:${drg}`, {
      discharges: Number(fields.at(-4)),
      billed: Number((fields.at(-3) ?? '').replace('$', '')),
    });
  }
  return rows;
}

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** The table's row of a hospital, by the start of its name. */
function rowOf(page: Page, name: RegExp): Locator {
  return page.getByRole('table', { name: 'Benchmarks data' }).getByRole('row').filter({ hasText: name });
}

async function dataRowCount(page: Page): Promise<number> {
  return page.getByRole('table', { name: 'Benchmarks data' }).locator('tbody tr').count();
}

/** Picks the option of an autocomplete by keyboard: types, waits for the option, Enter. */
async function pick(page: Page, box: string, text: string, option: RegExp): Promise<void> {
  const combobox = page.getByRole('combobox', { name: box });
  await combobox.focus();
  await combobox.pressSequentially(text, { delay: 20 });
  await page.getByRole('option', { name: option }).first().waitFor();
  // The highlighted option is the first; Enter takes it.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** The live text that announces the chart's window. */
async function windowText(page: Page): Promise<string> {
  return (
    (await page
      .getByRole('status')
      .filter({ hasText: /providers/ })
      .textContent()) ?? ''
  );
}

/** The numbers of 'Showing providers 7–122 of 129'. */
function shownWindow(text: string): { start: number; end: number; total: number } {
  const match = /^Showing providers (\d+)–(\d+) of (\d+)$/.exec(text);
  expect(match, text).not.toBeNull();
  return { start: Number(match?.[1]), end: Number(match?.[2]), total: Number(match?.[3]) };
}

describe('Benchmarks', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lets benchmarks@ chart DRG 470 for three Cleveland hospitals with the CMS figures, zoom by keys and open details', async () => {
    const expected = await cmsRows(['360180', '360137', '360059'], ['470', '291']);
    const { context, page } = await newPage(browser);
    await signIn(page, 'benchmarks');
    await page.getByRole('link', { name: 'Benchmarks' }).click();
    await page.waitForURL(/\/benchmarks$/);
    await page.getByRole('heading', { level: 1, name: 'Benchmarks' }).waitFor();
    // The demo's saved selection: DRG 470 and six Cleveland hospitals, FY2011.
    await expect.poll(() => dataRowCount(page), { timeout: 20_000 }).toBe(6);
    await expectAccessible(page);

    // Keep Cleveland Clinic (the first chip), then pick two more by their CCN, by keyboard.
    const providers = page.getByRole('combobox', { name: 'Providers' });
    await providers.focus();
    for (let chip = 0; chip < 5; chip += 1) await page.keyboard.press('Backspace');
    await expect.poll(() => dataRowCount(page), { timeout: 20_000 }).toBe(1);
    await pick(page, 'Providers', '360137', /UH Cleveland|University Hospitals/i);
    await pick(page, 'Providers', '360059', /Metro ?Health/i);
    await expect.poll(() => dataRowCount(page), { timeout: 20_000 }).toBe(3);

    const clinic470 = expected.get('360180:470');
    expect(clinic470).toBeDefined();
    if (clinic470 === undefined) return;
    await expect
      .poll(() => rowOf(page, /Cleveland Clinic/i).textContent(), { timeout: 20_000 })
      .toContain(money.format(clinic470.billed));

    // A second DRG: the weighted average (by discharges) and the simple one differ.
    await pick(page, 'Procedures', '291', /^291/);
    const clinic291 = expected.get('360180:291');
    expect(clinic291).toBeDefined();
    if (clinic291 === undefined) return;
    const weighted =
      (clinic470.billed * clinic470.discharges + clinic291.billed * clinic291.discharges) /
      (clinic470.discharges + clinic291.discharges);
    const simple = (clinic470.billed + clinic291.billed) / 2;
    await expect
      .poll(() => rowOf(page, /Cleveland Clinic/i).textContent(), { timeout: 20_000 })
      .toContain(money.format(weighted));
    await page.getByRole('radio', { name: 'Average', exact: true }).check();
    await expect.poll(() => rowOf(page, /Cleveland Clinic/i).textContent()).toContain(money.format(simple));
    await page.getByRole('radio', { name: 'Ratios' }).check();
    await page.getByRole('columnheader', { name: /Billed \/ Medicare/ }).waitFor();
    expect(await page.getByRole('columnheader', { name: /Billed average/ }).count()).toBe(0);
    await page.getByRole('radio', { name: 'Values' }).check();

    // The table's figures beside the panels at 1280 px (issue 31 item 10).
    await expectKeyColumnsInView(page, 'Benchmarks data', [
      'Provider',
      'Billed average',
      'Cost average',
      'Medicare average',
      'Claims',
      'Quality',
    ]);

    // Every Ohio hospital: the chart zooms and pans from the keyboard, and says what it shows.
    await pick(page, 'Providers', 'Ohio', /^Ohio/);
    await expect.poll(() => dataRowCount(page), { timeout: 30_000 }).toBeGreaterThan(50);
    const whole = await windowText(page);
    expect(whole).toMatch(/^Showing providers 1–(\d+) of \1$/);
    const chart = page.getByRole('region', { name: /Benchmarks chart/ });
    await chart.focus();
    await page.keyboard.press('+');
    await expect.poll(() => windowText(page)).not.toBe(whole);
    const zoomed = shownWindow(await windowText(page));
    expect(zoomed.end - zoomed.start + 1).toBeLessThan(zoomed.total);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => shownWindow(await windowText(page)).start).toBeGreaterThan(zoomed.start);

    // Details of a hospital, opened from the table with the keyboard.
    const details = rowOf(page, /Cleveland Clinic/i).getByRole('button', { name: /Cleveland Clinic/i });
    await details.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent(), { timeout: 20_000 }).toMatch(/Fiscal Year Ending/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('fits a 390-px phone', async () => {
    const { context, page } = await newPage(browser, phone);
    await signIn(page, 'benchmarks');
    await page.goto(page.url().replace(/\/[^/]*$/, '/benchmarks'));
    await page.getByRole('heading', { level: 1, name: 'Benchmarks' }).waitFor();
    await expect
      .poll(() => page.getByText(/Showing providers/).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expectKeyColumnsInView(page, 'Benchmarks data', [
      'Provider',
      'Billed average',
      'Cost average',
      'Medicare average',
      'Claims',
      'Quality',
    ]);
    await expectNoSidewaysScroll(page);
    // The chart and the table are a link away from the top, not under the panels (issue 31 item
    // 16), and each provider's button is a target of at least 24 px.
    await scrollToTop(page);
    await page.getByRole('link', { name: 'Jump to the chart' }).click();
    await expectInViewport(page, page.locator('#benchmarks-chart'));
    await page.getByRole('link', { name: 'Jump to the table' }).click();
    await expectInViewport(page, page.locator('#benchmarks-table'));
    const nameButtons = await page.getByRole('list', { name: 'Benchmarks data' }).getByRole('button').all();
    expect(nameButtons.length).toBeGreaterThan(0);
    for (const button of nameButtons)
      expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24);
    await expectAccessible(page);
    await context.close();
  });
  it('answers the further views on a 390-px phone: percentiles, a hospital profile, counties', async () => {
    const { context, page } = await newPage(browser, phone);
    await signIn(page, 'benchmarks');
    const origin = new URL(page.url()).origin;

    await page.goto(`${origin}/benchappbenchmark`);
    await page.getByRole('heading', { level: 1, name: 'Inpatient Benchmark Table' }).waitFor();
    await page.getByRole('combobox', { name: 'DRG code' }).fill('470');
    await page.getByRole('combobox', { name: 'Area' }).selectOption('OH');
    await page.getByRole('button', { name: 'Show benchmarks' }).click();
    // On a phone each table is a card a row, every figure labelled on screen (issue 31 item 10).
    const percentiles = page.getByRole('list', { name: 'Percentiles across providers' });
    await percentiles.waitFor({ timeout: 30_000 });
    expect(await percentiles.textContent()).toMatch(/\$\d/);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Hospital profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hospital Profile' }).waitFor();
    await pick(page, 'Hospital', '360180', /Cleveland Clinic/i);
    await page.getByRole('button', { name: 'Show profile' }).click();
    await page.getByRole('list', { name: 'Cost report' }).waitFor({ timeout: 30_000 });
    await expectKeyColumnsInView(page, 'Cost report', ['Figure', 'Value']);
    await expectKeyColumnsInView(page, 'Top DRGs', await firstCardTerms(page, 'Top DRGs'));
    // The captions are read whole above the cards, not cut.
    await page.getByText(/^Cost report 2021, fiscal year ending/).waitFor();
    expect(await page.getByRole('list', { name: 'Cost report' }).textContent()).toContain(
      '$6,037,196,525.00',
    );
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'County comparison' }).click();
    await page.getByRole('heading', { level: 1, name: 'County Comparison' }).waitFor();
    await page.getByRole('combobox', { name: 'DRG code' }).fill('470');
    await page.getByRole('combobox', { name: 'State' }).selectOption('OH');
    await page.getByRole('button', { name: 'Compare counties' }).click();
    const counties = page.getByRole('list', { name: 'Counties' });
    await counties.waitFor({ timeout: 30_000 });
    expect(await counties.textContent()).toMatch(/Cuyahoga/i);
    await expectKeyColumnsInView(page, 'Counties', await firstCardTerms(page, 'Counties'));
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Outpatient and professional benchmark table' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Outpatient and Professional Benchmark Table' })
      .waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await context.close();
  });
});
