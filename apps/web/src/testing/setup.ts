import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { pageAreas } from '../../lingui.config';
import { routeLoadsPending, routeLoadsSettled } from '../app/route-loading';
import { loadAreas } from '../lib/i18n/i18n';

// Components are rendered without the routes that load their areas' catalogues: every area is in.
await loadAreas(...pageAreas);

// Pages load on demand; the first load of a page's modules can take a while on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

/** How long the wait after a test gives the page loads it left running (a busy machine is slow). */
const settleLimitMs = 45_000;

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Waits until no page module is loading, across a macrotask, so that a load begun by a redirect
 * in the last moments of a test is seen too. Gives up after `settleLimitMs`.
 */
async function pageLoadsSettled(): Promise<void> {
  const deadline = Date.now() + settleLimitMs;
  while (Date.now() < deadline) {
    await Promise.race([routeLoadsSettled(), pause(Math.max(0, deadline - Date.now()))]);
    await pause(20);
    if (routeLoadsPending() === 0) return;
  }
}

// Tests run without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  // A navigation the test started (or a guard redirected) may still be loading a page's modules,
  // which must arrive before the environment goes.
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await pageLoadsSettled();
  // A lazy part of a page (React.lazy inside it, not a route) may still be importing its modules.
  await vi.dynamicImportSettled();
});
