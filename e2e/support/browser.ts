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

/** A fresh browser context (own cookies and storage) with a page. */
export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}

/** Serious or critical accessibility violations of the page as it is now (axe-core). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
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

export const demoPassword = 'MediVI-Demo-2026!';

/**
 * Signs in a demo account through the login form, completing the e-mailed sign-in code when the
 * 'Multi-Factor Authentication' dialog asks for it (see `signInThroughUi`).
 */
export async function signIn(page: Page, login: string, host = 'localhost'): Promise<void> {
  await signInThroughUi(page, portalUrl('', host), `${login}@demo.medivi.test`, demoPassword);
}
