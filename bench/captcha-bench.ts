import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import {
  loginLimits,
  signInCaptchaCost,
  signInCaptchaWork,
} from '../apps/server/src/features/auth/login-limits.js';
import { solveAltcha } from '../apps/server/src/platform/captcha/solve-altcha.js';
import type { CaptchaChallengeReply } from '@medivi/domain';
import { chromiumFlags, chromiumPath } from '../tools/portal-process.js';
import { percentile, startPortal } from './support.js';

/** Browser solves per cost; the challenge limit (30 a minute per address) paces the run. */
const samplesPerCost = 8;
/** Steps measured: each further failure from the address, to one past the cap. */
const steps = signInCaptchaWork.maxCost + 1;
/** Lighthouse's mobile preset slows the CPU 4×: a mid-range phone's pace on a desktop core. */
const phoneCpuSlowdown = 4;
const challengesPerMinute = 28;
/** Script solves per step. */
const scriptSamples = 5;

function log(line: string): void {
  console.log(`[captcha bench] ${line}`);
}

/** Waits when the run would pass the per-address challenge limit within a minute. */
class ChallengePace {
  private readonly times: number[] = [];
  async next(): Promise<void> {
    const now = Date.now();
    while (this.times.length > 0 && now - (this.times[0] ?? 0) > 61_000) this.times.shift();
    if (this.times.length >= challengesPerMinute) {
      const wait = 61_000 - (now - (this.times[0] ?? now));
      await new Promise((resolve) => setTimeout(resolve, wait));
      this.times.length = 0;
    }
    this.times.push(Date.now());
  }
}

/** A challenge for this address, solved by altcha-lib in Node.js (as a script would); ms and token. */
async function solveAsScript(url: string, pace: ChallengePace): Promise<{ ms: number; token: string }> {
  await pace.next();
  const challenge = (await (await fetch(`${url}/api/captcha/challenge`)).json()) as CaptchaChallengeReply;
  const started = performance.now();
  const token = await solveAltcha(challenge);
  return { ms: performance.now() - started, token };
}

/** One failed sign-in from this address, with a solved captcha once the address needs one. */
async function failSignIn(url: string, pace: ChallengePace, withCaptcha: boolean): Promise<void> {
  const captcha = withCaptcha ? (await solveAsScript(url, pace)).token : undefined;
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `nobody-${crypto.randomUUID()}@bench.medivi.test`,
      password: 'not the password',
      ...(captcha === undefined ? {} : { captcha }),
    }),
  });
  if (response.status !== 401) throw new Error(`a failed sign-in answered ${String(response.status)}`);
}

/** Solves the public form's captcha once in the page; returns ms and the challenge's cost. */
async function solveInPage(
  page: Page,
  url: string,
  pace: ChallengePace,
): Promise<{ ms: number; cost: number }> {
  await pace.next();
  // The widget may fetch its challenge as it shows, before the click.
  const challenge = page.waitForResponse((response) => response.url().includes('/api/captcha/challenge'));
  await page.goto(`${url}/rbp-form`);
  const widget = page.locator('altcha-widget');
  await widget.waitFor();
  // In the page (a string: this file is compiled without the DOM's types).
  await page.evaluate(`(() => {
    const element = document.querySelector('altcha-widget');
    window.solved = new Promise((resolve) => {
      let started = 0;
      element.addEventListener('statechange', (event) => {
        if (event.detail.state === 'verifying') started = performance.now();
        if (event.detail.state === 'verified') resolve(performance.now() - started);
      });
    });
  })()`);
  // The widget draws its check mark over the checkbox; the click starts the work.
  await page.getByRole('checkbox', { name: /not a robot/i }).click({ force: true });
  const cost = ((await (await challenge).json()) as CaptchaChallengeReply).parameters.cost;
  const ms = await page.evaluate<number>('window.solved');
  return { ms, cost };
}

/**
 * The sign-in captcha's solve time as its work grows (issue 38 item 5): for each cost, failed
 * sign-ins from the bench's address raise the cost the portal asks, then Chromium at a phone's
 * pace (4× CPU slowdown) solves the widget of the public form; a script's solve time (altcha-lib
 * in Node.js, one core) is measured at each step too. Each p95 is also given as a ratio to cost
 * 1's in the same run. Returns a Markdown section.
 */
export async function runCaptchaBench(): Promise<string> {
  const varDir = mkdtempSync(join(tmpdir(), 'medivi-captcha-bench-'));
  const portal = await startPortal(join(varDir, 'captcha.sqlite'), varDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const pace = new ChallengePace();
  const rows: { step: number; cost: number; browser: number[]; script: number[] }[] = [];
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneCpuSlowdown });
    // The first captcha: 20 failures without one.
    for (let failure = 0; failure < 20; failure += 1) await failSignIn(portal.url, pace, false);
    for (let step = 1; step <= steps; step += 1) {
      // One more failure raises the next challenge's cost; the first step needs none.
      if (step > 1) await failSignIn(portal.url, pace, true);
      const script: number[] = [];
      for (let sample = 0; sample < scriptSamples; sample += 1) {
        script.push((await solveAsScript(portal.url, pace)).ms);
      }
      const cost = signInCaptchaCost(loginLimits.perAddressBeforeCaptcha.points + step - 1);
      const browserTimes: number[] = [];
      for (let sample = 0; sample < samplesPerCost; sample += 1) {
        const solved = await solveInPage(page, portal.url, pace);
        if (solved.cost !== cost) {
          throw new Error(`asked cost ${String(solved.cost)} at step ${String(step)}, not ${String(cost)}`);
        }
        browserTimes.push(solved.ms);
      }
      log(`cost ${String(cost)}: ${browserTimes.map((ms) => ms.toFixed(0)).join(', ')} ms`);
      rows.push({
        step,
        cost,
        browser: browserTimes.sort((a, b) => a - b),
        script: script.sort((a, b) => a - b),
      });
    }
  } finally {
    await browser.close();
    await portal.stop();
    rmSync(varDir, { recursive: true, force: true });
  }
  const base = percentile(rows[0]?.browser ?? [], 95);
  const table = [
    '| step | cost asked | phone-pace browser p50 ms | p95 ms | p95 / cost 1 | script p50 ms |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const p95 = percentile(row.browser, 95);
      return `| ${String(row.step)} | ${String(row.cost)} | ${percentile(row.browser, 50).toFixed(0)} | ${p95.toFixed(0)} | ${(p95 / base).toFixed(2)}× | ${percentile(row.script, 50).toFixed(0)} |`;
    }),
  ].join('\n');
  return [
    '## Sign-in captcha work',
    '',
    `Chromium with the CPU slowed ${String(phoneCpuSlowdown)}× (Lighthouse's mobile pace) solving the public form's ALTCHA widget, ${String(samplesPerCost)} times per step; each step is one more failed sign-in from the address after the first 20, which raises the cost asked by ${String(signInCaptchaWork.costPerFurtherFailure)} up to ${String(signInCaptchaWork.maxCost)}. The script column is altcha-lib in Node.js on one core solving ${String(scriptSamples)} challenges of the step's cost (the counter to find is random, so single solves vary).`,
    '',
    table,
  ].join('\n');
}
