/**
 * The walks through the portal's screens that `capture-guide-screenshots.ts` photographs, one a
 * training topic (docs/decisions/0108): what each opens, types and picks on the embedded default,
 * and which element each screenshot of `training-screenshot-list.ts` shows.
 */
import type { Locator, Page } from 'playwright-core';
import type { trainingScreenshotList } from '../apps/web/src/features/training/training-screenshot-list.js';

/** Takes the screenshot `file` (a name of the list) of `target`, or of the whole viewport. */
export type Shoot = (
  file: string,
  target: Locator | 'viewport',
  options?: { margin?: number },
) => Promise<void>;

/** Picks the first option of an autocomplete for `text`, by keyboard. */
async function pick(page: Page, box: string, text: string, option: RegExp): Promise<void> {
  const combobox = page.getByRole('combobox', { name: box });
  await combobox.focus();
  await combobox.pressSequentially(text, { delay: 20 });
  await page.getByRole('option', { name: option }).first().waitFor({ timeout: 30_000 });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** Removes every chip of the autocomplete `box` (Backspace in the empty field removes the last). */
async function clearChips(page: Page, box: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: box });
  const chips = page.locator('.MuiAutocomplete-root', { has: combobox }).locator('.MuiChip-root');
  await combobox.focus();
  while ((await chips.count()) > 0) {
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(100);
  }
}

/** The number of data rows of the Benchmarks table, once it holds at least `atLeast`. */
async function benchmarkRows(page: Page, atLeast: number): Promise<void> {
  const rows = page.getByRole('table', { name: 'Benchmarks data' }).locator('tbody tr');
  const deadline = Date.now() + 60_000;
  while ((await rows.count()) < atLeast || (await page.getByLabel('Loading the chart').count()) > 0) {
    if (Date.now() > deadline) throw new Error('the Benchmarks table did not fill');
    await page.waitForTimeout(200);
  }
}

/**
 * CMS certification numbers of three Cleveland hospitals with outpatient figures for APC 5191 in
 * the CY2016 comprehensive APC file (Cleveland Clinic, University Hospitals, MetroHealth).
 */
const clevelandHospitals: readonly (readonly [string, RegExp])[] = [
  ['360180', /Cleveland Clinic/i],
  ['360137', /UH Cleveland|University Hospitals/i],
  ['360059', /Metro ?Health/i],
];

/** The sidebar section of Benchmarks headed `title` ('Data selection', 'Options'). */
function benchmarksSection(page: Page, title: string): Locator {
  return page.locator('.MuiAccordion-root', { has: page.getByRole('heading', { name: title }) });
}

async function openBenchmarks(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/benchmarks`);
  await page.getByRole('heading', { level: 1, name: 'Benchmarks' }).waitFor();
}

/** Highlights: the demo's saved selection (DRG 470, six Cleveland hospitals), chart and details. */
async function highlights(page: Page, origin: string, shoot: Shoot): Promise<void> {
  await openBenchmarks(page, origin);
  await benchmarkRows(page, 6);
  await shoot('highlights-data-selection.webp', benchmarksSection(page, 'Data selection'));
  const chart = page.getByRole('region', { name: /Benchmarks chart/ }).locator('xpath=..');
  await shoot('highlights-chart.webp', chart);
  await page
    .getByRole('table', { name: 'Benchmarks data' })
    .locator('tbody tr')
    .first()
    .getByRole('button')
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByText(/Fiscal Year Ending/)
    .first()
    .waitFor({ timeout: 30_000 });
  await shoot('highlights-provider-details.webp', dialog, { margin: 0 });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** Inpatient: the options, then the Inpatient Benchmark Table and County Comparison for DRG 470. */
async function inpatient(page: Page, origin: string, shoot: Shoot): Promise<void> {
  await openBenchmarks(page, origin);
  await page.getByRole('radio', { name: 'Inpatient' }).check();
  await benchmarkRows(page, 1);
  await shoot('inpatient-options.webp', benchmarksSection(page, 'Options'));

  await page.goto(`${origin}/benchappbenchmark`);
  await page.getByRole('heading', { level: 1, name: 'Inpatient Benchmark Table' }).waitFor();
  await page.getByRole('combobox', { name: 'DRG code' }).fill('470');
  await page.getByRole('combobox', { name: 'Area' }).selectOption('OH');
  await page.getByRole('button', { name: 'Show benchmarks' }).click();
  await page.getByRole('table').first().waitFor({ timeout: 60_000 });
  await shoot('inpatient-benchmark-table.webp', page.getByRole('main'), { margin: 0 });

  await page.goto(`${origin}/benchappcounty`);
  await page.getByRole('heading', { level: 1, name: 'County Comparison' }).waitFor();
  await page.getByRole('combobox', { name: 'DRG code' }).fill('470');
  await page.getByRole('combobox', { name: 'State' }).selectOption('OH');
  await page.getByRole('button', { name: 'Compare counties' }).click();
  await page.getByRole('table').first().waitFor({ timeout: 60_000 });
  await shoot('inpatient-county-comparison.webp', page.getByRole('table').first());
}

/** Outpatient: claim type and code type, an APC for the saved hospitals, the OP/professional table. */
async function outpatientProfessional(page: Page, origin: string, shoot: Shoot): Promise<void> {
  await openBenchmarks(page, origin);
  await page.getByRole('radio', { name: 'Outpatient' }).check();
  // The selections are kept per claim type: start the outpatient ones afresh.
  await page.waitForLoadState('networkidle');
  await clearChips(page, 'Providers');
  await clearChips(page, 'Procedures');
  for (const [ccn, name] of clevelandHospitals) await pick(page, 'Providers', ccn, name);
  await pick(page, 'Procedures', '5191', /^5191/);
  await benchmarkRows(page, clevelandHospitals.length);
  await shoot('outpatient-options.webp', benchmarksSection(page, 'Options'));
  const results = page.getByRole('region', { name: /Benchmarks chart/ }).locator('xpath=../..');
  await shoot('outpatient-chart-table.webp', results);

  await page.goto(`${origin}/benchappbenchmarkoph`);
  await page
    .getByRole('heading', { level: 1, name: 'Outpatient and Professional Benchmark Table' })
    .waitFor();
  await page.getByRole('radio', { name: /^Outpatient/ }).check();
  await page.getByRole('combobox', { name: 'APC code' }).fill('5191');
  await page.getByRole('combobox', { name: 'Area' }).selectOption('OH');
  await page.getByRole('button', { name: 'Show benchmarks' }).click();
  await page.getByRole('table').first().waitFor({ timeout: 60_000 });
  await shoot('outpatient-benchmark-table.webp', page.getByRole('main'), { margin: 0 });
}

/** Provider Search near 44106 for the demo member with the Lakeshore plan. */
async function providerSearch(page: Page, origin: string, shoot: Shoot): Promise<void> {
  await page.goto(`${origin}/provider-search`);
  await page.getByRole('heading', { level: 1, name: 'Provider Search' }).waitFor();
  await page.getByRole('textbox', { name: /^Zip code/ }).fill('44106');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByLabel('Plan', { exact: true })
    .selectOption({ label: 'Lakeshore Manufacturing Health Plan (synthetic demo)' });
  const cards = page.locator('[data-label]');
  await cards.first().waitFor({ timeout: 60_000 });
  await page.locator('ul[aria-busy="true"]').waitFor({ state: 'detached' });
  await shoot('provider-search-results.webp', 'viewport');
  const badges = page.locator('fieldset', { has: page.getByRole('checkbox', { name: /^Contracted \(/ }) });
  await shoot('provider-search-accessibility.webp', badges);
  await shoot('provider-search-card.webp', page.locator('[data-label="Contracted"]').first());
  await page.evaluate('window.scrollTo(0, 0)');
}

/** A training topic's id: `highlights`, `inpatient`, `outpatientProfessional`, `providerSearch`. */
export type GuideId = keyof typeof trainingScreenshotList;

/**
 * Each topic's walk: the demo account (`<login>@demo.medivi.test`) it signs in and the function
 * that opens its screens on the portal at `origin` and takes its screenshots.
 */
export const guideWalks: Record<GuideId, { login: string; run: typeof highlights }> = {
  highlights: { login: 'benchmarks', run: highlights },
  inpatient: { login: 'benchmarks', run: inpatient },
  outpatientProfessional: { login: 'benchmarks', run: outpatientProfessional },
  providerSearch: { login: 'member', run: providerSearch },
};
