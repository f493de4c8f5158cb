import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './support/api.js';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  focusedElement,
  launchBrowser,
  newPage,
  phone,
  portalUrl,
  signIn,
} from './support/browser.js';
import { named, tabTo } from './support/keyboard.js';

const saved =
  'Service levels saved. Cases filed from now on run on them; cases already filed keep the levels they started with.';

interface TypeReply {
  levels: { firstResponseDays: number; resolutionDays: number; extensionDays: number };
  usesDefaults: boolean;
}

/** The plan of the demo data the journey changes (and returns to the defaults). */
async function northCoastId(page: Page): Promise<string> {
  const reply = await page.request.get(portalUrl('/api/plans/service-levels'), {
    headers: await csrfHeaders(page),
  });
  expect(reply.status()).toBe(200);
  const { plans } = (await reply.json()) as { plans: { planId: string; planName: string }[] };
  const plan = plans.find((candidate) => candidate.planName.startsWith('North Coast Logistics Plan'));
  if (plan === undefined) throw new Error('no North Coast plan');
  return plan.planId;
}

/** The plan's levels per type, as the API answers them. */
async function levelsOf(page: Page, planId: string): Promise<Record<string, TypeReply>> {
  const reply = await page.request.get(portalUrl(`/api/plans/${planId}/service-levels`), {
    headers: await csrfHeaders(page),
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { types: Record<string, TypeReply> }).types;
}

/** The group of one case type's levels, and a field of it by its label. */
const group = (page: Page, name: string) => page.getByRole('group', { name });
const field = (page: Page, type: string, label: string) =>
  group(page, type).getByRole('textbox', { name: new RegExp(`^${label}`) });

describe("service levels: medivi-admin sets a plan's business days per case type (issue 35; decision 0117)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("admin@ sets North Coast's Balance Bill levels, reads them back, is stopped by a bad one, and returns to the defaults", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Service Levels' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Service Levels' }).waitFor();
    await group(page, 'Balance Bill').waitFor();
    await expectAccessible(page);

    const planId = await northCoastId(page);
    await page.getByRole('combobox', { name: 'Plan' }).selectOption(planId);
    await page.waitForURL((url) => url.searchParams.get('plan') === planId);
    await page.getByRole('form', { name: /^Service levels of North Coast Logistics Plan/ }).waitFor();
    await group(page, 'Balance Bill').getByText('Uses the defaults').waitFor();
    expect(await field(page, 'Balance Bill', 'Resolution').inputValue()).toBe('45');

    await field(page, 'Balance Bill', 'Resolution').fill('30');
    await field(page, 'Balance Bill', 'Extension').fill('5');
    await group(page, 'Balance Bill')
      .getByText("Will use these levels of the plan's own once saved")
      .waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.getByRole('status').filter({ hasText: saved }).textContent()).toBe(saved);
    await group(page, 'Balance Bill').getByText("The plan's own levels").waitFor();
    await expectAccessible(page);
    expect((await levelsOf(page, planId)).BalanceBill).toEqual({
      levels: { firstResponseDays: 2, resolutionDays: 30, extensionDays: 5 },
      usesDefaults: false,
      defaults: { firstResponseDays: 2, resolutionDays: 45, extensionDays: 10 },
      updatedAt: expect.any(String) as string,
    });

    // Read back after a reload: the page asks the server, the picker says which types are its own.
    await page.reload();
    await group(page, 'Balance Bill').getByText("The plan's own levels").waitFor();
    expect(await field(page, 'Balance Bill', 'Resolution').inputValue()).toBe('30');
    const picked = page.getByRole('combobox', { name: 'Plan' }).locator('option:checked');
    expect(await picked.textContent()).toMatch(/: own Balance Bill$/);

    // A resolution before the first response is refused on the field, and nothing is sent.
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts += 1;
    });
    await field(page, 'Access Issue', 'Resolution').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await group(page, 'Access Issue')
      .getByText('The resolution cannot come before the first response.')
      .waitFor();
    expect(puts).toBe(0);
    await expectAccessible(page);

    // Use defaults on every type (Access Issue's bad value goes with it), then Save.
    for (const type of ['Access Issue', 'Call Ahead', 'Balance Bill']) {
      await page.getByRole('button', { name: `Use defaults for ${type}` }).click();
    }
    expect(await field(page, 'Access Issue', 'Resolution').inputValue()).toBe('5');
    expect(await field(page, 'Balance Bill', 'Extension').inputValue()).toBe('10');
    await group(page, 'Balance Bill').getByText('Will use the defaults once saved').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: saved }).waitFor();
    await group(page, 'Balance Bill').getByText('Uses the defaults').waitFor();
    expect(puts).toBe(1);
    const types = await levelsOf(page, planId);
    expect(Object.values(types).map((type) => type.usesDefaults)).toEqual([true, true, true]);
    await context.close();
  });

  it('works from the keyboard alone, focus showing at every stop', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    const planId = await northCoastId(page);
    await page.goto(portalUrl(`/admin/service-levels?plan=${planId}`));
    await group(page, 'Balance Bill').getByText('Uses the defaults').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Service Levels' }).click();
    await tabTo(page, named('Plan'));
    expect((await focusedElement(page)).tag).toBe('select');
    // Balance Bill's first response, then its resolution: typed over.
    await tabTo(page, named('First response'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    expect((await focusedElement(page)).name).toBe('Resolution');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('20');
    await tabTo(page, named('Use defaults for Balance Bill'));
    await page.keyboard.press('Enter');
    expect(await field(page, 'Balance Bill', 'First response').inputValue()).toBe('2');
    await group(page, 'Balance Bill').getByText('Uses the defaults').waitFor();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect((await focusedElement(page)).name).toBe('Resolution');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('40');
    await tabTo(page, named('Save'));
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: saved }).waitFor();
    expect((await levelsOf(page, planId)).BalanceBill?.levels.resolutionDays).toBe(40);
    // Back to the defaults through the API, as the other journeys expect the demo plans.
    const reset = await page.request.put(portalUrl(`/api/plans/${planId}/service-levels`), {
      headers: await csrfHeaders(page),
      data: {
        BalanceBill: { useDefaults: true },
        AccessIssue: { useDefaults: true },
        CallAhead: { useDefaults: true },
      },
    });
    expect(reset.status()).toBe(200);
    await context.close();
  });

  it('fits a phone and 320 px, and stays closed to a member, page and API', async () => {
    for (const width of [390, 320]) {
      const { context, page } = await newPage(browser, { ...phone, viewport: { width, height: 844 } });
      await signIn(page, 'admin');
      await page.goto(portalUrl('/admin/service-levels'));
      await page.getByRole('heading', { level: 1, name: 'Service Levels' }).waitFor();
      await group(page, 'Call Ahead').waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      // The three levels stack on a phone: each field as wide as its group.
      const box = await field(page, 'Balance Bill', 'Resolution').boundingBox();
      const first = await field(page, 'Balance Bill', 'First response').boundingBox();
      expect(box !== null && first !== null && box.y > first.y).toBe(true);
      if (width === 390) await expectAccessible(page);
      await context.close();
    }
    const member = await newPage(browser);
    await signIn(member.page, 'member');
    await member.page.goto(portalUrl('/admin/service-levels'));
    await member.page.getByText('Unauthorized: check roles needed for access').waitFor();
    expect(
      await member.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Service Levels' })
        .count(),
    ).toBe(0);
    const listed = await member.page.request.get(portalUrl('/api/plans/service-levels'), {
      headers: await csrfHeaders(member.page),
    });
    expect(listed.status()).toBe(403);
    const put = await member.page.request.put(portalUrl('/api/plans/demo-plan-northcoast/service-levels'), {
      headers: await csrfHeaders(member.page),
      data: {
        BalanceBill: { useDefaults: true },
        AccessIssue: { useDefaults: true },
        CallAhead: { useDefaults: true },
      },
    });
    expect(put.status()).toBe(403);
    await member.context.close();
  });
});
