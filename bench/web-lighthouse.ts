import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { type JourneyPage, pageLabel } from '../e2e/support/journey-pages.js';
import { journeyPagePath, SignedInStates } from '../e2e/support/page-javascript.js';
import { chromiumFlags, chromiumPath } from '../tools/portal-process.js';

/** Issue 39's bar for every journey page: score ≥ 0.95, CLS < 0.1, total blocking time < 200 ms. */
export const lighthouseTargets = { score: 0.95, cls: 0.1, tbtMs: 200 } as const;

/** One page's Lighthouse mobile performance run. */
export interface LighthouseRun {
  /** The score, 0–1. */
  score: number;
  /** Total blocking time, ms, and cumulative layout shift (unitless), as Lighthouse computed them. */
  tbtMs: number;
  cls: number;
  /** The displayed values: FCP, LCP, TBT, CLS, Speed Index. */
  metrics: Record<string, string>;
  /** The path and query the page ended on (a guard that sent it to /login would show here). */
  finalPath: string;
}

/** Whether a run meets `lighthouseTargets`. */
export function meetsLighthouseTargets(run: Pick<LighthouseRun, 'score' | 'tbtMs' | 'cls'>): boolean {
  return (
    run.score >= lighthouseTargets.score &&
    run.cls < lighthouseTargets.cls &&
    run.tbtMs < lighthouseTargets.tbtMs
  );
}

/**
 * Lighthouse mobile performance (simulated throttling, its defaults) of `url` in Debian Chromium, in
 * a fresh browser with empty storage and cache; `headers` go with every request (the session
 * cookie of a signed-in page). @throws when Lighthouse could not measure the page, which would
 * otherwise read as a score of 0.
 */
export async function lighthousePerformance(
  url: string,
  headers: Record<string, string> = {},
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: headers,
    });
    if (result === undefined) throw new Error('lighthouse returned nothing');
    const lhr = result.lhr;
    if (lhr.runtimeError !== undefined) {
      throw new Error(
        `lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    const final = new URL(lhr.finalDisplayedUrl);
    return {
      score: lhr.categories.performance?.score ?? 0,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
        'Speed Index': metric('speed-index'),
      },
      finalPath: `${final.pathname}${final.search}`,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * `measure`, tried again up to twice when Lighthouse could not record the page (it asks for that
 * itself: a trace without its navigation start, NO_NAVSTART, happens now and then on a busy
 * machine); the last failure is thrown.
 */
async function withRetries<T>(measure: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure();
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stdout.write(
        `web: measuring again (${error instanceof Error ? error.message : String(error)})\n`,
      );
    }
  }
}

/** A journey page's Lighthouse run, named as the budget names it. */
export interface JourneyLighthouse {
  label: string;
  run: LighthouseRun;
}

/**
 * Lighthouse on every one of `pages` (e2e/support/journey-pages.ts), each signed in as its role:
 * the role signs in once through the form in `browser` (as the JavaScript measurement does), and
 * Lighthouse's own fresh browser sends that session's cookie, so the page loads with a cold cache
 * as a member's phone would after signing in. Pages run one after another: Lighthouse's simulated
 * throttling reads the main thread's tasks, which a second run beside it would lengthen.
 */
export async function lighthouseJourneyPages(options: {
  browser: Browser;
  originOf: (host: 'localhost' | 'claims.localhost') => string;
  pages: readonly JourneyPage[];
  onPage?: (page: JourneyLighthouse) => void;
}): Promise<JourneyLighthouse[]> {
  const { browser, originOf, pages } = options;
  const states = new SignedInStates(browser);
  const results: JourneyLighthouse[] = [];
  for (const journeyPage of pages) {
    const origin = originOf(journeyPage.host ?? 'localhost');
    let cookie = '';
    let path = journeyPage.path;
    if (journeyPage.role !== null) {
      const state = await states.of(journeyPage.role, origin);
      const host = new URL(origin).hostname;
      cookie = state.cookies
        .filter((c) => c.domain.replace(/^\./, '') === host)
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
      if (journeyPage.resolvePath !== undefined) {
        const context = await browser.newContext({ storageState: state });
        try {
          path = await journeyPagePath(journeyPage, origin, context, state);
        } finally {
          await context.close();
        }
      }
    }
    const run = await withRetries(() =>
      lighthousePerformance(`${origin}${path}`, cookie === '' ? {} : { Cookie: cookie }),
    );
    const page = { label: pageLabel(journeyPage), run };
    options.onPage?.(page);
    results.push(page);
  }
  return results;
}
