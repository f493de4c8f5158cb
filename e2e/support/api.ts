import type { Page } from 'playwright-core';

/**
 * The header that lets a call through `page.request` act for the user signed in on `page`: the
 * CSRF token the portal keeps in the page's localStorage (empty when there is none).
 */
export async function csrfHeaders(page: Page): Promise<{ 'x-csrf-token': string }> {
  const token: unknown = await page.evaluate('window.localStorage.getItem("medivi.csrfToken")');
  return { 'x-csrf-token': typeof token === 'string' ? token : '' };
}
