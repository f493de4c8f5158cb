import { createBrowserRouter, type PatchRoutesOnNavigationFunction } from 'react-router';
import { inOwnTask, rootRouteId, startUpRoutes } from './start-up-routes';

/**
 * Adds the signed-in routes (`signed-in-routes.tsx`) under the root route when a navigation finds
 * no page among the routes known so far: React Router's route discovery ("fog of war"). An
 * address that matched a public page (the router also asks for addresses with parameters, such as
 * `/invitation/:code?`) loads nothing. Patching twice is harmless: the router leaves out a route it
 * already has.
 */
export const discoverSignedInRoutes: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  // The matches may cover only the start of the address (`/transparency` of
  // `/transparency/publications`): a page counts only when it matched the whole of it.
  const deepest = matches.at(-1);
  const withoutSlash = (pathname: string) => pathname.replace(/\/+$/, '');
  const isPage =
    deepest !== undefined &&
    deepest.route.id !== rootRouteId &&
    deepest.route.children === undefined &&
    withoutSlash(deepest.pathname) === withoutSlash(path.split('?')[0] ?? path);
  if (isPage) return;
  const { signedInRoutes } = await import('./signed-in-routes');
  patch(rootRouteId, signedInRoutes(inOwnTask));
};

/**
 * The data router of the route table; creating it starts loading the code of the address opened.
 * It starts with the public routes and discovers the signed-in ones (`discoverSignedInRoutes`).
 */
export function createAppRouter() {
  return createBrowserRouter(startUpRoutes, { patchRoutesOnNavigation: discoverSignedInRoutes });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
