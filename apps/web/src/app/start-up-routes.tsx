import type { RouteObject } from 'react-router';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { paths } from '../lib/paths';
import { publicRoutes } from './public-routes';
import { trackRouteLoad } from './route-loading';

/** Id of the root route, under which the signed-in routes are added (`router.ts`). */
export const rootRouteId = 'root';

/** The root layout's code, one load for every table the root route is in. */
const loadRootLayout = async () => ({
  Component: (await inOwnTask(() => import('./root-layout'))).RootLayout,
});

/**
 * Loads a route module in a task of its own. The router asks for every matched route's module at
 * once, and each request adds a preload link per chunk the module needs; one task per route keeps
 * that work in short tasks.
 */
export function inOwnTask<T>(load: () => Promise<T>): Promise<T> {
  return trackRouteLoad(
    (async () => {
      await yieldToBrowser();
      return load();
    })(),
  );
}

/**
 * The root route around `children`: the root layout (theme, snackbars). Every route's code loads
 * on demand (`lazy`, which app-routes.tsx reads), the root and guards included, so start-up
 * carries no page; the routes of the address opened arrive in parallel, each requested in a task
 * of its own. The boot screen and the error page are app-routes.tsx's.
 */
export function rootRoute(children: RouteObject[]): RouteObject {
  return { id: rootRouteId, path: paths.home, lazy: loadRootLayout, children };
}

/**
 * The route table the browser starts with: the root and the public routes (sign-in, registration,
 * password reset, the help pages, the public forms). The signed-in routes join it when an address
 * first needs them (`router.ts`, docs/decisions/0122).
 */
export const startUpRoutes: RouteObject[] = [rootRoute(publicRoutes(inOwnTask))];
