import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountSettings } from './support/accounts.js';
import { linkFromOutbox } from './support/outbox.js';
import { expectAccessible, expectPageHeading, launchBrowser, newPage, portalUrl } from './support/browser.js';
import { expectFocusOnHeading, named, tabTo } from './support/keyboard.js';
import { signInThroughUi } from './support/sign-in.js';

/**
 * The whole life of a new member, through the screens only, as a person would try it: register
 * against the eligibility file, verify the e-mail from the outbox, create the account, sign in
 * with the e-mailed code, go through the first run (keyboard only), add a dependent and a plan,
 * sign out, reset the forgotten password, and sign in again. The family is synthetic and kept for this journey (docs/demo-data.md,
 * DEMO950010).
 */
const email = 'quinn.newfamily@example.test';
const firstPassword = 'Quinn-Synthetic-Pass-71!';
const resetPassword = 'Quinn-Reset-Synthetic-83!';

async function fillPerson(
  page: Page,
  person: { memberID: string; groupID: string; firstName: string; dateOfBirth: string },
): Promise<void> {
  await page.getByLabel('Member ID').fill(person.memberID);
  await page.getByLabel('Group ID').fill(person.groupID);
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill('synth-newfamily');
  await page.getByLabel('Date of Birth').pressSequentially(person.dateOfBirth);
  await page.getByLabel('Zip Code').fill('44106');
}

/**
 * The first run at /onboarding with the keyboard alone (accounts spec §2 "member not yet
 * onboarded"): the plan on the account, the search zip 44106, the notification switch, Finish;
 * each step's heading takes focus. Ends on Provider Search with results near 44106.
 */
async function firstRunByKeyboard(page: Page): Promise<void> {
  await page.waitForURL(/\/onboarding$/);
  await expectPageHeading(page, 'Getting Started');
  await page.getByRole('heading', { level: 2, name: 'Step 1 of 3: Your plan' }).waitFor();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Lakeshore Manufacturing Health Plan (synthetic demo)' })
    .waitFor();
  await expectAccessible(page);
  await tabTo(page, named('Next'));
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, 'Step 2 of 3: Search area', 'h2');
  await tabTo(page, named('Zip code'));
  await page.keyboard.type('44106');
  await tabTo(page, named('Next'));
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, 'Step 3 of 3: Notifications', 'h2');
  const notify = page.getByRole('switch', { name: 'Send me notifications about my cases' });
  const wasOn = await notify.isChecked();
  await tabTo(page, named('Send me notifications about my cases'));
  await page.keyboard.press('Space');
  await expect.poll(() => notify.isChecked()).toBe(!wasOn);
  await expectAccessible(page);
  await tabTo(page, named('Finish'));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/provider-search\?zip=44106$/);
  await expectPageHeading(page, 'Provider Search');
  expect(await page.getByRole('textbox', { name: /^Zip code/ }).inputValue()).toBe('44106');
  await page.locator('[data-label]').first().waitFor({ timeout: 20_000 });
}

describe('a new member from registration to a reset password', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('registers, verifies, signs in with the code, completes the first run by keyboard, adds a dependent and a plan, resets the password and signs in again', async () => {
    const { context, page } = await newPage(browser);

    // Register against the eligibility record.
    await page.goto(portalUrl('/login'));
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL(/\/register$/);
    await fillPerson(page, {
      memberID: 'demo950010',
      groupID: 'lakeshore01',
      firstName: 'quinn',
      dateOfBirth: '08191987',
    });
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByText('Step 2 of 3: Your e-mail').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByText('Step 3 of 3: Your password').waitFor();
    await page.getByLabel(/^Password\W*$/).fill(firstPassword);
    await page.getByLabel(/^Re-enter Password\W*$/).fill(firstPassword);
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await page.waitForURL(/\/check-email$/);
    await page.getByText(email).waitFor();

    // Follow the e-mailed link and create the account.
    await page.goto(portalUrl(await linkFromOutbox(email, 'email-verification')));
    await page.waitForURL(/\/create-profile$/);
    await page.getByLabel('Full Name').fill('Quinn Synth-Newfamily');
    await page.getByLabel(/^Password\W*$/).fill(firstPassword);
    await page.getByLabel(/^Re-enter Password\W*$/).fill(firstPassword);
    await page.locator('li[data-state="met"]', { hasText: 'Not a Compromised Password' }).waitFor();
    await page.getByRole('checkbox', { name: 'Agree to' }).check();
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await page.waitForURL(/\/welcome$/);
    await page.getByRole('heading', { level: 1, name: 'Welcome to MediVI' }).waitFor();
    await page.goto(portalUrl('/logout'));
    await page.waitForURL(/\/login/);

    // Sign in with the password and the e-mailed code: the first sign-in starts the first run.
    await signInThroughUi(page, portalUrl(''), email, firstPassword);
    await firstRunByKeyboard(page);

    // Add the child as a dependent.
    await openAccountSettings(page);
    const dependents = page.getByRole('region', { name: 'Dependent Members' });
    await dependents.getByRole('button', { name: 'ADD DEPENDENT' }).click();
    await page.waitForURL(/\/dependent-information$/);
    await fillPerson(page, {
      memberID: 'demo950010-01',
      groupID: 'lakeshore01',
      firstName: 'rowan',
      dateOfBirth: '03112016',
    });
    await page.getByRole('button', { name: 'ADD', exact: true }).click();
    const dependentAdded = page.getByRole('dialog', { name: 'Dependent Member Added!' });
    await dependentAdded.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/my-account$/);
    await dependents.getByRole('listitem').filter({ hasText: 'ROWAN SYNTH-NEWFAMILY' }).waitFor();

    // Add the second plan.
    const myPlan = page.getByRole('region', { name: 'My Plan' });
    await myPlan.getByRole('button', { name: 'ADD PLAN' }).click();
    await page.waitForURL(/\/add-plan$/);
    await fillPerson(page, {
      memberID: 'demo950011',
      groupID: 'ncoast03',
      firstName: 'quinn',
      dateOfBirth: '08191987',
    });
    await page.getByRole('button', { name: 'ADD PLAN' }).click();
    const planAdded = page.getByRole('dialog', { name: 'Plan Added!' });
    await planAdded.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/my-account$/);
    await myPlan
      .getByRole('combobox', { name: 'Plan' })
      .selectOption({ label: 'North Coast Logistics Plan (synthetic demo)' });
    await expectAccessible(page);

    // Sign out.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'LOG OUT' }).click();
    await page
      .getByRole('dialog', { name: 'Are You Sure?' })
      .getByRole('button', { name: 'LOG OUT' })
      .click();
    await page.waitForURL(/\/login/);

    // Forgot the password: reset it through the e-mailed link.
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/password-reset$/);
    await page.getByLabel('Email', { exact: false }).fill(email);
    await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    await page.getByRole('dialog', { name: 'Email Sent' }).getByRole('button', { name: 'OK' }).click();
    await page.goto(portalUrl(await linkFromOutbox(email, 'password-reset')));
    await page.waitForURL(/\/update-password$/);
    await page.getByLabel('New Password', { exact: false }).first().fill(resetPassword);
    await page.getByLabel('Re-enter Password', { exact: false }).first().fill(resetPassword);
    const update = page.getByRole('button', { name: 'UPDATE PASSWORD' });
    await expect.poll(() => update.isEnabled()).toBe(true);
    await update.click();
    await page.waitForURL(/\/password-reset-success$/);
    await page.getByText('Congratulations, your password has been successfully reset.').waitFor();
    await context.close();

    // Sign in again, in a fresh browser, with the new password and a new code.
    const again = await newPage(browser);
    await signInThroughUi(again.page, portalUrl(''), email, resetPassword);
    await again.page.waitForURL(/\/provider-search$/);
    await openAccountSettings(again.page);
    await again.page
      .getByRole('region', { name: 'Dependent Members' })
      .getByRole('listitem')
      .filter({ hasText: 'ROWAN SYNTH-NEWFAMILY' })
      .waitFor();
    await again.context.close();
  });
});
