import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageSaved, openAccountSettings } from './support/accounts.js';
import { pdfFacts } from './support/files.js';
import {
  demoEmail,
  demoPassword,
  expectAccessible,
  expectNoSidewaysScroll,
  launchBrowser,
  newPage,
  phone,
  portalUrl,
  signIn,
} from './support/browser.js';
import { completeSignInCode, spanishMfaDialog } from './support/sign-in.js';

/** The language `<html lang>` says, once it is `expected`. */
async function waitForLanguage(page: Page, expected: string): Promise<void> {
  await page.locator(`html[lang="${expected}"]`).waitFor({ state: 'attached' });
}

/**
 * The messages of a web catalogue area's English that its Spanish words differently and that have
 * no placeholders: none of them may show on a page in Spanish.
 */
function untranslatedEnglish(area: string): string[] {
  const read = (language: string) =>
    JSON.parse(
      readFileSync(new URL(`../apps/web/src/locales/${language}/${area}.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>;
  const [english, spanish] = [read('en'), read('es')];
  return Object.entries(english)
    .filter(([id, text]) => !text.includes('{') && spanish[id] !== text)
    .map(([, text]) => text);
}

/** Every text `page` shows or names: its main text and the accessible names of its elements. */
async function readableTexts(page: Page): Promise<string> {
  const main = page.getByRole('main');
  const names = await Promise.all(
    (await main.locator('[aria-label], [title]').all()).map(
      async (element) =>
        `${(await element.getAttribute('aria-label')) ?? ''} ${(await element.getAttribute('title')) ?? ''}`,
    ),
  );
  return [await main.innerText(), ...names].join('\n');
}

/** The English of `area` found in `texts` as whole words ('Other' is not in 'Otro motivo'). */
function englishIn(texts: string, area: string): string[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return untranslatedEnglish(area).filter((text) =>
    new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, 'u').test(texts),
  );
}

/** Signs in through the Spanish sign-in form and the Spanish code dialog. */
async function signInInSpanish(page: Page, login: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(demoEmail(login));
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  const dialog = page.getByRole('dialog', { name: spanishMfaDialog.name });
  await Promise.race([dialog.waitFor(), page.waitForURL((url) => !url.pathname.startsWith('/login'))]);
  if (await dialog.isVisible()) {
    await completeSignInCode(page, portalUrl(''), demoEmail(login), { spanish: true });
  }
}

describe('the portal in Spanish (issue 37)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('switches the sign-in page to Español on a phone, and the account keeps the choice', async () => {
    const first = await newPage(browser, phone);
    try {
      const { page } = first;
      await page.goto(portalUrl('/login'));
      await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.getByRole('button', { name: 'Español' }).click();
      await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
      await waitForLanguage(page, 'es');
      await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).waitFor();
      await page.getByRole('link', { name: 'Regístrese' }).waitFor();
      await page.getByRole('link', { name: 'Solicite acceso' }).waitFor();
      const text = await page.getByRole('main').innerText();
      expect(text).toContain('Miembros del plan de salud:');
      // No English left on the page: the switch's own label "English" is Spanish mode's way back.
      for (const english of ['Sign In', 'SIGN IN', 'Password', 'Forgot password', 'Register', 'Partners']) {
        expect(text).not.toContain(english);
      }
      // A wrong password, worded from the server's code.
      await page.getByLabel('Correo electrónico').fill(demoEmail('member2'));
      await page.getByLabel('Contraseña').fill('not-the-password-1');
      await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
      await page.getByText('El correo electrónico o la contraseña no son correctos.').waitFor();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);

      // A reload keeps the choice for this browser.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
      await waitForLanguage(page, 'es');

      // Signing in stores the visitor's choice on the account.
      await signInInSpanish(page, 'member2');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await waitForLanguage(page, 'es');
      await page.getByRole('banner').getByRole('button', { name: 'English' }).waitFor();
      await expectAccessible(page);
    } finally {
      await first.context.close();
    }

    // A fresh browser (nothing stored) signs in in English and gets the account's Spanish.
    const second = await newPage(browser, phone);
    try {
      const { page } = second;
      await signIn(page, 'member2');
      await waitForLanguage(page, 'es');
      await page.getByRole('banner').getByRole('button', { name: 'English' }).waitFor();
      await page.goto(portalUrl('/my-account'));
      await page.getByRole('heading', { level: 2, name: 'Idioma' }).waitFor();
      expect(await page.getByRole('radio', { name: 'Español' }).isChecked()).toBe(true);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);

      // The ID card and its PDF in the account's Spanish (issue 37: one PDF per language).
      await page.goto(portalUrl('/id-card'));
      await page.getByRole('heading', { level: 1, name: 'Su tarjeta de identificación' }).waitFor();
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Descargar la tarjeta en PDF' }).click();
      const card = pdfFacts(readFileSync(await (await downloading).path()));
      expect(card.isPdf).toBe(true);
      const cardText = card.text.replace(/\s+/g, ' ');
      expect(cardText).toContain('ID de miembro');
      expect(cardText).toContain('DEMO200002');
      expect(cardText).toContain('Para proveedores');
      expect(cardText).not.toContain('Member ID');
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await page.goto(portalUrl('/my-account'));
      await page.getByRole('heading', { level: 2, name: 'Idioma' }).waitFor();
    } finally {
      // Back to English on the account, so that other journeys of this account read English.
      const { page } = second;
      await page.getByRole('radio', { name: 'English' }).check();
      await waitForLanguage(page, 'en');
      await page.getByRole('heading', { level: 2, name: 'Language' }).waitFor();
      await page.waitForLoadState('networkidle');
      await second.context.close();
    }

    const third = await newPage(browser);
    try {
      await signIn(third.page, 'member2');
      await openAccountSettings(third.page);
      expect(await third.page.locator('html').getAttribute('lang')).toBe('en');
      expect(await third.page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);

      // The header's switch, by keyboard: the page turns Spanish at once.
      await third.page.getByRole('banner').getByRole('button', { name: 'Español' }).focus();
      const savedSpanish = languageSaved(third.page);
      await third.page.keyboard.press('Enter');
      await waitForLanguage(third.page, 'es');
      await third.page.getByRole('heading', { level: 2, name: 'Idioma' }).waitFor();
      await savedSpanish;
    } finally {
      await third.context.close();
    }

    // The header's choice is on the account: a fresh browser signs in to Spanish; its header
    // switch, by keyboard, puts the account back to English.
    const fourth = await newPage(browser);
    try {
      await signIn(fourth.page, 'member2');
      await waitForLanguage(fourth.page, 'es');
      await fourth.page.getByRole('banner').getByRole('button', { name: 'English' }).focus();
      const savedEnglish = languageSaved(fourth.page);
      await fourth.page.keyboard.press('Enter');
      await waitForLanguage(fourth.page, 'en');
      await savedEnglish;
    } finally {
      await fourth.context.close();
    }

    const fifth = await newPage(browser);
    try {
      await signIn(fifth.page, 'member2');
      await openAccountSettings(fifth.page);
      expect(await fifth.page.locator('html').getAttribute('lang')).toBe('en');
      expect(await fifth.page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    } finally {
      await fifth.context.close();
    }
  });

  it('fills the public case form /rbp-form in Español on a phone, accessible (issue 37)', async () => {
    const { context, page } = await newPage(browser, phone);
    try {
      await page.goto(portalUrl('/rbp-form'));
      await page.getByRole('heading', { level: 1, name: 'RBP SUPPORT SERVICE FORMS' }).waitFor();
      await page.getByRole('main').getByRole('button', { name: 'Español' }).click();
      await page.getByRole('heading', { level: 1, name: 'FORMULARIOS DEL SERVICIO DE APOYO RBP' }).waitFor();
      await waitForLanguage(page, 'es');
      await page.getByRole('heading', { level: 2, name: 'Formulario de Facturación de saldo' }).waitFor();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);

      // A field message, worded from the form's rules.
      const contact = page.getByRole('region', { name: 'Datos de contacto de quien presenta el caso' });
      await contact.getByLabel(/^Correo electrónico/).fill('no es un correo');
      await contact.getByText('Escriba un correo electrónico válido').waitFor();
      expect(englishIn(await readableTexts(page), 'rbpForm')).toEqual([]);
      // The captcha, started by the filled field, speaks Spanish too: ALTCHA's own translation.
      await page.getByRole('checkbox', { name: 'No soy un robot' }).waitFor();
      expect(await page.getByRole('checkbox', { name: /not a robot/i }).count()).toBe(0);

      // The Access Issue form, with its own sections and choices.
      await page.getByRole('radio', { name: /^Problema de acceso/ }).click();
      await page.getByRole('heading', { level: 2, name: 'Formulario de Problema de acceso' }).waitFor();
      await page.getByRole('region', { name: 'Tipo de paciente' }).waitFor();
      await page.getByRole('checkbox', { name: 'Otro', exact: true }).check();
      await page.getByLabel(/^Otro motivo/).waitFor();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      expect(englishIn(await readableTexts(page), 'rbpForm')).toEqual([]);
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
    } finally {
      await context.close();
    }
  });

  it('shows the password reset, Contact Us, FAQ and Request Access pages in Español on a phone (issue 37)', async () => {
    const { context, page } = await newPage(browser, phone);
    try {
      await page.goto(portalUrl('/password-reset'));
      await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
      await page.getByRole('main').getByRole('button', { name: 'Español' }).click();
      await page.getByRole('heading', { level: 1, name: 'Restablecer la contraseña' }).waitFor();
      await waitForLanguage(page, 'es');
      await page.getByRole('button', { name: 'ENVIAR ENLACE' }).click();
      await page.getByText('Este campo es obligatorio').waitFor();
      expect(englishIn(await readableTexts(page), 'passwords')).toEqual([]);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);

      // The choice sticks for this browser: the next public pages open in Spanish.
      await page.goto(portalUrl('/contact-us'));
      await page.getByRole('heading', { level: 1, name: 'Contáctenos' }).waitFor();
      await page.getByRole('button', { name: 'ENVIAR' }).click();
      await page.getByText('Este campo es obligatorio').first().waitFor();
      expect(englishIn(await readableTexts(page), 'contact')).toEqual([]);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);

      await page.goto(portalUrl('/FAQ'));
      await page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' }).waitFor();
      await page.getByRole('heading', { level: 2, name: '¿Cómo agrego un plan de salud?' }).waitFor();
      expect(englishIn(await readableTexts(page), 'publicInfo')).toEqual([]);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);

      await page.goto(portalUrl('/request-access'));
      await page.getByRole('heading', { level: 1, name: 'Solicitar acceso' }).waitFor();
      expect(englishIn(await readableTexts(page), 'contact')).toEqual([]);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      // And back to English with the page's own switch.
      await page.getByRole('main').getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: 'Request Access' }).waitFor();
      await waitForLanguage(page, 'en');
    } finally {
      await context.close();
    }
  });
});
