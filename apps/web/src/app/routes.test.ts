import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { builtPaths, loginPathFor } from './paths';
import { appRoutes } from './routes';

function collectPaths(routes: readonly RouteObject[], parent: string): string[] {
  return routes.flatMap((route) => {
    const own = route.index === true ? parent : (route.path ?? null);
    const base = route.path ?? parent;
    return [...(own === null ? [] : [own]), ...collectPaths(route.children ?? [], base)];
  });
}

describe('route table', () => {
  it('serves exactly the built paths of the registry', () => {
    const served = new Set(collectPaths(appRoutes, '/'));
    expect([...served].sort()).toEqual([...builtPaths].sort());
  });

  it('builds the login address with a returnTo query', () => {
    expect(loginPathFor('/provider-search?zip=44106')).toBe(
      '/login?returnTo=%2Fprovider-search%3Fzip%3D44106',
    );
  });
});
