import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountSettings, switchLanguage } from './support/accounts.js';
import { linkFromOutbox } from './support/outbox.js';
import { expectAccessible, launchBrowser, newPage, phone, portalUrl, signIn } from './support/browser.js';
import { signInThroughUi } from './support/sign-in.js';

/**
 * A member this journey registers for itself from a synthetic demo eligibility record nobody else
 * uses (docs/demo-data.md: DEMO400006, a subscriber without an account whose children KAI and MILA
 * are under 18), so adding and deleting dependents and deleting the account touch no shared
 * demo account.
 */
const journeyMember = {
  memberID: 'DEMO400006',
  groupID: 'NCOAST03',
  firstName: 'MORGAN',
  lastName: 'SYNTH-NORTH',
  dateOfBirth: '1995-02-28',
  zip: '44114',
};
const journeyEmail = 'morgan.account-settings@example.test';
const journeyPassword = 'Settings-Synthetic-Pass-58!';

/** Registers the journey's member through the API, as the registration screens would. */
async function registerJourneyMember(request: APIRequestContext): Promise<void> {
  const added = await request.post(portalUrl('/api/v3/members/add'), {
    data: {
      ...journeyMember,
      email: journeyEmail,
      password: journeyPassword,
      passwordConfirm: journeyPassword,
    },
  });
  expect(added.status()).toBe(200);
  const verified = await request.post(portalUrl('/api/verifyEmail'), {
    data: {
      emailVerificationCode: (await linkFromOutbox(journeyEmail, 'email-verification')).split('/').pop(),
    },
  });
  expect(verified.status()).toBe(200);
  const { csrfToken } = (await verified.json()) as { csrfToken: string };
  const profile = await request.post(portalUrl('/api/createProfile'), {
    headers: { 'x-csrf-token': csrfToken },
    multipart: { fullName: 'Morgan Synth-North', password: journeyPassword, app: 'MediVI' },
  });
  expect(profile.status()).toBe(200);
}

async function fillMemberForm(
  page: Page,
  values: {
    memberID: string;
    groupID: string;
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    zip: string;
  },
): Promise<void> {
  await page.getByLabel('Member ID').fill(values.memberID);
  await page.getByLabel('Group ID').fill(values.groupID);
  await page.getByLabel('First Name').fill(values.firstName);
  await page.getByLabel('Last Name').fill(values.lastName);
  await page.getByLabel('Date of Birth').pressSequentially(values.dateOfBirth);
  await page.getByLabel('Zip Code').fill(values.zip);
}

describe('account settings: add a plan, add and delete a dependent, delete the account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    const { context, page } = await newPage(browser);
    await registerJourneyMember(page.request);
    await context.close();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('adds a dependent under 18 after the age rule refuses an adult, then deletes it after the confirm', async () => {
    const { context, page } = await newPage(browser);
    await signInThroughUi(page, portalUrl(''), journeyEmail, journeyPassword);
    await openAccountSettings(page);
    const dependents = page.getByRole('region', { name: 'Dependent Members' });
    await dependents.getByText('No dependents have been added.').waitFor();
    expect(
      await page.getByRole('region', { name: 'My Profile' }).getByText('Member ID: DEMO400006').count(),
    ).toBe(1);
    await expectAccessible(page);

    await dependents.getByRole('button', { name: 'ADD DEPENDENT' }).click();
    await page.waitForURL(/\/dependent-information$/);
    await page.getByRole('heading', { level: 1, name: 'Dependent Information' }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Account Settings' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await expectAccessible(page);

    // The spouse is an adult: the form refuses the date before anything is sent.
    await fillMemberForm(page, {
      memberID: 'demo400006-01',
      groupID: 'ncoast03',
      firstName: 'jamie',
      lastName: 'synth-north',
      dateOfBirth: '02291996',
      zip: '4411',
    });
    await page.getByRole('button', { name: 'ADD', exact: true }).click();
    await page.getByText('*Dependent’s age should be less than 18 years.').waitFor();
    await page.getByText('Must be 5 digits.').waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('JAMIE');
    await expectAccessible(page);

    await page.getByLabel('Member ID').fill('demo400006-02');
    await page.getByLabel('First Name').fill('kai');
    await page.getByLabel('Date of Birth').fill('');
    await page.getByLabel('Date of Birth').pressSequentially('05102014');
    await page.getByLabel('Zip Code').fill('44114');
    await page.getByRole('button', { name: 'ADD', exact: true }).click();
    const added = page.getByRole('dialog', { name: 'Dependent Member Added!' });
    await added.waitFor();
    await expectAccessible(page);
    await added.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/my-account$/);
    const card = dependents.getByRole('listitem').filter({ hasText: 'KAI SYNTH-NORTH' });
    await card.getByText('Member ID: DEMO400006-02').waitFor();

    await card.getByRole('button', { name: /Delete Member/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Are You Sure?' });
    await confirm.waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'DELETE MEMBER' }).click();
    await dependents.getByText('No dependents have been added.').waitFor();
    await context.close();
  });

  it("adds the demo member's plan on another plan, which then shows in the plan dropdown", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'member');
    await openAccountSettings(page);
    const myPlan = page.getByRole('region', { name: 'My Plan' });
    await myPlan.getByRole('combobox', { name: 'Plan' }).waitFor();
    await expectAccessible(page);
    await myPlan.getByRole('button', { name: 'ADD PLAN' }).click();
    await page.waitForURL(/\/add-plan$/);
    await page.getByRole('heading', { level: 1, name: 'Add Plan' }).waitFor();
    await expectAccessible(page);

    await fillMemberForm(page, {
      memberID: 'demo700007',
      groupID: 'ncoast03',
      firstName: 'jordan',
      lastName: 'demo-member',
      dateOfBirth: '03151984',
      zip: '44106',
    });
    await page.getByRole('button', { name: 'ADD PLAN' }).click();
    const added = page.getByRole('dialog', { name: 'Plan Added!' });
    await added.waitFor();
    await expectAccessible(page);
    await added.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/my-account$/);
    await myPlan
      .getByRole('combobox', { name: 'Plan' })
      .selectOption({ label: 'North Coast Logistics Plan (synthetic demo)' });
    await context.close();
  });

  it('reads in Spanish on a phone: title, navigation opened by keyboard and every section (issue 37)', async () => {
    const { context, page } = await newPage(browser, phone);
    await signInThroughUi(page, portalUrl(''), journeyEmail, journeyPassword);
    await page.goto(portalUrl('/my-account'));
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    const banner = page.getByRole('banner');
    try {
      await switchLanguage(page, 'es');
      await page.getByRole('heading', { level: 1, name: 'Configuración de la cuenta' }).waitFor();
      expect(await page.title()).toBe('Configuración de la cuenta – MediVI');
      await banner.getByText('Configuración de la cuenta').waitFor();

      // The phone's menu, opened and closed with the keyboard.
      const menuButton = banner.getByRole('button', { name: 'Abrir la navegación' });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Navegación' });
      await drawer.waitFor();
      const nav = drawer.getByRole('navigation', { name: 'Principal' });
      await nav.getByRole('link', { name: 'Configuración de la cuenta' }).waitFor();
      const navText = await nav.innerText();
      for (const spanish of ['Búsqueda de proveedores', 'Preguntas frecuentes', 'CERRAR SESIÓN']) {
        expect(navText).toContain(spanish);
      }
      for (const english of [
        'Provider Search',
        'Contact Us',
        'Privacy Policy',
        'Account Settings',
        'LOG OUT',
      ]) {
        expect(navText).not.toContain(english);
      }
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      const main = page.getByRole('main');
      await main
        .getByRole('region', { name: 'Dependientes' })
        .getByText(/ningún dependiente/)
        .waitFor();
      const text = await main.innerText();
      for (const spanish of [
        'Mi perfil',
        'ID de miembro: DEMO400006',
        'Mi plan',
        'Notificaciones',
        'Idioma',
      ]) {
        expect(text).toContain(spanish);
      }
      // The area's English; the member's name, e-mail, member ID and plan names are data.
      for (const english of [
        'Account Settings',
        'My Profile',
        'Member ID',
        'CHANGE PASSWORD',
        'Delete Account',
        'My Plan',
        'Select a plan',
        'ADD PLAN',
        'Notifications',
        'Send me notifications',
        'Language',
        'Dependent Members',
        'ADD DEPENDENT',
        'No dependents',
      ]) {
        expect(text).not.toContain(english);
      }
      await expectAccessible(page);
    } finally {
      // Back to English on the account, as the journeys that follow expect.
      await switchLanguage(page, 'en');
      await context.close();
    }
  });

  it('deletes the account after the confirm, lands on /register, and the account can no longer sign in', async () => {
    const { context, page } = await newPage(browser);
    await signInThroughUi(page, portalUrl(''), journeyEmail, journeyPassword);
    await openAccountSettings(page);
    await page
      .getByRole('region', { name: 'My Profile' })
      .getByRole('button', { name: 'Delete Account' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Are You Sure?' });
    await confirm.waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
    await page.waitForURL(/\/register$/);
    expect(await page.evaluate('window.localStorage.length')).toBe(0);

    await page.goto(portalUrl('/login'));
    await page.getByLabel('Email').fill(journeyEmail);
    await page.getByLabel('Password').fill(journeyPassword);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByText('The e-mail or password is incorrect.').waitFor();
    await context.close();
  });
});
