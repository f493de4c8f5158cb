import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../tools/portal-process.js';
import { root } from './support.js';

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
