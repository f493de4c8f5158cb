import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { chromiumFlags, chromiumPath } from '../../tools/portal-process.js';
import { signInThroughUi } from './sign-in.js';

/** Launches headless Chromium with the flags a closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
  });
}

/** The portal's address (started by the global setup), optionally on another host name. */
export function portalUrl(path = '/', host = 'localhost'): string {
  return `http://${host}:${String(inject('port'))}${path}`;
}

/** The phone the journeys use: 390 × 844 CSS px, touch, mobile viewport (a common phone size). */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/**
 * A fresh browser context (own cookies and storage) with a page: a 1280 × 900 desktop, or
 * `phone`, or another viewport.
 */
export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    isMobile: options.isMobile ?? false,
    hasTouch: options.hasTouch ?? false,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Serious or critical accessibility violations of the page as it is now (axe-core). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** What `transitionsDone` uses of the page (the journeys compile without DOM types). */
interface AnimatedDocument {
  document: {
    getAnimations(): { playState: string; effect: { getTiming(): { iterations: number } } | null }[];
  };
}

/**
 * Waits until no finite CSS transition or animation runs: a dialog or snackbar half-way through
 * fading in fails the contrast check, and on a busy machine the check can land there. Endless
 * animations (spinners) are not waited for.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (globalThis as unknown as AnimatedDocument).document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Fails the test when the page, once its transitions have finished, has serious or critical
 * accessibility violations.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await transitionsDone(page);
  expect(await seriousViolations(page)).toEqual([]);
}

/** The headings of the portal's route-error page (apps/web/src/app/route-error-page.tsx). */
const routeErrorHeadings = /^(Page not found|Something went wrong)$/;

/**
 * Waits for the page's h1 `heading` and fails when the route-error page ('Page not found',
 * 'Something went wrong') shows instead or beside it.
 */
export async function expectPageHeading(page: Page, heading: string | RegExp): Promise<void> {
  const errorHeading = page.getByRole('heading', { level: 1, name: routeErrorHeadings });
  await page.getByRole('heading', { level: 1, name: heading }).or(errorHeading).first().waitFor();
  expect(await errorHeading.count(), `${page.url()} shows the route-error page`).toBe(0);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
}

export const demoPassword = 'MediVI-Demo-2026!';

/** The e-mail of a demo account: `member` is `member@demo.medivi.test`. */
export function demoEmail(login: string): string {
  return `${login}@demo.medivi.test`;
}

/** What `expectNoSidewaysScroll` reads of the page (the journeys compile without DOM types). */
interface PageWidths {
  document: { documentElement: { scrollWidth: number; clientWidth: number } };
}

/** Fails when the page scrolls sideways: its content is wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = (globalThis as unknown as PageWidths).document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(
    scrollWidth,
    `page ${page.url()} is ${String(scrollWidth)} px wide in ${String(clientWidth)} px`,
  ).toBeLessThanOrEqual(clientWidth);
}

/** The focused element as the keyboard journeys check it. */
export interface FocusedElement {
  tag: string;
  role: string | null;
  name: string;
  outlineWidth: number;
  outlineStyle: string;
  /** True when a text field's own focus border shows instead of an outline (MUI Mui-focused). */
  isFocusedField: boolean;
}

interface FocusDocument {
  document: {
    activeElement: {
      tagName: string;
      getAttribute(name: string): string | null;
      textContent: string | null;
      closest(selector: string): unknown;
      labels?: { textContent: string | null }[] | null;
    } | null;
  };
  getComputedStyle(element: unknown): { outlineWidth: string; outlineStyle: string };
}

/** What has keyboard focus now, and how its focus shows. */
export async function focusedElement(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    const scope = globalThis as unknown as FocusDocument;
    const active = scope.document.activeElement;
    if (active === null)
      return { tag: '', role: null, name: '', outlineWidth: 0, outlineStyle: 'none', isFocusedField: false };
    const style = scope.getComputedStyle(active);
    return {
      tag: active.tagName.toLowerCase(),
      role: active.getAttribute('role'),
      // The accessible name as far as the checks need it: aria-label, the field's label, the text.
      name: (active.getAttribute('aria-label') ?? active.labels?.[0]?.textContent ?? active.textContent ?? '')
        .replace(/\s*\*\s*$/, '')
        .trim(),
      outlineWidth: Number.parseFloat(style.outlineWidth),
      outlineStyle: style.outlineStyle,
      isFocusedField: active.closest('.Mui-focused') !== null,
    };
  });
}

/** Fails unless the focused element shows its focus: an outline of 2 px or more, or a field's focus border. */
export async function expectVisibleFocus(page: Page): Promise<FocusedElement> {
  const focused = await focusedElement(page);
  const hasRing = focused.outlineStyle !== 'none' && focused.outlineWidth >= 2;
  expect(hasRing || focused.isFocusedField, `focus on ${focused.tag} '${focused.name}' does not show`).toBe(
    true,
  );
  return focused;
}

/**
 * Signs in a demo account through the login form, completing the e-mailed sign-in code when the
 * 'Multi-Factor Authentication' dialog asks for it (see `signInThroughUi`).
 */
export async function signIn(page: Page, login: string, host = 'localhost'): Promise<void> {
  await signInThroughUi(page, portalUrl('', host), demoEmail(login), demoPassword);
}
