import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type JourneyPage, pageLabel } from './journey-pages.js';
import { signInThroughUi } from './sign-in.js';

/** The one password of every demo account (README "Demo accounts"). */
const demoPassword = 'MediVI-Demo-2026!';

/** The phone every page is measured on: 390 × 844 CSS px, touch (as the journeys' `phone`). */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** One script file a page loaded: its address under /assets and its size gzipped at level 9, bytes. */
export interface ScriptFile {
  file: string;
  gzipBytes: number;
}

/** The JavaScript one page loaded until the network was idle. */
export interface PageJavaScript {
  label: string;
  page: JourneyPage;
  /** Where the browser ended up (a guard or redirect may lead elsewhere). */
  finalPath: string;
  files: ScriptFile[];
  gzipBytes: number;
  /**
   * The page's cumulative layout shift until the network was idle (the sum of the browser's
   * layout-shift entries without recent input, as Lighthouse's CLS on one load) and the elements
   * of each shift of 0.005 or more, for the message of a page over 0.1 (issue 39).
   */
  layoutShift: number;
  shifts: LayoutShift[];
}

/** A layout shift as the page recorded it: its score and the elements it moved. */
interface LayoutShift {
  value: number;
  elements: string[];
}

/**
 * Run in the page before its own scripts (the journeys compile without DOM types, so it is
 * JavaScript in a string): keeps every layout-shift entry without recent input, from the first
 * byte (`buffered`), in `window.__layoutShifts`, each with the tags and first words of the
 * elements it moved.
 */
const recordLayoutShifts = `
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const elements = (entry.sources || []).map(({ node }) =>
        node instanceof Element
          ? '<' + node.tagName.toLowerCase() + '> "' + (node.textContent || '').trim().slice(0, 40) + '"'
          : 'a removed element');
      window.__layoutShifts.push({ value: entry.value, elements });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** What `recordLayoutShifts` recorded on `page`. */
async function readLayoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate<LayoutShift[]>('window.__layoutShifts || []');
}

/** Gzip level 9 sizes of built files, each compressed once. */
export class GzipSizes {
  private readonly sizes = new Map<string, number>();

  constructor(private readonly distDir: string) {}

  /** The gzip size of `file` (an address such as `/assets/index-abc.js`), bytes. */
  of(file: string): number {
    let size = this.sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(this.distDir, file)), { level: 9 }).length;
      this.sizes.set(file, size);
    }
    return size;
  }
}

/** The script files under /assets that `page` loads from now on, in order of arrival. */
function collectScripts(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.add(pathname);
  });
  return files;
}

/** A signed-in user's cookies and local storage, as a browser context saves them. */
export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs `role` in through the form on a fresh phone context and returns its cookies and storage. */
async function signedInState(browser: Browser, origin: string, role: string): Promise<SignedInState> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await signInThroughUi(page, origin, `${role}@demo.medivi.test`, demoPassword, { timeoutMs: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The sessions of the demo roles: each role signs in once per origin, through the form, in `browser`. */
export class SignedInStates {
  private readonly states = new Map<string, SignedInState>();

  constructor(private readonly browser: Browser) {}

  /** The session of `role` on `origin`, signing it in the first time. */
  async of(role: string, origin: string): Promise<SignedInState> {
    const key = `${role}@${origin}`;
    const known = this.states.get(key);
    if (known !== undefined) return known;
    const state = await signedInState(this.browser, origin, role);
    this.states.set(key, state);
    return state;
  }
}

/**
 * The address to open for `journeyPage` on `origin`: its path, or the one its `resolvePath` reads
 * with the requests of `context`, signed in as `state` (the CSRF token its pages send).
 */
export async function journeyPagePath(
  journeyPage: JourneyPage,
  origin: string,
  context: BrowserContext,
  state: SignedInState | undefined,
): Promise<string> {
  if (journeyPage.resolvePath === undefined) return journeyPage.path;
  const csrfToken =
    state?.origins
      .find((entry) => entry.origin === origin)
      ?.localStorage.find((item) => item.name === 'medivi.csrfToken')?.value ?? '';
  return journeyPage.resolvePath({ request: context.request, origin, csrfToken });
}

/**
 * Opens each of `pages` in Chromium as a phone, signed in as its role (each role signs in once,
 * through the form; every page then opens in a fresh context with that session, so nothing comes
 * from the cache), waits until the network is idle, and sums the script files under /assets that
 * arrived, at their gzip level 9 size in `distDir` (the built files the portal serves), and the
 * layout shifts it recorded meanwhile.
 * `originOf` gives the portal's address for a host name (`localhost`, `claims.localhost`).
 */
export async function measurePageJavaScript(options: {
  browser: Browser;
  originOf: (host: 'localhost' | 'claims.localhost') => string;
  distDir: string;
  pages: readonly JourneyPage[];
}): Promise<PageJavaScript[]> {
  const { browser, originOf, pages } = options;
  const gzip = new GzipSizes(options.distDir);
  const states = new SignedInStates(browser);
  const results: PageJavaScript[] = [];
  for (const journeyPage of pages) {
    const origin = originOf(journeyPage.host ?? 'localhost');
    const { role } = journeyPage;
    const storageState = role === null ? undefined : await states.of(role, origin);
    const context = await browser.newContext({
      ...phone,
      ...(storageState === undefined ? {} : { storageState }),
    });
    try {
      const page = await context.newPage();
      const path = await journeyPagePath(journeyPage, origin, context, storageState);
      const scripts = collectScripts(page);
      await page.addInitScript({ content: recordLayoutShifts });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      const files = [...scripts].map((file) => ({ file, gzipBytes: gzip.of(file) }));
      const shifts = await readLayoutShifts(page);
      const url = new URL(page.url());
      results.push({
        label: pageLabel(journeyPage),
        page: journeyPage,
        finalPath: `${url.pathname}${url.search}`,
        files,
        gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
        layoutShift: shifts.reduce((sum, shift) => sum + shift.value, 0),
        shifts: shifts.filter((shift) => shift.value >= 0.005),
      });
    } finally {
      await context.close();
    }
  }
  return results;
}
