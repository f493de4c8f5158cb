import type { Variant } from '@medivi/domain';
import { yieldToBrowser } from '../lib/yield-to-browser';

/**
 * Starts the portal in steps, each in a task of its own, so that no step blocks the page for long
 * on a slow phone (docs/decisions/0011-code-splitting-and-start-up.md): the router first, since
 * creating it starts loading the code of the address opened; then the store and the session
 * fetch; then React renders. Each step's code is fetched from the start (index.html preloads it)
 * and only evaluated here, one step at a time.
 */
export async function startApp(container: HTMLElement, variant: Variant): Promise<void> {
  await yieldToBrowser();
  const { createAppRouter } = await import('./router');
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();
  // Redux Toolkit on its own first, then the store's modules (RTK Query's API among them).
  await import('@reduxjs/toolkit');
  await yieldToBrowser();
  const { createStore } = await import('./store');
  await yieldToBrowser();
  const store = createStore();
  await yieldToBrowser();
  const { fetchSession } = await import('../features/auth/session-boot');
  await yieldToBrowser();
  void fetchSession(store.dispatch);
  await yieldToBrowser();
  const { mountApp } = await import('./mount-app');
  await yieldToBrowser();
  await mountApp(container, { store, variant, router });
}
