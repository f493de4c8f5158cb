import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './support/api.js';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  expectPageHeading,
  focusedElement,
  launchBrowser,
  newPage,
  phone,
  portalUrl,
  signIn,
} from './support/browser.js';
import { named, tabTo } from './support/keyboard.js';

const saved =
  'Identifiers saved. Files published from now on name the plan by them; a month already published stays as it was.';
const planId = 'demo-plan-northcoast';
const planName = 'North Coast Logistics Plan (synthetic demo)';
/** North Coast's identifiers as the demo seeds them (synthetic), put back at the end of each journey. */
const seeded = {
  planIdType: 'ein',
  planId: '000000103',
  planSponsorName: 'North Coast Logistics (synthetic demo)',
  issuerName: 'North Coast Logistics (synthetic demo)',
  planMarketType: 'group',
};

/** North Coast's identifiers and problems, as the API answers them. */
async function identifiersOf(page: Page): Promise<{ identifiers: unknown; problems: string[] }> {
  const reply = await page.request.get(portalUrl(`/api/plans/${planId}/transparency-identifiers`), {
    headers: await csrfHeaders(page),
  });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as { identifiers: unknown; problems: string[] };
}

/** Puts the seeded identifiers back through the API, as the other journeys expect the demo plans. */
async function restore(page: Page): Promise<void> {
  const reply = await page.request.put(portalUrl(`/api/plans/${planId}/transparency-identifiers`), {
    headers: await csrfHeaders(page),
    data: seeded,
  });
  expect(reply.status()).toBe(200);
}

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
const radio = (page: Page, group: string, name: string) =>
  page.getByRole('radiogroup', { name: new RegExp(`^${group}`) }).getByRole('radio', { name });
const status = (page: Page) => page.getByRole('region', { name: `Publication of ${planName}` });

describe('plan identifiers: medivi-admin sets what the transparency files name a plan by (issue 34; decision 0116)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('admin@ opens the screen from the navigation, moves North Coast to a HIOS id and back, is stopped by a bad id, undoes an edit and follows the link to the publication log', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Plan Identifiers' })
      .click();
    await expectPageHeading(page, 'Plan Identifiers');
    await page.getByRole('combobox', { name: 'Plan' }).waitFor();
    await page.getByRole('combobox', { name: 'Plan' }).selectOption(planId);
    await page.waitForURL((url) => url.searchParams.get('plan') === planId);
    await status(page)
      .getByText(/^Ready to publish/)
      .waitFor();
    expect(await status(page).textContent()).toMatch(/Last run: \d{4}-\d{2}: published, ended /);
    expect(await textbox(page, 'Plan id').inputValue()).toBe('000000103');
    await expectAccessible(page);

    // HIOS: a 14-character plan id is refused on its field, and nothing is sent.
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts += 1;
    });
    await radio(page, 'Plan id type', 'HIOS').click();
    await textbox(page, 'Plan id').fill('12345oh0010001');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A HIOS id is the 10-character product id, as 12345OH001').waitFor();
    expect(puts).toBe(0);
    await expectAccessible(page);

    // The product id, typed in small letters, reads in capitals; no sponsor needed with HIOS.
    await textbox(page, 'Plan id').fill('');
    await textbox(page, 'Plan id').pressSequentially('12345oh001');
    expect(await textbox(page, 'Plan id').inputValue()).toBe('12345OH001');
    await textbox(page, 'Plan sponsor name').fill('');
    await radio(page, 'Market type', 'Individual').click();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.getByRole('status').filter({ hasText: saved }).textContent()).toBe(saved);
    await status(page)
      .getByText(/^Ready to publish/)
      .waitFor();
    expect(await identifiersOf(page)).toMatchObject({
      identifiers: {
        planIdType: 'hios',
        planId: '12345OH001',
        planSponsorName: null,
        issuerName: seeded.issuerName,
        planMarketType: 'individual',
      },
      problems: [],
    });

    // Undo changes puts the stored identifiers back in the form.
    await textbox(page, 'Issuer name').fill('Someone Else (synthetic)');
    await page.getByRole('button', { name: 'Undo changes' }).click();
    expect(await textbox(page, 'Issuer name').inputValue()).toBe(seeded.issuerName);

    // Back to the EIN: typed with its hyphen, stored as nine digits; the sponsor is required again.
    await radio(page, 'Plan id type', 'EIN').click();
    await textbox(page, 'Plan id').fill('00-0000103');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText("Enter the plan sponsor's name: the files need it with an EIN.").waitFor();
    await textbox(page, 'Plan sponsor name').fill(seeded.planSponsorName);
    await radio(page, 'Market type', 'Group').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: saved }).waitFor();
    expect(await textbox(page, 'Plan id').inputValue()).toBe('000000103');
    expect((await identifiersOf(page)).identifiers).toEqual(seeded);
    expect(puts).toBe(2);

    await status(page).getByRole('link', { name: 'Open the publication log' }).click();
    await expectPageHeading(page, 'Transparency Files');
    await page
      .getByRole('table', { name: 'Transparency publications by plan' })
      .getByText(planName)
      .waitFor();
    await context.close();
  });

  it('works from the keyboard alone, focus showing at every stop', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page.goto(portalUrl(`/admin/transparency-identifiers?plan=${planId}`));
    await status(page)
      .getByText(/^Ready to publish/)
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'Plan Identifiers' }).click();
    await tabTo(page, named('Plan'));
    expect((await focusedElement(page)).tag).toBe('select');
    await tabTo(page, named('Open the publication log'));
    // The plan id type: one stop; the arrow key moves the choice to HIOS and back to EIN.
    await tabTo(page, named('EIN'));
    await page.keyboard.press('ArrowRight');
    expect(await radio(page, 'Plan id type', 'HIOS').isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await radio(page, 'Plan id type', 'EIN').isChecked()).toBe(true);
    const issuer = 'North Coast Logistics Issuer (synthetic)';
    await tabTo(page, named(/^Issuer name/));
    await page.keyboard.press('Control+A');
    await page.keyboard.type(issuer);
    await tabTo(page, named('Save'));
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: saved }).waitFor();
    expect((await identifiersOf(page)).identifiers).toEqual({ ...seeded, issuerName: issuer });
    // An edit undone: Undo changes puts the saved issuer back.
    await tabTo(page, named(/^Issuer name/), { backwards: true });
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Someone Else (synthetic)');
    await tabTo(page, named('Undo changes'));
    await page.keyboard.press('Enter');
    expect(await textbox(page, 'Issuer name').inputValue()).toBe(issuer);
    await restore(page);
    // Back up the page to the link to the publication log.
    await tabTo(page, named('Open the publication log'), { backwards: true });
    await page.keyboard.press('Enter');
    await expectPageHeading(page, 'Transparency Files');
    await context.close();
  });

  it('fits a 390 px phone with its navigation, and stays closed to client@, who finds the publication log in his', async () => {
    const { context, page } = await newPage(browser, phone);
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Transparency Files' }).waitFor();
    await drawer.getByRole('link', { name: 'Plan Identifiers' }).click();
    await expectPageHeading(page, 'Plan Identifiers');
    await page.getByRole('combobox', { name: 'Plan' }).selectOption(planId);
    await status(page)
      .getByText(/^Ready to publish/)
      .waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    // Every field as wide as the form on a phone: the plan id above the sponsor.
    const id = await textbox(page, 'Plan id').boundingBox();
    const sponsor = await textbox(page, 'Plan sponsor name').boundingBox();
    expect(id !== null && sponsor !== null && sponsor.y > id.y && id.width === sponsor.width).toBe(true);
    await context.close();

    const client = await newPage(browser);
    await signIn(client.page, 'client');
    const nav = client.page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Plan Identifiers' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Transparency Files' }).click();
    await expectPageHeading(client.page, 'Transparency Files');
    await client.page.goto(portalUrl('/admin/transparency-identifiers'));
    await client.page.getByText('Unauthorized: check roles needed for access').waitFor();
    const headers = await csrfHeaders(client.page);
    const read = await client.page.request.get(portalUrl(`/api/plans/${planId}/transparency-identifiers`), {
      headers,
    });
    expect(read.status()).toBe(403);
    const put = await client.page.request.put(portalUrl(`/api/plans/${planId}/transparency-identifiers`), {
      headers,
      data: seeded,
    });
    expect(put.status()).toBe(403);
    await client.context.close();
  });
});
