/** Loads a route module in a task of its own (the route table's loader, `inOwnTask` of routes.tsx). */
export type LoadInOwnTask = <T>(load: () => Promise<T>) => Promise<T>;

/** Route modules whose loading has started and not yet ended. */
const pending = new Set<Promise<unknown>>();

/**
 * Notes a route module's loading until it settles, so that a test can wait for the loads its
 * navigations started (a redirect can leave the target's load running) before its environment
 * goes away. Returns `loading` unchanged.
 */
export function trackRouteLoad<T>(loading: Promise<T>): Promise<T> {
  pending.add(loading);
  const forget = () => {
    pending.delete(loading);
  };
  loading.then(forget, forget);
  return loading;
}

/** Resolves once every route module load started so far has settled. */
export async function routeLoadsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** How many route module loads are still running. */
export function routeLoadsPending(): number {
  return pending.size;
}
