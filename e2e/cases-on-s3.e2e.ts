import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../apps/server/src/testing/s3-server.js';
import { type PortalProcess, startPortal } from '../tools/portal-process.js';
import {
  demoEmail,
  demoPassword,
  expectAccessible,
  expectNoSidewaysScroll,
  launchBrowser,
  newPage,
  phone,
} from './support/browser.js';
import { confirmSubmitted, fillMemberStep, startCase } from './support/cases.js';
import { tinyPdf } from './support/files.js';
import { named, tabTo } from './support/keyboard.js';
import { signInThroughUi } from './support/sign-in.js';

/** Every file under `dir` (recursively), as paths relative to it; none when it does not exist. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** Signs the demo member in on the portal at `baseURL` and opens My Cases there. */
async function openMyCases(page: Page, baseURL: string): Promise<void> {
  await signInThroughUi(page, baseURL, demoEmail('member'), demoPassword);
  await page.goto(`${baseURL}/my-cases`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Starts the download `start` triggers and returns its bytes and suggested file name. */
async function downloadOf(page: Page, start: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  await start();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** The link of `fileName` in the case detail `detail`. */
const fileLink = (detail: Locator, fileName: string) => detail.getByRole('link', { name: fileName });

/**
 * A case with an attachment across two portal hosts on object storage (issue 36; docs/decisions/
 * 0120): two portals started here with STORAGE=s3 on the journeys' database and one bucket of the
 * loopback S3 test server, each with a folder of its own. The member files a Balance Bill with a
 * PDF through the first; the second, on a phone, lists the file and serves the same bytes, reached
 * with the keyboard.
 */
describe('a case with an attachment on object storage, across two portal hosts', () => {
  let browser: Browser;
  let s3: TestS3Server;
  let work: string;
  let first: PortalProcess;
  let second: PortalProcess;
  const fileName = `s3-journey-${randomBytes(4).toString('hex')}.pdf`;
  // A real PDF made distinct by a comment after its end, so its bytes are this journey's alone.
  const sent = Buffer.concat([tinyPdf(), Buffer.from(`%${randomBytes(2048).toString('hex')}\n`)]);

  beforeAll(async () => {
    browser = await launchBrowser();
    s3 = await startTestS3Server();
    work = mkdtempSync(join(tmpdir(), 'medivi-e2e-s3-'));
    const shared = {
      NODE_ENV: 'test',
      DATABASE_URL: inject('databaseFile'),
      // Sessions live in the database; the hosts share the secret that signs their cookies.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DEMO_DATA: 'false',
      IMPORT_ON_START: 'false',
      LOG_LEVEL: 'warn',
      CLAMD_SOCKET: inject('clamdSocket'),
      ...s3.portalEnvironment(),
    };
    const start = (name: string) =>
      startPortal({ ...shared, VAR_DIR: join(work, name) }, { timeoutMs: 180_000 });
    [first, second] = await Promise.all([start('first'), start('second')]);
  });
  afterAll(async () => {
    await Promise.all([first.stop(), second.stop()]);
    await browser.close();
    await s3.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('files a Balance Bill with a PDF through the first host, whose case detail lists and serves it', async () => {
    const baseURL = `http://localhost:${String(first.port)}`;
    const { context, page } = await newPage(browser);
    await openMyCases(page, baseURL);
    await page.getByRole('table', { name: 'Cases' }).waitFor();
    await expectAccessible(page);

    await startCase(page, 'Balance Bill');
    await fillMemberStep(page);
    await page.waitForURL(/\/upload-file$/);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: sent });
    await page.getByText(fileName).waitFor();
    await page.getByRole('checkbox', { name: /compared the Explanation of Benefits/ }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await confirmSubmitted(page);

    // Newest first: the case just filed heads the list.
    const firstRow = page.getByRole('table', { name: 'Cases' }).getByRole('row').nth(1);
    await firstRow.getByRole('button', { name: /details$/ }).click();
    const detail = page.getByRole('dialog').filter({ hasText: fileName });
    await fileLink(detail, fileName).waitFor();
    await expectAccessible(page);
    const downloaded = await downloadOf(page, () => fileLink(detail, fileName).click());
    expect(downloaded.name).toBe(fileName);
    expect(downloaded.bytes.equals(sent)).toBe(true);
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'hidden' });
    await context.close();

    // The file is the bucket's one attachment, and on neither host's disk.
    const stored: string[] = [];
    for await (const entry of s3.storage().listStored()) stored.push(entry.key);
    expect(stored).toHaveLength(1);
    const object = await s3.storage().open(stored[0] ?? '');
    expect(object === null ? null : (await buffer(object)).equals(sent)).toBe(true);
    for (const name of ['first', 'second']) expect(filesUnder(join(work, name, 'attachments'))).toEqual([]);
  });

  it('lists the file on the second host at phone width, and downloads the same bytes with the keyboard', async () => {
    const baseURL = `http://localhost:${String(second.port)}`;
    const { context, page } = await newPage(browser, phone);
    await openMyCases(page, baseURL);
    const newest = page.getByRole('list', { name: 'Cases' }).getByRole('listitem').first();
    await newest.getByRole('button', { name: /details$/ }).click();
    const detail = page.getByRole('dialog').filter({ hasText: fileName });
    await fileLink(detail, fileName).waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // Tab to the file's link (focus showing at every stop) and open it with Enter.
    await tabTo(page, named(fileName));
    const downloaded = await downloadOf(page, () => page.keyboard.press('Enter'));
    expect(downloaded.name).toBe(fileName);
    expect(downloaded.bytes.equals(sent)).toBe(true);
    await tabTo(page, named('Close'));
    await page.keyboard.press('Enter');
    await detail.waitFor({ state: 'hidden' });
    expect(filesUnder(join(work, 'second', 'attachments'))).toEqual([]);
    await context.close();
  });
});
