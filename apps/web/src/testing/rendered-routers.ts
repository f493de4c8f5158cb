/** The part of a router the wait after each test needs (kept apart so setup imports no app code). */
interface DisposableRouter {
  dispose(): void;
}

/** Routers rendered by the running test; `disposeRenderedRouters` stops them after it. */
const renderedRouters = new Set<DisposableRouter>();

/** Notes a router a test rendered. */
export function noteRenderedRouter(router: DisposableRouter): void {
  renderedRouters.add(router);
}

/**
 * Stops every router a test rendered, so that no redirect or navigation starts loading a page after
 * the test ended (a load still running when the test file's environment goes fails the run).
 */
export function disposeRenderedRouters(): void {
  for (const router of renderedRouters) router.dispose();
  renderedRouters.clear();
}
