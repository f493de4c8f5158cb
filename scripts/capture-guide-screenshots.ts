/**
 * Makes the screenshots of the written training guides (docs/decisions/0108, issue 20 item 3):
 *
 *   npm run build && npx tsx --conditions source scripts/capture-guide-screenshots.ts [guide…]
 *
 * Starts the built portal on its embedded default (a fresh SQLite database in a temporary folder,
 * the public reference data imported and the synthetic demo data seeded, as the end-to-end
 * journeys start it), signs in the demo accounts through the login form (the sign-in code is read
 * from the embedded outbox), walks Debian's Chromium through the screens the guides describe at a
 * 1280 × 800 desktop and saves one WebP image per step listed in
 * `apps/web/src/features/training/training-screenshot-list.ts`, cropped to the part of the page
 * the step is about, into `apps/web/src/features/training/screenshots/` with their pixel sizes in
 * `sizes.json`; a crop ends at the bottom of the viewport. Each image is at most 120 KB (the quality is lowered until it fits) and all of them
 * together at most 1.2 MB. Guide ids (`highlights`, `inpatient`, `outpatientProfessional`,
 * `providerSearch`) limit the run to those guides; `--data=<folder>` keeps the portal's data in
 * that folder instead of a temporary one, so that a second run skips the import (about 4 minutes).
 * Re-run it after a change to those screens.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { demoEmailDomain, demoPassword } from '../apps/server/src/seed/demo-accounts.js';
import { trainingScreenshotList } from '../apps/web/src/features/training/training-screenshot-list.js';
import { signInThroughUi } from '../e2e/support/sign-in.js';
import { chromiumFlags, chromiumPath, repositoryRoot, startPortal } from '../tools/portal-process.js';
import { type GuideId, guideWalks, type Shoot } from './guide-screenshot-walks.js';

const outputDir = resolve(repositoryRoot, 'apps/web/src/features/training/screenshots');
const sizesFile = join(outputDir, 'sizes.json');
const viewport = { width: 1280, height: 800 };
const maxFileBytes = 120 * 1024;
const maxTotalBytes = 1200 * 1024;
/** Space kept around a cropped element, CSS px. */
const margin = 8;
/** Space above a cropped element for the fixed app bar, CSS px. */
const appBarSpace = 80;

type Sizes = Record<string, { width: number; height: number }>;

/** What the script's `page.evaluate` strings run on (the script compiles without DOM types). */
const settledScript = `document.getAnimations().every((animation) =>
  animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity)`;

/** Waits for finished transitions and a quiet network, and takes focus off fields (no caret). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate('document.activeElement?.blur?.()');
  // Polled from here: the page's Content-Security-Policy refuses waitForFunction's evaluated text.
  const deadline = Date.now() + 30_000;
  while (!(await page.evaluate<boolean>(settledScript))) {
    if (Date.now() > deadline) throw new Error(`the page ${page.url()} does not stop animating`);
    await page.waitForTimeout(100);
  }
  // Canvas charts draw their own animation, which the document does not list.
  await page.waitForTimeout(800);
}

/**
 * Screenshot of `clip` (CSS px in page coordinates) as WebP, through the DevTools protocol
 * (Playwright writes only PNG and JPEG), at the highest quality from 80 down that fits
 * `maxFileBytes`.
 */
async function webp(
  context: BrowserContext,
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
): Promise<Buffer> {
  const session = await context.newCDPSession(page);
  try {
    for (let quality = 80; quality >= 40; quality -= 10) {
      const { data } = await session.send('Page.captureScreenshot', {
        format: 'webp',
        quality,
        clip: { ...clip, scale: 1 },
        captureBeyondViewport: false,
      });
      const image = Buffer.from(data, 'base64');
      if (image.subarray(8, 12).toString('latin1') !== 'WEBP') throw new Error('Chromium wrote no WebP');
      if (image.length <= maxFileBytes) return image;
    }
  } finally {
    await session.detach();
  }
  throw new Error(`screenshot over ${String(maxFileBytes)} bytes even at quality 40`);
}

/** A `Shoot` that saves into `outputDir` and records the sizes in `sizes`. */
function shooter(context: BrowserContext, page: Page, sizes: Sizes, done: Set<string>): Shoot {
  return async (file, target, options = {}) => {
    await settle(page);
    let clip: { x: number; y: number; width: number; height: number };
    if (target === 'viewport') {
      const scroll = await page.evaluate<[number, number]>('[window.scrollX, window.scrollY]');
      clip = { x: scroll[0], y: scroll[1], ...viewport };
    } else {
      // The element's top just below the fixed app bar, so that nothing covers it.
      const before = await target.boundingBox();
      if (before === null) throw new Error(`${file}: the element is not visible`);
      const scrolled = await page.evaluate<number>('window.scrollY');
      await page.evaluate(
        `window.scrollTo({ top: ${String(before.y + scrolled - appBarSpace)}, left: 0, behavior: 'instant' })`,
      );
      const box = await target.boundingBox();
      if (box === null) throw new Error(`${file}: the element is not visible`);
      const scroll = await page.evaluate<[number, number]>('[window.scrollX, window.scrollY]');
      const pageWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
      const space = options.margin ?? margin;
      const x = Math.max(0, Math.floor(box.x - space));
      // Below the app bar the margin stops at it; a dialog over the app bar is taken whole.
      // The app bar by its element: an open dialog hides it from the accessibility tree.
      const appBar = await page.locator('header').first().boundingBox({ timeout: 1_000 });
      const barBottom = appBar === null ? 0 : Math.ceil(appBar.y + appBar.height);
      const y = Math.max(box.y >= barBottom ? barBottom : 0, Math.floor(box.y - space));
      const right = Math.min(pageWidth, Math.ceil(box.x + box.width + space));
      const bottom = Math.min(viewport.height, Math.ceil(box.y + box.height + space));
      clip = { x: x + scroll[0], y: y + scroll[1], width: right - x, height: bottom - y };
    }
    const image = await webp(context, page, clip);
    writeFileSync(join(outputDir, file), image);
    sizes[file] = { width: clip.width, height: clip.height };
    done.add(file);
    console.log(`${file}: ${String(clip.width)}×${String(clip.height)}, ${String(image.length)} bytes`);
  };
}

async function main(): Promise<void> {
  const dataOption = process.argv.find((arg) => arg.startsWith('--data='));
  const wanted = process.argv.slice(2).filter((arg) => arg !== dataOption);
  const ids = (Object.keys(guideWalks) as GuideId[]).filter(
    (id) => wanted.length === 0 || wanted.includes(id),
  );
  const unknown = wanted.filter((id) => !(id in guideWalks));
  if (unknown.length > 0) throw new Error(`unknown guide ${unknown.join(', ')}`);
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!statSync(resolve(repositoryRoot, built), { throwIfNoEntry: false })?.isFile())
      throw new Error(`${built} is missing: run npm run build first`);
  }
  mkdirSync(outputDir, { recursive: true });
  const sizes = (existsSync(sizesFile) ? JSON.parse(readFileSync(sizesFile, 'utf8')) : {}) as Sizes;
  const varDir =
    dataOption === undefined
      ? mkdtempSync(join(tmpdir(), 'medivi-screenshots-'))
      : resolve(dataOption.slice('--data='.length));
  mkdirSync(varDir, { recursive: true });
  console.log('Starting the portal (the first start imports the reference data; minutes)…');
  const portal = await startPortal(
    {
      NODE_ENV: 'test',
      VAR_DIR: varDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      IMPORT_ON_START: 'true',
      LOG_LEVEL: 'warn',
    },
    { timeoutMs: 900_000, output: 'inherit' },
  );
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
  });
  const done = new Set<string>();
  try {
    for (const id of ids) {
      const guide = guideWalks[id];
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await signInThroughUi(page, portal.url, `${guide.login}@${demoEmailDomain}`, demoPassword, {
        timeoutMs: 60_000,
      });
      console.log(`${id}:`);
      try {
        await guide.run(page, portal.url, shooter(context, page, sizes, done));
      } catch (error) {
        const failure = join(tmpdir(), `capture-${id}-failure.png`);
        await page.screenshot({ path: failure, fullPage: true });
        console.error(`${id} failed on ${page.url()}; the page as it was: ${failure}`);
        throw error;
      }
      await context.close();
      const missing = trainingScreenshotList[id].filter((entry) => !done.has(entry.file));
      if (missing.length > 0) throw new Error(`${id}: not taken: ${missing.map((e) => e.file).join(', ')}`);
    }
  } finally {
    await browser.close();
    await portal.stop();
    if (dataOption === undefined) rmSync(varDir, { recursive: true, force: true });
  }
  const listed = new Set(Object.values(trainingScreenshotList).flatMap((list) => list.map((e) => e.file)));
  const kept = Object.fromEntries(
    Object.entries(sizes)
      .filter(([file]) => listed.has(file))
      .sort(),
  );
  writeFileSync(sizesFile, `${JSON.stringify(kept, null, 2)}\n`);
  const total = [...listed].reduce(
    (sum, file) => sum + (statSync(join(outputDir, file), { throwIfNoEntry: false })?.size ?? 0),
    0,
  );
  console.log(`${String(listed.size)} screenshots, ${String(total)} bytes in all`);
  if (total > maxTotalBytes)
    throw new Error(`the screenshots take ${String(total)} bytes, over ${String(maxTotalBytes)}`);
}

await main();
