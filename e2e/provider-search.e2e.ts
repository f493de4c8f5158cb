import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchLanguage } from './support/accounts.js';
import { expectAccessible, launchBrowser, newPage, signIn } from './support/browser.js';

/** The range label above the results, as numbers: start, end, total. */
async function range(page: Page): Promise<{ start: number; end: number; total: number }> {
  const text = await page
    .getByRole('navigation', { name: 'Result pages', exact: true })
    .getByText(/^\d+-\d+ of \d+$/)
    .innerText();
  const [start, end, total] = (text.match(/\d+/g) ?? []).map(Number);
  return { start: start ?? 0, end: end ?? 0, total: total ?? 0 };
}

/** Waits until the range label shows a total that satisfies `check`, and returns the range. */
async function rangeWhen(page: Page, check: (r: { start: number; end: number; total: number }) => boolean) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const current = await range(page).catch(() => ({ start: -1, end: -1, total: -1 }));
    const busy = await page.locator('ul[aria-busy="true"]').count();
    if (busy === 0 && check(current)) return current;
    if (Date.now() > deadline) throw new Error(`range stayed ${JSON.stringify(current)}`);
    await page.waitForTimeout(150);
  }
}

function cards(page: Page): Locator {
  return page
    .getByRole('list')
    .filter({ has: page.locator('[data-label]') })
    .locator('[data-label]');
}

async function labelsOnPage(page: Page): Promise<string[]> {
  const all = await cards(page).all();
  return Promise.all(all.map(async (card) => (await card.getAttribute('data-label')) ?? ''));
}

describe('Provider Search on the real directory', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('finds real Cleveland providers near 44106 and every filter, sort and page control works', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'member');
    await page.waitForURL(/\/provider-search$/);
    await page.getByText('Enter Zip code to search for providers nearby you').waitFor();
    await expectAccessible(page);

    // Zip rules: fewer than 5 digits, then an unknown zip answered by the server.
    const zip = page.getByRole('textbox', { name: /^Zip code/ });
    await zip.fill('441');
    await zip.blur();
    await page.getByText('Must be 5 digits').waitFor();
    // At 5 digits the server validates the zip; an unknown one shows its message and blocks Search.
    await zip.fill('00000');
    await page.getByText(/not recognized/).waitFor();
    expect(await page.getByRole('button', { name: 'Search', exact: true }).isDisabled()).toBe(true);

    // 44106 with a 5-mile radius lists real providers of the shipped Cleveland file.
    await zip.fill('44106');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Search for Providers by zip code').waitFor();
    const at25 = await rangeWhen(page, (r) => r.total > 0);
    const slider = page.getByRole('slider', { name: 'Search radius' });
    await slider.focus();
    await slider.press('Home');
    for (let step = 0; step < 5; step += 1) await slider.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuetext')).toBe('Within 5 miles');
    const at5 = await rangeWhen(page, (r) => r.total > 0 && r.total < at25.total);
    expect(at5).toMatchObject({ start: 1, end: 50 });
    const distances = await cards(page).locator('text=/Within|miles away/').allInnerTexts();
    expect(distances.every((text) => /Within your zip code|Within 5 miles/.test(text))).toBe(true);
    await expectAccessible(page);

    // Free text finds a real physician of the shipped file by name.
    const search = page.getByLabel('Search providers');
    await search.fill('velotta');
    await rangeWhen(page, (r) => r.total === 1);
    await cards(page)
      .getByText(/JENNIFER VELOTTA/)
      .waitFor();
    await search.fill('');
    await rangeWhen(page, (r) => r.total === at5.total);

    // Plan: the member has two plans; with Lakeshore, contracted providers come first.
    await page
      .getByLabel('Plan', { exact: true })
      .selectOption({ label: 'Lakeshore Manufacturing Health Plan (synthetic demo)' });
    await rangeWhen(page, (r) => r.total === at5.total);
    await page
      .getByText(/Synthetic demo plan/)
      .first()
      .waitFor();
    expect((await labelsOnPage(page))[0]).toBe('Contracted');

    // Accessibility: keep only Caution.
    for (const label of ['Contracted', 'Unknown', 'Not Recommended']) {
      await page.getByRole('checkbox', { name: new RegExp(`^${label} \\(`) }).click();
      await page.waitForTimeout(100);
    }
    await rangeWhen(page, (r) => r.total === 2);
    expect(await labelsOnPage(page)).toEqual(['Caution', 'Caution']);
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: /^Not Recommended \(/ }).click();
    await rangeWhen(page, (r) => r.total === 4);
    expect((await labelsOnPage(page)).sort()).toEqual([
      'Caution',
      'Caution',
      'Not Recommended',
      'Not Recommended',
    ]);
    for (const label of ['Contracted', 'Unknown']) {
      await page.getByRole('checkbox', { name: new RegExp(`^${label} \\(`) }).click();
      await page.waitForTimeout(100);
    }
    await rangeWhen(page, (r) => r.total === at5.total);

    // Provider type and specialty, from the NUCC taxonomy, with counts that match the list.
    const typeSelect = page.getByRole('combobox', { name: 'Provider Type', exact: true });
    const typeOption = await typeSelect
      .locator('option', { hasText: /^Internal Medicine \(\d+\)$/ })
      .innerText();
    await typeSelect.selectOption({ label: typeOption });
    const typeCount = Number(/\((\d+)\)/.exec(typeOption)?.[1]);
    await rangeWhen(page, (r) => r.total === typeCount);
    const specialtySelect = page.getByRole('combobox', { name: 'Specialty', exact: true });
    const specialtyOption = await specialtySelect.locator('option').nth(1).innerText();
    await specialtySelect.selectOption({ label: specialtyOption });
    const specialtyCount = Number(/\((\d+)\)\s*$/.exec(specialtyOption)?.[1]);
    await rangeWhen(page, (r) => r.total === specialtyCount);
    await typeSelect.selectOption({ label: 'All Types' });
    await rangeWhen(page, (r) => r.total === at5.total);

    // Sort by name, descending.
    await page
      .getByRole('combobox', { name: 'Sort By', exact: true })
      .selectOption({ label: 'Provider Name' });
    await page.getByRole('button', { name: 'Descending' }).click();
    await rangeWhen(page, (r) => r.total === at5.total);
    const names = await cards(page).locator('h3').allInnerTexts();
    expect(names.length).toBe(50);

    // Gender: the Cleveland directory states no gender, and gender is never inferred, so within 5
    // miles of 44106 no provider is known to be female.
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByText('No providers found with given filters').waitFor();
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'All' }).first().check();
    await rangeWhen(page, (r) => r.total === at5.total);
    await page.getByRole('radio', { name: 'Facility' }).check();
    const facilities = await rangeWhen(page, (r) => r.total > 0 && r.total < at5.total);
    expect(facilities.total).toBeGreaterThan(0);
    await page.getByRole('radio', { name: 'All' }).last().check();
    await rangeWhen(page, (r) => r.total === at5.total);

    // Paging and page size.
    const topPager = page.getByRole('navigation', { name: 'Result pages', exact: true });
    const previous = topPager.getByRole('button', { name: 'Previous page' });
    expect(await previous.isDisabled()).toBe(true);
    await topPager.getByRole('button', { name: 'Next page' }).click();
    await rangeWhen(page, (r) => r.start === 51 && r.end === 100);
    await previous.click();
    await rangeWhen(page, (r) => r.start === 1 && r.end === 50);
    await topPager.getByRole('combobox', { name: 'Per page', exact: true }).selectOption('100');
    await rangeWhen(page, (r) => r.start === 1 && r.end === Math.min(100, at5.total));
    await expectAccessible(page);

    // Clear: radius back to 25 miles, every filter reset.
    await page.getByRole('button', { name: 'Clear' }).click();
    await rangeWhen(page, (r) => r.total === at25.total && r.end === 50);
    const radius = page.getByRole('slider', { name: 'Search radius' });
    expect(await radius.inputValue()).toBe('25');
    expect(await radius.getAttribute('aria-valuetext')).toBe('Within 25 miles');

    // Sign out.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'LOG OUT' }).click();
    await page
      .getByRole('dialog', { name: 'Are You Sure?' })
      .getByRole('button', { name: 'LOG OUT' })
      .click();
    await page.waitForURL(/\/login/);
    await context.close();
  });

  it('works on a phone-sized screen, with the phone as a link', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signIn(page, 'member2');
    await page.waitForURL(/\/provider-search$/);
    await page.getByRole('textbox', { name: /^Zip code/ }).fill('44106');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await rangeWhen(page, (r) => r.total > 0);
    expect(await cards(page).first().locator('a[href^="tel:"]').count()).toBe(1);
    await expectAccessible(page);
    await context.close();
  });

  it('reads in Spanish on a phone, with no English of the page left (issue 37)', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signIn(page, 'member2');
    await page.waitForURL(/\/provider-search$/);
    try {
      await switchLanguage(page, 'es');
      await page.getByRole('heading', { level: 1, name: 'Búsqueda de proveedores' }).waitFor();
      await page.getByRole('textbox', { name: /^Código postal/ }).fill('44106');
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      await page
        .getByRole('navigation', { name: 'Páginas de resultados', exact: true })
        .getByText(/^\d+-\d+ de \d+$/)
        .waitFor();
      await cards(page).first().waitFor();
      const text = await page.getByRole('main').innerText();
      expect(text).toContain('Filtros');
      expect(text).toContain('Distancia de búsqueda');
      // The page's own English; provider names, types and specialties are data and stay as they are.
      for (const english of [
        'Provider Search',
        'Filters',
        'Search radius',
        'Sort By',
        'Gender',
        'Results',
        ' of ',
      ]) {
        expect(text).not.toContain(english);
      }
      await expectAccessible(page);
    } finally {
      // Back to English on the account, so that other journeys of this account read English.
      await switchLanguage(page, 'en');
      await context.close();
    }
  });
});
