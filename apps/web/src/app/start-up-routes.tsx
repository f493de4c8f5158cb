import type { RouteObject } from 'react-router';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { paths } from '../lib/paths';
import { BootFallback } from './boot-fallback';
import { publicRoutes } from './public-routes';
import { RouteErrorPage } from './route-error-page';
import { trackRouteLoad } from './route-loading';

/** Id of the root route, under which the signed-in routes are added (`router.ts`). */
export const rootRouteId = 'root';

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
 * The root route around `children`: the root layout (theme, snackbars), the boot screen while the
 * first routes load and the error page. Every route's code loads on demand (`lazy`), the root and
 * guards included, so start-up carries no page; the routes of the address opened arrive in
 * parallel, each requested in a task of its own.
 */
export function rootRoute(children: RouteObject[]): RouteObject {
  return {
    id: rootRouteId,
    path: paths.home,
    HydrateFallback: BootFallback,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({ Component: (await inOwnTask(() => import('./root-layout'))).RootLayout }),
    children,
  };
}

/**
 * The route table the browser starts with: the root and the public routes (sign-in, registration,
 * password reset, the help pages, the public forms). The signed-in routes join it when an address
 * first needs them (`router.ts`, docs/decisions/0122).
 */
export const startUpRoutes: RouteObject[] = [rootRoute(publicRoutes(inOwnTask))];
