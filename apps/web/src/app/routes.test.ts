import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { builtPaths, loginPathFor } from '../lib/paths';
import { appRoutes } from './routes';
import type { RouteHandle } from './route-handle';
import english from '../locales/en/shell.json';
import spanish from '../locales/es/shell.json';

/** Every page route (a path or an index) with the English document title its handle gives. */
function collectTitles(
  routes: readonly RouteObject[],
  parent: string,
): { path: string; title: string | null }[] {
  return routes.flatMap((route) => {
    const own = route.index === true ? parent : (route.path ?? null);
    const handle = route.handle as RouteHandle | undefined;
    const title = handle === undefined ? null : english[handle.documentTitleId ?? handle.titleId];
    return [
      ...(own === null || (route.children ?? []).length > 0 ? [] : [{ path: own, title }]),
      ...collectTitles(route.children ?? [], route.path ?? parent),
    ];
  });
}

function collectPaths(routes: readonly RouteObject[], parent: string): string[] {
  return routes.flatMap((route) => {
    const own = route.index === true ? parent : (route.path ?? null);
    const base = route.path ?? parent;
    return [...(own === null ? [] : [own]), ...collectPaths(route.children ?? [], base)];
  });
}

describe('route table', () => {
  it('serves exactly the built paths of the registry, each once', () => {
    const served = collectPaths(appRoutes, '/');
    expect([...new Set(served)].sort()).toEqual([...builtPaths].sort());
    // The root route and its index route both answer '/'; any other path is one route's alone.
    const repeated = served.filter((path, index) => path !== '/' && served.indexOf(path) !== index);
    expect(repeated).toEqual([]);
  });

  it('gives every page its own document title (WCAG 2.4.2)', () => {
    const pages = collectTitles(appRoutes, '/');
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((page) => page.title === null).map((page) => page.path)).toEqual([]);
    const byTitle = new Map<string, string[]>();
    for (const page of pages) {
      if (page.path === '/') continue; // `/` only redirects to sign-in.
      byTitle.set(page.title ?? '', [...(byTitle.get(page.title ?? '') ?? []), page.path]);
    }
    expect([...byTitle.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('words every page title in Spanish too, each its own (issue 37)', () => {
    const titleIds = Object.keys(english).filter((id) => id.startsWith('shell.title.'));
    expect(titleIds.length).toBeGreaterThan(60);
    const spanishTitles = titleIds.map((id) => (spanish as Record<string, string>)[id]);
    expect(spanishTitles.filter((title) => title === undefined)).toEqual([]);
    expect(new Set(spanishTitles).size).toBe(titleIds.length);
  });

  it('builds the login address with a returnTo query', () => {
    expect(loginPathFor('/provider-search?zip=44106')).toBe(
      '/login?returnTo=%2Fprovider-search%3Fzip%3D44106',
    );
  });
});
