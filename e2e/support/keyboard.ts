import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectVisibleFocus, type FocusedElement, focusedElement } from './browser.js';

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, checking at every stop that focus shows
 * (WCAG 2.4.7). Throws after `limit` stops.
 */
export async function tabTo(
  page: Page,
  matches: (focused: FocusedElement) => boolean,
  options: { limit?: number; backwards?: boolean } = {},
): Promise<void> {
  for (let stop = 0; stop < (options.limit ?? 60); stop += 1) {
    await page.keyboard.press(options.backwards === true ? 'Shift+Tab' : 'Tab');
    const focused = await focusedElement(page);
    if (focused.tag !== 'body') await expectVisibleFocus(page);
    if (matches(focused)) return;
  }
  throw new Error('the element was not reached with Tab');
}

/** A `tabTo` match: the focused element's accessible name is `name` (or matches it). */
export const named = (name: string | RegExp) => (focused: FocusedElement) =>
  typeof name === 'string' ? focused.name === name : name.test(focused.name);

/** Waits until focus is on the heading named `name` (an h1 after a route change, unless `tag` says). */
export async function expectFocusOnHeading(page: Page, name: string, tag = 'h1'): Promise<void> {
  await expect
    .poll(async () => {
      const focused = await focusedElement(page);
      return `${focused.tag}:${focused.name}`;
    })
    .toBe(`${tag}:${name}`);
}

/** True when `locator`'s element has the keyboard's focus. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element: { matches(selector: string): boolean }) => element.matches(':focus'));
}
