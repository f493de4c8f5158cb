import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { routeLoadsSettled } from './route-loading';
import { routeTableStateFor } from './route-table';
import { createSignedInDiscovery } from './router';
import { startUpRoutes } from './start-up-routes';

function collectPaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...collectPaths(route.children ?? []),
  ]);
}

/** Where `path` stands once the table has grown as it needs, with a fresh discovery. */
async function stateAt(path: string) {
  const discovery = createSignedInDiscovery();
  const first = routeTableStateFor(startUpRoutes, discovery, path);
  const discovered = 'discovering' in first;
  if (discovered) await first.discovering;
  const state = routeTableStateFor(startUpRoutes, discovery, path);
  if ('discovering' in state) throw new Error('the table did not grow');
  await state.loading;
  await routeLoadsSettled();
  return { discovered, state };
}

describe('the route table the browser starts with', () => {
  it('holds the public pages and none of the signed-in ones', () => {
    const served = collectPaths(startUpRoutes);
    expect(served).toContain(paths.login);
    expect(served).toContain(paths.invitation);
    expect(served).not.toContain(paths.start);
    expect(served).not.toContain(paths.users);
  });

  it('adds the signed-in routes when an address needs them', async () => {
    const { discovered, state } = await stateAt(paths.start);
    expect(discovered).toBe(true);
    const served = collectPaths(state.table);
    expect(served).toContain(paths.start);
    expect(served).toContain(paths.users);
    expect(served).toContain(paths.login);
    expect(state.matches?.at(-1)?.route.path).toBe(paths.start);
    expect(state.loading).not.toBeNull();
  });

  it('adds them for a signed-in page below a public one', async () => {
    const { discovered, state } = await stateAt(paths.transparencyPublications);
    expect(discovered).toBe(true);
    expect(state.matches?.at(-1)?.route.path).toBe(paths.transparencyPublications);
  });

  it('adds nothing for a public page, also one with a parameter', async () => {
    for (const path of [paths.login, '/invitation/abc123']) {
      const { discovered, state } = await stateAt(path);
      expect(discovered).toBe(false);
      expect(collectPaths(state.table)).not.toContain(paths.start);
      expect(state.matches).not.toBeNull();
    }
  });

  it('finds no page for an address no route serves, once the table has grown', async () => {
    const { discovered, state } = await stateAt('/no-such-page');
    expect(discovered).toBe(true);
    expect(state.matches).toBeNull();
    expect(state.loading).toBeNull();
  });

  it('loads a matched chain once: the next look finds its code arrived', async () => {
    const { state } = await stateAt(paths.login);
    const again = routeTableStateFor(startUpRoutes, undefined, paths.login);
    expect('discovering' in again).toBe(false);
    expect(again).toMatchObject({ loading: null });
    expect(state.matches?.at(-1)?.route.path).toBe(paths.login);
  });
});
