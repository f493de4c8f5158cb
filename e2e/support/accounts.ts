import type { Page } from 'playwright-core';

/** Opens Account Settings from the side navigation and waits for its heading. */
export async function openAccountSettings(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account Settings' })
    .click();
  await page.waitForURL(/\/my-account$/);
  await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
}
