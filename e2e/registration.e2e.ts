import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFromOutbox } from './support/outbox.js';
import { expectAccessible, launchBrowser, newPage, portalUrl } from './support/browser.js';

/** Synthetic demo eligibility record kept for this journey (docs/demo-data.md). */
const journeyMember = {
  memberID: 'demo900009',
  groupID: 'cuysch02',
  firstName: 'pat',
  lastName: 'synth-journey',
  dateOfBirth: '12121988',
  zip: '44106',
};
const journeyEmail = 'pat.journey@example.test';
const journeyPassword = 'Journey-Synthetic-Pass-42!';

async function fillMemberInfo(page: Page, member: typeof journeyMember): Promise<void> {
  await page.getByLabel('Member ID').fill(member.memberID);
  await page.getByLabel('Group ID').fill(member.groupID);
  await page.getByLabel('First Name').fill(member.firstName);
  await page.getByLabel('Last Name').fill(member.lastName);
  await page.getByLabel('Date of Birth').pressSequentially(member.dateOfBirth);
  await page.getByLabel('Zip Code').fill(member.zip);
}

describe('registration, e-mail verification and Create Account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('registers a member from the eligibility file, verifies the e-mail from the outbox and creates the account', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portalUrl('/login'));
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL(/\/register$/);
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    await expectAccessible(page);

    await fillMemberInfo(page, journeyMember);
    expect(await page.getByLabel('Last Name').inputValue()).toBe('SYNTH-JOURNEY');
    expect(await page.getByLabel('Date of Birth').inputValue()).toBe('12/12/1988');
    await page.getByRole('button', { name: 'NEXT' }).click();

    await page.getByText('Step 2 of 3: Your e-mail').waitFor();
    await page.getByLabel('Email').fill('Pat.Journey@Example.test');
    expect(await page.getByLabel('Email').inputValue()).toBe(journeyEmail);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'NEXT' }).click();

    await page.getByText('Step 3 of 3: Your password').waitFor();
    await page.getByLabel(/^Password\W*$/).fill(journeyPassword);
    await page.getByLabel(/^Re-enter Password\W*$/).fill('Not-The-Same-Pass-42!');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await page.getByText('Passwords must match').waitFor();
    await expectAccessible(page);
    await page.getByLabel(/^Re-enter Password\W*$/).fill(journeyPassword);
    await page.getByRole('button', { name: 'REGISTER' }).click();

    await page.waitForURL(/\/check-email$/);
    await page.getByText(journeyEmail).waitFor();
    await expectAccessible(page);

    await page.goto(portalUrl(await linkFromOutbox(journeyEmail, 'email-verification')));
    await page.waitForURL(/\/create-profile$/);
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(journeyEmail);
    await expectAccessible(page);

    await page.getByLabel('Full Name').fill('Pat Synth-Journey');
    await page.getByLabel(/^Password\W*$/).fill(journeyPassword);
    await page.getByLabel(/^Re-enter Password\W*$/).fill(journeyPassword);
    await page.locator('li[data-state="met"]', { hasText: 'Not a Compromised Password' }).waitFor();
    const create = page.getByRole('button', { name: 'CREATE ACCOUNT' });
    expect(await create.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Terms of Service' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms of Service' });
    await terms.getByText(/State of Oregon/).waitFor();
    await expectAccessible(page);
    await terms.getByRole('button', { name: 'AGREE' }).click();
    await terms.waitFor({ state: 'hidden' });
    expect(await page.getByRole('checkbox', { name: 'Agree to' }).isChecked()).toBe(true);

    await create.click();
    await page.waitForURL(/\/welcome$/);
    await page.getByRole('heading', { level: 1, name: 'Welcome to MediVI' }).waitFor();
    await expectAccessible(page);

    // The link is single-use: opening it again lands on / (sign-in).
    await page.goto(portalUrl(await linkFromOutbox(journeyEmail, 'email-verification')));
    await page.waitForURL(/\/login/);
    await context.close();
  });

  it("shows 'Member credentials already in use' for the record of an existing demo account", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portalUrl('/register'));
    await fillMemberInfo(page, {
      memberID: 'DEMO100001',
      groupID: 'LAKESHORE01',
      firstName: 'Jordan',
      lastName: 'Demo-Member',
      dateOfBirth: '03151984',
      zip: '44106',
    });
    await page.getByRole('button', { name: 'NEXT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Member credentials already in use' });
    await dialog.getByText('me****@demo.medivi.test').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Step 1 of 3: Member information').waitFor();
    await context.close();
  });

  it('answers a wrong member detail with one message that does not say which field', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portalUrl('/register'));
    await fillMemberInfo(page, { ...journeyMember, memberID: 'DEMO900010' });
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByText(/We could not find a member with these details/).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
