import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { routeLoadsSettled } from '../app/route-loading';

// Pages load on demand; the first load of a page's modules can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Tests run without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // A navigation the test started (or a guard redirected) may still be loading a page's modules;
  // they must arrive before the test environment goes. A load stuck on a fake timer is given up.
  await Promise.race([routeLoadsSettled(), new Promise((resolve) => setTimeout(resolve, 8000))]);
});
