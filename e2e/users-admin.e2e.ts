import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchLanguage } from './support/accounts.js';
import {
  demoEmail,
  expectAccessible,
  expectNoSidewaysScroll,
  launchBrowser,
  newPage,
  phone,
  portalUrl,
  signIn,
} from './support/browser.js';
import { isFocused } from './support/keyboard.js';
import { expectKeyColumnsInView } from './support/tables.js';
import { linkFromOutbox, outboxMessages } from './support/outbox.js';

/** A synthetic address of this run (never a real mailbox: `.test` does not resolve). */
const invitee = `partner-${String(Date.now())}@journey.medivi.test`;
const inviteePassword = 'Journey-Synthetic-Pass-42!';
/** The roles of 'Partner (w/o PHI)' (docs/decisions/0100). */
const partnerWithoutRoles = ['medivi-provideracceptancereport', 'medivi-read', 'medivi-reports'];

/** The Users screen's catalogue in a language (issue 37), id to message. */
function usersAdminCatalogue(language: 'en' | 'es'): Record<string, string> {
  const url = new URL(`../apps/web/src/locales/${language}/usersAdmin.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
}

/**
 * The area's English messages that must not show in Spanish: whole messages without placeholders,
 * not those Spanish words alike; each matched unless a lower-case letter follows it, which makes it
 * the start of a Spanish word ('Cancel' in 'Cancelar').
 */
function untranslatedEnglish(): RegExp[] {
  const [english, spanish] = [usersAdminCatalogue('en'), usersAdminCatalogue('es')];
  return Object.entries(english)
    .filter(([id, text]) => !text.includes('{') && spanish[id] !== text)
    .map(([, text]) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{Ll})`, 'u'));
}

/** An element as the page's code sees it (the journeys have no DOM types). */
interface PageElement {
  innerText: string;
  querySelectorAll: (selector: string) => Iterable<{ getAttribute: (name: string) => string | null }>;
}

/** Every text read or heard in `locator`: its text, and its elements' accessible names and titles. */
async function readableTexts(locator: Locator): Promise<string> {
  return locator.evaluate((root: PageElement) => {
    const names = [...root.querySelectorAll('[aria-label], [aria-valuetext], [title]')].map((element) =>
      ['aria-label', 'aria-valuetext', 'title'].map((name) => element.getAttribute(name) ?? '').join(' '),
    );
    return [root.innerText, ...names].join('\n');
  });
}

/** The signed-in user's roles, as the page's session sees them. */
async function rolesOf(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth', { credentials: 'include' });
    const body = (await response.json()) as { user: { roles: string[] } | null };
    return body.user?.roles ?? [];
  });
}

/**
 * Narrows the Users list to one address and returns its row once shown: a table row on a desktop,
 * a card on a phone. The search matches inside addresses, so other rows may show too
 * (`claims-admin@` for `admin@`).
 */
async function findUser(page: Page, email: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(email);
  const row = page
    .locator('table[aria-label="Users"] tbody tr, ul[aria-label="Users"] > li')
    .filter({ has: page.getByText(email, { exact: true }) });
  await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
  return row;
}

describe('Users administration and invitations', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lets admin@ grant a role that applies on the next request, and invite a Partner who signs up', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL(/\/users$/);
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await expectAccessible(page);
    // Name and e-mail in view, and the roles' sideways scrollbar on screen (issue 31 item 10).
    await expectKeyColumnsInView(page, 'Users', ['Name', 'Email', 'ADMIN', 'ANALYSIS']);
    const scroller = page.getByRole('region', { name: 'Users, scrolls sideways' });
    const box = await scroller.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
    await scroller.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => scroller.evaluate((element: { scrollLeft: number }) => element.scrollLeft))
      .toBeGreaterThan(0);
    await expectKeyColumnsInView(page, 'Users', ['Name']);

    const analyst = demoEmail('analyst');
    const analystRow = await findUser(page, analyst);
    const benchmarks = analystRow.getByRole('checkbox', { name: /^BENCHMARKS for / });
    if (await benchmarks.isChecked()) await benchmarks.click();
    await expect.poll(() => benchmarks.isChecked()).toBe(false);
    // By keyboard: Space toggles, and the focus stays on the box through the change (issue 31).
    await benchmarks.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => benchmarks.isChecked()).toBe(true);
    expect(await isFocused(benchmarks)).toBe(true);

    const other = await newPage(browser);
    await signIn(other.page, 'analyst');
    expect(await rolesOf(other.page)).toContain('medivi-benchmarks');
    await benchmarks.click();
    await expect.poll(() => benchmarks.isChecked()).toBe(false);
    await other.page.reload();
    expect(await rolesOf(other.page)).not.toContain('medivi-benchmarks');
    await other.context.close();

    // Nobody changes their own roles: the own row's boxes are disabled, and a tooltip says why.
    const ownRow = await findUser(page, demoEmail('admin'));
    const ownBoxes = await ownRow.getByRole('checkbox', { name: / for / }).all();
    expect(ownBoxes.length).toBeGreaterThan(2);
    for (const box of ownBoxes) expect(await box.isDisabled()).toBe(true);
    await ownRow.locator('[data-refusal="own-account"]').first().hover();
    await page
      .getByRole('tooltip', { name: /cannot change your own roles/ })
      .first()
      .waitFor();
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('');

    await page.getByRole('button', { name: 'INVITE NEW USER' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite new user' });
    await dialog.waitFor();
    expect(await dialog.getByRole('option', { name: '6DH Employee' }).count()).toBe(1);
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: /Email/ }).fill(invitee);
    await dialog.getByRole('combobox', { name: /User role/ }).selectOption('partnerwithout');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await page.getByText('User added successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Invitations' }).getByText(invitee).waitFor();

    // Opening the link spends nothing (issue 31): the invitee looks and leaves; the admin sees
    // the invitation opened, and the same link still makes the account later.
    const link = portalUrl(await linkFromOutbox(invitee, 'invitation'));
    const glance = await newPage(browser);
    await glance.page.goto(link);
    await glance.page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    await glance.context.close();
    await page.reload();
    const invitationRow = page
      .getByRole('table', { name: 'Invitations' })
      .getByRole('row', { name: new RegExp(invitee) });
    await invitationRow.getByText('Opened, account not created').waitFor();
    // No account exists yet.
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(invitee);
    await expect.poll(() => page.getByText('No users found').count()).toBe(1);
    await context.close();

    const newcomer = await newPage(browser);
    await newcomer.page.goto(link);
    await newcomer.page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    await expectAccessible(newcomer.page);
    expect(await newcomer.page.getByLabel('Email').inputValue()).toBe(invitee);
    await newcomer.page.getByLabel('Full Name').fill('Parker Synth-Partner');
    await newcomer.page.getByLabel(/^Password\W*$/).fill(inviteePassword);
    await newcomer.page.getByLabel(/^Re-enter Password\W*$/).fill(inviteePassword);
    await newcomer.page.locator('li[data-state="met"]', { hasText: 'Not a Compromised Password' }).waitFor();
    await newcomer.page.getByRole('button', { name: 'Terms of Service' }).click();
    const terms = newcomer.page.getByRole('dialog', { name: 'Terms of Service' });
    await terms.getByRole('button', { name: 'AGREE' }).click();
    await terms.waitFor({ state: 'hidden' });
    await newcomer.page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await newcomer.page.waitForURL(/\/welcome$/);
    await newcomer.page.getByRole('heading', { level: 1, name: 'Welcome to MediVI' }).waitFor();
    await expectAccessible(newcomer.page);
    expect(await rolesOf(newcomer.page)).toEqual(partnerWithoutRoles);
    // Signed in already: the welcome says so, and neither its link nor /login asks to sign in.
    await newcomer.page.getByText('Your account is ready and you are signed in.').waitFor();
    await newcomer.page.getByRole('link', { name: 'Continue to MediVI' }).click();
    await newcomer.page.waitForURL(/\/provider-search$/);
    await newcomer.page.goto(portalUrl('/login'));
    await newcomer.page.waitForURL(/\/provider-search$/);
    // The link is single-use.
    await newcomer.page.goto(portalUrl(await linkFromOutbox(invitee, 'invitation')));
    await newcomer.page.getByText(/invitation link is invalid/).waitFor();
    await newcomer.context.close();
  });

  it('keeps 6DH Employee and admin roles from inviter@, also on a phone', async () => {
    const { context, page } = await newPage(browser, phone);
    await signIn(page, 'inviter');
    await page.goto(portalUrl('/users'));
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page
      .getByRole('checkbox', { name: /^ADMIN for / })
      .first()
      .waitFor();
    const adminBoxes = page.getByRole('checkbox', { name: /^ADMIN for / });
    for (const box of await adminBoxes.all()) expect(await box.isDisabled()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Invitations' }).count()).toBe(0);
    await expectKeyColumnsInView(page, 'Users', ['Name', 'Email', 'ADMIN']);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'INVITE NEW USER' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite new user' });
    await dialog.waitFor();
    expect(await dialog.getByRole('option', { name: '6DH Employee' }).count()).toBe(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The invited person's language (issue 37): chosen in the form, the invitation e-mail follows it.
    const spanishInvitee = `socio-${String(Date.now())}@journey.medivi.test`;
    await page.getByRole('button', { name: 'INVITE NEW USER' }).click();
    await dialog.waitFor();
    const language = dialog.getByRole('radiogroup', { name: /Language of the invitation/ });
    expect(await language.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    await language.getByRole('radio', { name: 'Español' }).click();
    await dialog.getByRole('textbox', { name: /Email/ }).fill(spanishInvitee);
    await dialog.getByRole('combobox', { name: /User role/ }).selectOption('partnerwithout');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await page.getByText('User added successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const [mail] = (await outboxMessages(spanishInvitee)).filter(
      (message) => message.purpose === 'invitation',
    );
    expect(mail?.subject).toBe('Invitación al portal de MediVI');

    const refused = await page.evaluate(async () => {
      const token = localStorage.getItem('medivi.csrfToken') ?? '';
      const response = await fetch('/api/invite', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify({
          application: 'MediVI',
          email: 'x@journey.medivi.test',
          userRoles: ['6dhemployee'],
        }),
      });
      return response.status;
    });
    expect(refused).toBe(403);

    // The outside tester's path (issue 30): the inviter's own row is disabled, the server refuses
    // the reports roles on it, and no report opens to it.
    const inviterRow = await findUser(page, demoEmail('inviter'));
    for (const box of await inviterRow.getByRole('checkbox', { name: / for / }).all()) {
      expect(await box.isDisabled()).toBe(true);
    }
    const selfGrant = await page.evaluate(async () => {
      const token = localStorage.getItem('medivi.csrfToken') ?? '';
      const me = (await (await fetch('/api/auth', { credentials: 'include' })).json()) as {
        user: { userID: string };
      };
      const statuses: number[] = [];
      for (const role of ['medivi-6dhallplans', 'medivi-reports', 'medivi-clientplanhealthreport']) {
        const response = await fetch(`/api/users/${me.user.userID}/add-role`, {
          method: 'PUT',
          credentials: 'include',
          headers: { 'content-type': 'application/json', 'x-csrf-token': token },
          body: JSON.stringify({ role }),
        });
        statuses.push(response.status);
      }
      const report = await fetch('/api/reports/planHealth-reporting', { credentials: 'include' });
      return { statuses, report: report.status };
    });
    expect(selfGrant).toEqual({ statuses: [403, 403, 403], report: 403 });
    await page.goto(portalUrl('/reports/planHealth-reporting'));
    await page.getByText('Unauthorized: check roles needed for access').waitFor();
    await context.close();
  });

  it('reads in Spanish at 390 px for an admin, and invites in Spanish (issue 37)', async () => {
    const { context, page } = await newPage(browser, phone);
    await signIn(page, 'admin');
    await page.goto(portalUrl('/users'));
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    const spanishInvitee = `socio-${String(Date.now())}@journey.medivi.test`;
    try {
      await switchLanguage(page, 'es');
      await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 2, name: 'Solicitudes de acceso' }).waitFor();
      await main.getByRole('searchbox', { name: 'Buscar por nombre o correo electrónico' }).waitFor();
      // Names, e-mails and role codes (ADMIN, REPORTS) are data; the rest is Spanish.
      const english = untranslatedEnglish();
      const text = await readableTexts(main);
      for (const message of english) expect(text).not.toMatch(message);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'INVITAR A UN USUARIO NUEVO' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invitar a un usuario nuevo' });
      await dialog.waitFor();
      const language = dialog.getByRole('radiogroup', { name: 'Idioma de la invitación' });
      expect(await language.getByRole('radio', { name: 'Español' }).isChecked()).toBe(true);
      const dialogText = await readableTexts(dialog);
      for (const message of english) expect(dialogText).not.toMatch(message);
      await expectAccessible(page);
      await dialog.getByRole('textbox', { name: /Correo electrónico/ }).fill(spanishInvitee);
      await dialog.getByRole('combobox', { name: /Rol del usuario/ }).selectOption('partnerwithout');
      await dialog.getByRole('button', { name: 'Invitar' }).click();
      await page.getByText('Usuario agregado correctamente').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // The invitation e-mail is in the language chosen for the invited person.
      const [mail] = (await outboxMessages(spanishInvitee)).filter(
        (message) => message.purpose === 'invitation',
      );
      expect(mail?.subject).toBe('Invitación al portal de MediVI');
      await main.getByText('Pendiente').first().waitFor();
      await main.getByRole('button', { name: `Revocar la invitación a ${spanishInvitee}` }).click();
    } finally {
      // Back to English on the account, as the journeys that follow expect.
      await switchLanguage(page, 'en');
      await context.close();
    }
  });
});
