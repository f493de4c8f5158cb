import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { demoEmail, demoPassword } from '../apps/server/src/seed/demo-accounts.js';
import { journeyPages } from '../e2e/support/journey-pages.js';
import { budgetOf, budgetRecord, kilobytes, overBudget, readBuildStats } from '../e2e/support/js-budget.js';
import { measurePageJavaScript } from '../e2e/support/page-javascript.js';
import { chromiumFlags, chromiumPath } from '../tools/portal-process.js';
import { root, signInHeaders, startPortal } from './support.js';

const webDist = join(root, 'apps/web/dist');

/** Initial JavaScript of the SPA: the entry script and its modulepreloads, gzip bytes. */
export function initialJavaScript(): {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
} {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const files = [...new Set(sources)].map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length,
  }));
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** Lighthouse mobile performance score (0–1) of a page, in Debian Chromium. */
export async function lighthousePerformance(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ score: number; metrics: Record<string, string> }> {
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
    // A page Lighthouse could not measure would otherwise read as a score of 0.
    if (lhr.runtimeError !== undefined) {
      throw new Error(
        `lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    return {
      score: lhr.categories.performance?.score ?? 0,
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
        'Speed Index': metric('speed-index'),
      },
    };
  } finally {
    chrome.kill();
  }
}

/** The committed figures the JavaScript budget check compares with (e2e/js-budget.e2e.ts). */
const budgetFigures = join(root, 'bench/results/js-budget.json');

/**
 * The web bench: the JavaScript every journey page loads (e2e/support/journey-pages.ts), written
 * also to bench/results/js-budget.json for the budget check, and Lighthouse on /login and on
 * /provider-search signed in. One portal with the embedded default's data (reference data imported
 * and demo accounts seeded at its start, as the journeys have it) serves both.
 */
export async function runWebBench(): Promise<string> {
  const bundle = initialJavaScript();
  const varDir = join(root, 'bench/.cache/var-web');
  rmSync(varDir, { recursive: true, force: true });
  mkdirSync(varDir, { recursive: true });
  const portal = await startPortal(
    join(varDir, 'web.sqlite'),
    varDir,
    { DEMO_DATA: 'true', IMPORT_ON_START: 'true' },
    { timeoutMs: 600_000 },
  );
  try {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: chromiumFlags,
    });
    const measured = await (async () => {
      try {
        return await measurePageJavaScript({
          browser,
          originOf: (host) => `http://${host}:${String(portal.port)}`,
          distDir: webDist,
          pages: journeyPages,
        });
      } finally {
        await browser.close();
      }
    })();
    const stats = readBuildStats(webDist);
    writeFileSync(budgetFigures, `${JSON.stringify(budgetRecord(measured, stats), null, 2)}\n`);
    const over = new Set(overBudget(measured, stats, null).map((failure) => failure.label));
    const headers = await signInHeaders(portal.url, demoEmail('member'), demoPassword);
    const login = await lighthousePerformance(`${portal.url}/login`);
    const search = await lighthousePerformance(`${portal.url}/provider-search`, {
      Cookie: headers.cookie ?? '',
    });
    const row = (page: string, r: { score: number; metrics: Record<string, string> }) =>
      `| ${page} | ${r.score.toFixed(2)} | ${Object.values(r.metrics).join(' | ')} |`;
    return [
      '## JavaScript each journey page loads',
      '',
      'Chromium as a phone (390 × 844), signed in as the role of the journey that opens the page, until the',
      'network is idle: every script under /assets, at its gzip level 9 size. Budget: 170 KB for /login,',
      '250 KB for any other page (KB = 1,024 bytes; checked by e2e/js-budget.e2e.ts against',
      'bench/results/js-budget.json, which this bench writes).',
      '',
      '| page (role) | files | gzip KB | budget KB | largest module groups |',
      '|---|---|---|---|---|',
      ...measured.map((page) => {
        const groups = Object.entries(budgetRecord([page], stats).pages[page.label]?.groups ?? {})
          .slice(0, 3)
          .map(([group, bytes]) => `${group} ${(bytes / 1024).toFixed(1)}`)
          .join(', ');
        const total = kilobytes(page.gzipBytes).replace(' KB', '');
        return `| ${page.label} | ${String(page.files.length)} | ${over.has(page.label) ? `**${total}** (over)` : total} | ${String(budgetOf(page.page.path) / 1024)} | ${groups} |`;
      }),
      '',
      '## Initial JavaScript (the entry and its start-up preloads)',
      '',
      '| file | gzip KB |',
      '|---|---|',
      ...bundle.files.map((f) => `| ${f.file} | ${(f.gzipBytes / 1024).toFixed(1)} |`),
      `| **total** | **${(bundle.totalGzipBytes / 1024).toFixed(1)}** |`,
      '',
      '## Lighthouse, mobile, performance (Debian Chromium)',
      '',
      '| page | score (target ≥ 0.95) | FCP | LCP | TBT | CLS | Speed Index |',
      '|---|---|---|---|---|---|---|',
      row('/login', login),
      row('/provider-search (signed in)', search),
    ].join('\n');
  } finally {
    await portal.stop();
  }
}
