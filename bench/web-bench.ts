import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { journeyPages } from '../e2e/support/journey-pages.js';
import { budgetOf, budgetRecord, kilobytes, overBudget, readBuildStats } from '../e2e/support/js-budget.js';
import { measurePageJavaScript } from '../e2e/support/page-javascript.js';
import { chromiumFlags, chromiumPath } from '../tools/portal-process.js';
import { root, startPortal } from './support.js';
import {
  type JourneyLighthouse,
  lighthouseJourneyPages,
  lighthouseTargets,
  meetsLighthouseTargets,
} from './web-lighthouse.js';

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

/** The committed figures the JavaScript budget check compares with (e2e/js-budget.e2e.ts). */
const budgetFigures = join(root, 'bench/results/js-budget.json');

/**
 * The web bench: the JavaScript every journey page loads (e2e/support/journey-pages.ts), written
 * also to bench/results/js-budget.json for the budget check, and Lighthouse on every journey page
 * signed in as its role (issue 39), or on those whose path contains one of `lighthousePages` (a
 * page being worked on). One portal with the embedded default's data (reference data imported and
 * demo accounts seeded at its start, as the journeys have it) serves both.
 */
export async function runWebBench(lighthousePages: readonly string[] = []): Promise<string> {
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
    const originOf = (host: 'localhost' | 'claims.localhost') => `http://${host}:${String(portal.port)}`;
    let loadAverage = '';
    const { measured, lighthouseRuns } = await (async () => {
      try {
        const measured = await measurePageJavaScript({
          browser,
          originOf,
          distDir: webDist,
          pages: journeyPages,
        });
        loadAverage = (loadavg()[0] ?? 0).toFixed(1);
        const lighthouseRuns = await lighthouseJourneyPages({
          browser,
          originOf,
          pages: journeyPages.filter(
            (page) =>
              lighthousePages.length === 0 || lighthousePages.some((part) => page.path.includes(part)),
          ),
          onPage: ({ label, run }) => {
            process.stdout.write(
              `web: ${label} ${run.score.toFixed(2)} TBT ${run.metrics.TBT ?? ''} CLS ${run.metrics.CLS ?? ''}\n`,
            );
          },
        });
        return { measured, lighthouseRuns };
      } finally {
        await browser.close();
      }
    })();
    const stats = readBuildStats(webDist);
    writeFileSync(budgetFigures, `${JSON.stringify(budgetRecord(measured, stats), null, 2)}\n`);
    const over = new Set(overBudget(measured, stats, null).map((failure) => failure.label));
    const row = ({ label, run }: JourneyLighthouse) => {
      const ended = run.finalPath === label.split(' ')[0] ? '' : run.finalPath;
      return `| ${label} | ${run.score.toFixed(2)} | ${Object.values(run.metrics).join(' | ')} | ${meetsLighthouseTargets(run) ? 'yes' : '**no**'} | ${ended} |`;
    };
    const meeting = lighthouseRuns.filter(({ run }) => meetsLighthouseTargets(run)).length;
    return [
      '## JavaScript each journey page loads',
      '',
      'Chromium as a phone (390 × 844), signed in as the role of the journey that opens the page, until the',
      'network is idle: every script under /assets, at its gzip level 9 size. Budget: 170 KB for /login,',
      '250 KB for any other page (KB = 1,024 bytes; checked by e2e/js-budget.e2e.ts against',
      'bench/results/js-budget.json, which this bench writes).',
      '',
      '| page (role) | files | gzip KB | budget KB | CLS (Chromium, this load) | largest module groups |',
      '|---|---|---|---|---|---|',
      ...measured.map((page) => {
        const groups = Object.entries(budgetRecord([page], stats).pages[page.label]?.groups ?? {})
          .slice(0, 3)
          .map(([group, bytes]) => `${group} ${(bytes / 1024).toFixed(1)}`)
          .join(', ');
        const total = kilobytes(page.gzipBytes).replace(' KB', '');
        return `| ${page.label} | ${String(page.files.length)} | ${over.has(page.label) ? `**${total}** (over)` : total} | ${String(budgetOf(page.page.path) / 1024)} | ${page.layoutShift.toFixed(3)} | ${groups} |`;
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
      `Each page in a fresh browser with a cold cache, signed in as its journey's role (the session cookie`,
      `sent with every request), Lighthouse's simulated mobile throttling. Target (issue 39): score ≥`,
      `${String(lighthouseTargets.score)}, CLS < ${String(lighthouseTargets.cls)}, TBT < ${String(lighthouseTargets.tbtMs)} ms. Met on ${String(meeting)} of ${String(lighthouseRuns.length)} pages. "Ended on" shows where a page went`,
      `when it is not the address asked for. Load average at the start of this part: ${loadAverage}.`,
      '',
      '| page (role) | score | FCP | LCP | TBT | CLS | Speed Index | met | ended on |',
      '|---|---|---|---|---|---|---|---|---|',
      ...lighthouseRuns.map(row),
    ].join('\n');
  } finally {
    await portal.stop();
  }
}
