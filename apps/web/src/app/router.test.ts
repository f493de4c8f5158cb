import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { routeLoadsSettled } from './route-loading';
import { discoverSignedInRoutes } from './router';
import { startUpRoutes } from './start-up-routes';

function collectPaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...collectPaths(route.children ?? []),
  ]);
}

const routers: { dispose(): void }[] = [];

/** The browser's router at `path`, once its first navigation (and route discovery) has ended. */
async function routerAt(path: string) {
  const router = createMemoryRouter(startUpRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverSignedInRoutes,
  });
  routers.push(router);
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else
      router.subscribe((state) => {
        if (state.initialized) resolve();
      });
  });
  await routeLoadsSettled();
  return router;
}

afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

describe('the route table the browser starts with', () => {
  it('holds the public pages and none of the signed-in ones', () => {
    const served = collectPaths(startUpRoutes);
    expect(served).toContain(paths.login);
    expect(served).toContain(paths.invitation);
    expect(served).not.toContain(paths.start);
    expect(served).not.toContain(paths.users);
  });

  it('adds the signed-in routes when an address needs them', async () => {
    const router = await routerAt(paths.start);
    const served = collectPaths(router.routes);
    expect(served).toContain(paths.start);
    expect(served).toContain(paths.users);
    expect(router.state.matches.at(-1)?.route.path).toBe(paths.start);
  });

  it('adds them for a signed-in page below a public one', async () => {
    const router = await routerAt(paths.transparencyPublications);
    expect(router.state.matches.at(-1)?.route.path).toBe(paths.transparencyPublications);
  });

  it('adds nothing for a public page, also one with a parameter', async () => {
    for (const path of [paths.login, '/invitation/abc123']) {
      const router = await routerAt(path);
      expect(collectPaths(router.routes)).not.toContain(paths.start);
      expect(router.state.errors).toBeNull();
    }
  });
});
