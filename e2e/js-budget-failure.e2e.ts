import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalProcess, startPortal } from '../tools/portal-process.js';
import { launchBrowser } from './support/browser.js';
import { overBudget, readBudgetRecord, readBuildStats } from './support/js-budget.js';
import { measurePageJavaScript } from './support/page-javascript.js';

const webRoot = fileURLToPath(new URL('../apps/web/', import.meta.url));
const committedFigures = fileURLToPath(new URL('../bench/results/js-budget.json', import.meta.url));

/** The large module the test build adds to the sign-in route: Chart.js with every chart type. */
const largeModule = 'chart.js/auto';

/** Adds `import '<module>'` to the sign-in route's module, as a change that grew it would. */
function importIntoLoginRoute(module: string): Plugin {
  return {
    name: 'test:import-into-login-route',
    enforce: 'pre',
    transform(code, id) {
      return id.endsWith('/src/app/login-route.tsx') ? `${code}\nimport '${module}';\n` : null;
    },
  };
}

/**
 * The budget check fails as it should (issue 39): a build of the web app whose sign-in route
 * imports a large module (the same vite.config.ts, into a folder of its own), served by a portal of
 * its own, makes the same computation as e2e/js-budget.e2e.ts fail, naming /login and the module.
 */
describe('the JavaScript budget check, given a sign-in route that grew', () => {
  let workDir: string;
  let portal: PortalProcess;
  let browser: Browser;
  const distDir = () => join(workDir, 'dist');

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'medivi-js-budget-'));
    await build({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      configLoader: 'bundle',
      logLevel: 'warn',
      build: { outDir: distDir(), emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
      plugins: [importIntoLoginRoute(largeModule)],
    });
    portal = await startPortal({
      NODE_ENV: 'test',
      VAR_DIR: join(workDir, 'var'),
      DATABASE_URL: '',
      DEMO_DATA: 'false',
      IMPORT_ON_START: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: distDir(),
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await portal.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('fails for /login and names the module that grew it', async () => {
    const measured = await measurePageJavaScript({
      browser,
      originOf: (host) => `http://${host}:${String(portal.port)}`,
      distDir: distDir(),
      pages: [{ path: '/login', role: null }],
    });
    const failures = overBudget(measured, readBuildStats(distDir()), readBudgetRecord(committedFigures));
    expect(failures.map((failure) => failure.label)).toEqual(['/login']);
    const [failure] = failures;
    expect(failure?.message).toMatch(/^\/login: .* over its budget of 170\.0 KB/);
    expect(failure?.message).toMatch(
      /grew: chart\.js \+\d+\.\d KB \(new on this page; node_modules\/chart\.js\//,
    );
  });
});
