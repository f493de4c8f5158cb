import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalProcess, startPortal } from '../tools/portal-process.js';
import { demoPassword, expectAccessible, launchBrowser, newPage } from './support/browser.js';
import { completeSignInCode } from './support/sign-in.js';

/**
 * Many failed sign-ins from one address must not lock out everyone behind it (docs/decisions/0090).
 * This journey runs on a portal of its own: the failures it makes would otherwise ask every later
 * journey (all from 127.0.0.1) for a captcha.
 */
describe('a member behind a busy office address signs in with the captcha', () => {
  let browser: Browser;
  let portal: PortalProcess;
  let varDir: string;

  beforeAll(async () => {
    varDir = mkdtempSync(join(tmpdir(), 'medivi-e2e-busy-'));
    portal = await startPortal(
      {
        NODE_ENV: 'test',
        VAR_DIR: varDir,
        DATABASE_URL: '',
        DEMO_DATA: 'true',
        IMPORT_ON_START: 'false',
        LOG_LEVEL: 'warn',
      },
      { timeoutMs: 120_000 },
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await portal.stop();
    rmSync(varDir, { recursive: true, force: true });
  });

  it('asks for a captcha that solves itself, then signs in with the keyboard alone', async () => {
    // Someone on the same network guesses at accounts that do not exist.
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const response = await fetch(`${portal.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `guess-${String(attempt)}@example.test`, password: 'Wrong-guess-123' }),
      });
      expect([401, 403]).toContain(response.status);
    }
    const baseURL = portal.url.replace('127.0.0.1', 'localhost');
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('Email').focus();
    await page.keyboard.type('member@demo.medivi.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type(demoPassword);
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Many sign-in attempts came from your network' })
      .waitFor();
    // The ALTCHA widget solves its proof of work on its own.
    await page.getByText('Verified', { exact: false }).waitFor({ timeout: 60_000 });
    await expectAccessible(page);
    await page.getByLabel('Password').focus();
    await page.keyboard.type(demoPassword);
    await page.keyboard.press('Enter');
    await completeSignInCode(page, baseURL, 'member@demo.medivi.test');
    expect(new URL(page.url()).pathname).not.toBe('/login');
    await context.close();
  });
});
