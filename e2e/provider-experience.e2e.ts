import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, portalUrl, signIn } from './support/browser.js';

/**
 * A real NPI of the shipped Cleveland directory, practising in 44130 (about 13 miles from 44106,
 * inside the default 25-mile search and outside the 5-mile counts the provider-search journey
 * checks), with no provider-experience record and no demo contract.
 */
const npi = '1164490496';
/** The directory's name of the provider (with the credential the directory states). */
const providerName = 'MARTIN KOSDROSKY, MD';
const searchWord = 'kosdrosky';
/** The browser shows a cached search reply for this long at most (docs/decisions/0083). */
const browserCacheBoundMs = 30_000;

/** The member's provider card of the chosen provider. */
function providerCard(page: Page): Locator {
  return page.locator('[data-label]').filter({ hasText: 'KOSDROSKY' });
}

/** Searches 44106 for the provider by name as the member and returns its card's label. */
async function memberLabel(page: Page): Promise<string> {
  const zip = page.getByRole('textbox', { name: /^Zip code/ });
  if ((await zip.inputValue()) !== '44106') {
    await zip.fill('44106');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  }
  const search = page.getByLabel('Search providers');
  await search.waitFor();
  if ((await search.inputValue()) !== searchWord) await search.fill(searchWord);
  await providerCard(page).waitFor();
  return (await providerCard(page).getAttribute('data-label')) ?? '';
}

/** The admin table of the list. */
function adminTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Provider experience list' });
}

/** Narrows the admin list to the chosen provider by keyword. */
async function findInList(page: Page): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Keyword search' }).fill(searchWord);
  const row = adminTable(page).getByRole('row').filter({ hasText: npi });
  await row.waitFor();
  await expect.poll(() => adminTable(page).locator('tbody tr').count(), { timeout: 10_000 }).toBe(1);
  return row;
}

describe('Provider-experience admin labels providers in search', () => {
  let browser: Browser;
  let updater: { context: BrowserContext; page: Page };
  let member: { context: BrowserContext; page: Page };
  /** When the member last saw the provider's label (ms, this process's clock). */
  let memberSawAt = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    updater = await newPage(browser);
    member = await newPage(browser);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lets the updater insert a CAUTION record for a real NPI near 44106', async () => {
    const { page } = updater;
    await signIn(page, 'provider-updater');
    await page.getByRole('link', { name: 'Update Provider Search' }).click();
    await page.waitForURL(/\/provider-search-update$/);
    await page.getByRole('heading', { level: 1, name: 'Provider Search' }).waitFor();
    await adminTable(page).getByRole('row').nth(1).waitFor();
    await expectAccessible(page);

    // Provider name and NPI stay in place when the table scrolls sideways; the other columns move.
    const npiHeader = adminTable(page).getByRole('columnheader', { name: 'NPI' });
    const taxIdHeader = adminTable(page).getByRole('columnheader', { name: 'Tax ID' });
    const npiAt = (await npiHeader.boundingBox())?.x;
    const taxIdAt = (await taxIdHeader.boundingBox())?.x ?? 0;
    await adminTable(page).getByRole('row').nth(1).hover();
    await page.mouse.wheel(300, 0);
    await expect.poll(async () => (await taxIdHeader.boundingBox())?.x ?? 0).toBeLessThan(taxIdAt - 100);
    expect((await npiHeader.boundingBox())?.x).toBe(npiAt);

    await page.getByRole('radio', { name: 'Insert' }).check();
    const dialog = page.getByRole('dialog', { name: 'Insert New Record' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await dialog.getByText('Provider NPI is required').waitFor();
    await dialog.getByText('Recommendation is required').waitFor();
    const npiField = dialog.getByRole('textbox', { name: /Provider NPI/ });
    // The right length with a wrong check digit (Luhn over 80840 + NPI).
    await npiField.fill('1164490497');
    await npiField.blur();
    await dialog.getByText(/check digit/).waitFor();
    await expectAccessible(page);
    await npiField.fill(npi);
    await dialog.getByText(`Provider: ${providerName} (Professional)`).waitFor();
    await dialog.getByLabel(/Recommendation/).selectOption('CAUTION');
    await dialog
      .getByRole('textbox', { name: 'External Notes' })
      .fill('Synthetic journey note: asks for payment up front.');
    expect(await dialog.getByRole('checkbox', { name: 'Active' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Insert' }).click();

    const complete = page.getByRole('dialog', { name: 'Complete!' });
    await complete.getByText('Record(s) Successfully Added').waitFor();
    await expectAccessible(page);
    await complete.getByRole('button', { name: 'Close' }).click();
    await complete.waitFor({ state: 'detached' });
    const row = await findInList(page);
    expect(await row.innerText()).toContain('CAUTION');
  });

  it("shows a member that provider labelled 'Caution' in a 44106 search", async () => {
    const { page } = member;
    await signIn(page, 'member');
    await page.waitForURL(/\/provider-search$/);
    expect(await memberLabel(page)).toBe('Caution');
    memberSawAt = Date.now();
    await expectAccessible(page);
  });

  it('lets the updater change it to DELISTED, with the history of both changes', async () => {
    const { page } = updater;
    await page.getByRole('radio', { name: 'Update' }).check();
    await page.getByRole('radio', { name: `Update ${providerName}` }).check();
    const dialog = page.getByRole('dialog', { name: 'Update Record' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Provider NPI' }).inputValue()).toBe(npi);
    const history = dialog.getByRole('region', { name: 'Change History' });
    await history.getByText('Recommendation: (empty) → CAUTION').waitFor();
    await expectAccessible(page);
    await dialog.getByLabel(/Recommendation/).selectOption('DELISTED');
    await dialog.getByRole('button', { name: 'Update' }).click();
    const complete = page.getByRole('dialog', { name: 'Complete!' });
    await complete.getByText('Record(s) Successfully Updated').waitFor();
    await expectAccessible(page);
    await complete.getByRole('button', { name: 'Close' }).click();
    await complete.waitFor({ state: 'detached' });

    // The history now shows the insert and the update, newest first, with who made them.
    await page.getByRole('radio', { name: 'Update' }).check();
    await page.getByRole('radio', { name: `Update ${providerName}` }).check();
    const again = page.getByRole('region', { name: 'Change History' });
    await again.getByText('Recommendation: CAUTION → DELISTED').waitFor();
    const entries = again.getByRole('listitem');
    expect(await entries.count()).toBe(2);
    expect(await entries.nth(0).innerText()).toMatch(/Finley Demo-Updater · Updated/);
    expect(await entries.nth(1).innerText()).toMatch(/Finley Demo-Updater · Added/);
    await page.getByRole('dialog', { name: 'Update Record' }).getByRole('button', { name: 'Cancel' }).click();
    expect(await (await findInList(page)).innerText()).toContain('DELISTED');
  });

  it("shows the member 'Not Recommended' once the browser's short cache bound has passed", async () => {
    const { page } = member;
    // The member repeats the very search he made before the change: the browser may answer it from
    // its cache for 30 s at most, then asks the server, whose labels changed at once.
    const waitMs = memberSawAt + browserCacheBoundMs + 1000 - Date.now();
    if (waitMs > 0) await page.waitForTimeout(waitMs);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Provider Search' }).waitFor();
    await expect.poll(() => memberLabel(page), { timeout: 15_000 }).toBe('Not Recommended');
  });

  it('shows the read-only user the list without insert or update controls', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'provider-readonly');
    await page.goto(portalUrl('/provider-search-update'));
    await page.getByRole('heading', { level: 1, name: 'Provider Search' }).waitFor();
    const row = await findInList(page);
    expect(await row.innerText()).toContain('DELISTED');
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Insert' }).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
