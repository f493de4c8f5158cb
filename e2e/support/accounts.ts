import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Opens Account Settings from the side navigation and waits for its heading. */
export async function openAccountSettings(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account Settings' })
    .click();
  await page.waitForURL(/\/my-account$/);
  await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
}

/**
 * Resolves with the account's answer to the next language save (`POST /api/user/updateLanguage`),
 * which must succeed. Call it before pressing a language switch: the page shows the language before
 * the save is sent (its code loads first), so a journey that closes the page, or signs in again,
 * waits for this rather than for the page to look done.
 */
export async function languageSaved(page: Page): Promise<void> {
  const response = await page.waitForResponse((reply) => reply.url().endsWith('/api/user/updateLanguage'));
  expect(response.status()).toBe(200);
}

/**
 * Switches the signed-in portal to `language` with the header's switch (issue 37) and waits until
 * the page shows it (`<html lang>`) and the account has stored it, so that the journeys that sign
 * in as the same account next read the language this one left.
 */
export async function switchLanguage(page: Page, language: 'en' | 'es'): Promise<void> {
  const saved = languageSaved(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: language === 'es' ? 'Español' : 'English', exact: true })
    .click();
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  await saved;
}
