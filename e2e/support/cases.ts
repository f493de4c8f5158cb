import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible, portalUrl } from './browser.js';

/** A case type the Submit a Case modal offers (Call Ahead has a button of its own). */
export type SubmitCaseType = 'Balance Bill' | 'Access Issue' | 'Appeal';

/**
 * Opens the case list at /my-cases and waits for its table (and first for the page heading
 * `heading`, when given).
 */
export async function openCaseList(page: Page, options: { heading?: string } = {}): Promise<void> {
  await page.goto(portalUrl('/my-cases'));
  if (options.heading !== undefined) {
    await page.getByRole('heading', { name: options.heading, exact: true }).waitFor();
  }
  await page.getByRole('table', { name: 'Cases' }).waitFor();
}

/**
 * Starts a case of `type` from the Submit a Case modal: checks that Balance Bill is chosen first
 * and the modal is accessible, picks `type` and goes on to the first step.
 */
export async function startCase(page: Page, type: SubmitCaseType): Promise<void> {
  await page.getByRole('button', { name: 'Submit a Case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit a Case' });
  await dialog.waitFor();
  expect(await dialog.getByRole('radio', { name: 'Balance Bill' }).isChecked()).toBe(true);
  await expectAccessible(page);
  await dialog.getByRole('radio', { name: type }).check();
  await dialog.getByRole('button', { name: 'NEXT' }).click();
  await page.waitForURL(/\/member-detail\?param=/);
}

/** Fills the first step's contact fields (e-mail as the way to reach the member), checks it is accessible and goes on. */
export async function fillMemberStep(page: Page): Promise<void> {
  await page.getByRole('form', { name: 'Member information' }).waitFor();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByRole('textbox', { name: /^Phone/ }).fill('2165550123');
  await page.getByRole('textbox', { name: /^Zip/ }).fill('44106');
  await page.getByRole('button', { name: 'NEXT' }).click();
}

/** Fills the provider's office, phone and address on the provider form (synthetic values). */
export async function fillProviderAddress(page: Page, office: string): Promise<void> {
  await page.getByRole('textbox', { name: /Office/ }).fill(office);
  await page.getByRole('textbox', { name: /^Phone/ }).fill('2165550199');
  await page.getByRole('textbox', { name: /^Street/ }).fill('100 Synthetic Way');
  await page.getByRole('textbox', { name: /^City/ }).fill('Cleveland');
  await page.getByRole('combobox', { name: /^State/ }).selectOption('OH');
  await page.getByRole('textbox', { name: /^Zip Code/ }).fill('44106');
}

/**
 * Waits for the 'Submitted' dialog, checks its text and accessibility, and continues to the list.
 * The name is matched exactly: the loading dialog's text ends in "submitted" too.
 */
export async function confirmSubmitted(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Submitted', exact: true });
  await dialog.waitFor({ timeout: 45_000 });
  await dialog.getByText('New cases will appear within 1 business day.', { exact: false }).waitFor();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/my-cases$/);
}
