import { UNSAFE_createBrowserHistory, type RouteObject } from 'react-router';
import type { AppHistory, RouteTable } from './app-router';
import { whenRouteReady, type RouteDiscovery } from './route-table';
import { inOwnTask, rootRouteId, startUpRoutes } from './start-up-routes';

/** `routes` with `children` added under the root route. */
function withUnderRoot(routes: readonly RouteObject[], children: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject =>
    route.id === rootRouteId && route.index !== true
      ? { ...route, children: [...(route.children ?? []), ...children] }
      : route,
  );
}

/**
 * Adds the signed-in routes (`signed-in-routes.tsx`) under the root route when an address matches
 * no page of the start-up table: route discovery. The public routes keep their objects, so their
 * loaded code is not asked for again. Loaded once; a failed load shows the error page.
 */
export function createSignedInDiscovery(): RouteDiscovery {
  let loading: Promise<RouteObject[]> | undefined;
  let known: RouteObject[] | null = null;
  return {
    known: () => known,
    load() {
      loading ??= import('./signed-in-routes').then(({ signedInRoutes }) => {
        known = withUnderRoot(startUpRoutes, signedInRoutes(inOwnTask));
        return known;
      });
      return loading;
    },
  };
}

/** What the portal's router needs: the history it follows, the start-up table and its growth. */
export interface AppRouterParts extends RouteTable {
  history: AppHistory;
}

/**
 * The browser's router parts; creating them starts loading the code of the address opened (and
 * the signed-in routes, when it is not a public page), before React renders. It starts with the
 * public routes and discovers the signed-in ones (`createSignedInDiscovery`).
 */
export function createAppRouter(): AppRouterParts {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const discovery = createSignedInDiscovery();
  // A failed load shows the error page when the page renders.
  whenRouteReady(startUpRoutes, discovery, history.location)?.catch(() => undefined);
  return { history, routes: startUpRoutes, discovery };
}
