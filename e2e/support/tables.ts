import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether a box lies across the viewport's width, left edge to right edge (1 px slack). */
function isInsideWidth(box: { x: number; width: number } | null, viewportWidth: number): boolean {
  return box !== null && box.x >= -1 && box.x + box.width <= viewportWidth + 1;
}

/**
 * Checks that the key columns of a list show without scrolling sideways (issue 31 item 10): on a
 * desktop the table named `name` (its label or caption) has a header cell for each of `keys`
 * inside the viewport's width; on a phone, where the list is a card a row, the first card labels
 * each key (its first column is the card's title) inside the viewport's width.
 */
export async function expectKeyColumnsInView(page: Page, name: string | RegExp, keys: readonly string[]) {
  const viewport = page.viewportSize();
  if (viewport === null) throw new Error('no viewport');
  const table = page.getByRole('table', { name });
  const list = page.getByRole('list', { name });
  await table.or(list).first().waitFor();
  const outside: string[] = [];
  if ((await table.count()) > 0) {
    await table.first().scrollIntoViewIfNeeded();
    for (const key of keys) {
      const header = table.first().getByRole('columnheader', { name: key, exact: true });
      if (!isInsideWidth(await header.boundingBox(), viewport.width)) outside.push(key);
    }
  } else {
    const card: Locator = list.first().locator('> li').first();
    await card.scrollIntoViewIfNeeded();
    for (const key of keys.slice(1)) {
      const term = card.locator('dt', { hasText: key }).first();
      if (!isInsideWidth(await term.boundingBox(), viewport.width)) outside.push(key);
    }
  }
  expect(outside, `key columns of ${String(name)} outside the ${String(viewport.width)} px viewport`).toEqual(
    [],
  );
}

/** The labels of the first card of the list named `name` on a phone: its columns, title first. */
export async function firstCardTerms(page: Page, name: string): Promise<string[]> {
  const card = page.getByRole('list', { name }).locator('> li').first();
  await card.waitFor();
  return ['(title)', ...(await card.locator('dt').allInnerTexts()).map((text) => text.trim())];
}

/** Checks that the element's top lies within the viewport's height (it was scrolled to). */
export async function expectInViewport(page: Page, locator: Locator): Promise<void> {
  const height = page.viewportSize()?.height ?? 0;
  await expect
    .poll(async () => {
      const box = await locator.first().boundingBox();
      return box !== null && box.y >= -1 && box.y < height;
    })
    .toBe(true);
}

/** Scrolls the page back to its top. */
export async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
}
