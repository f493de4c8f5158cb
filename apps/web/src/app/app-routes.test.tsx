import { act, screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@medivi/domain';
import { renderApp } from '../testing/render-app';

function Layout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

/** A load that waits for `release`. */
function heldLoad<T>(value: T) {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { load: async () => arrived.then(() => value), release };
}

describe('the route table in the tree (docs/decisions/0122)', () => {
  it("starts loading every matched route's code at once and shows the page once all have arrived", async () => {
    const started: string[] = [];
    const layout = heldLoad({ Component: Layout });
    const page = heldLoad({ Component: () => <h1>The page</h1> });
    const routes: RouteObject[] = [
      {
        path: '/',
        lazy: async () => {
          started.push('layout');
          return layout.load();
        },
        children: [
          {
            path: 'page',
            lazy: async () => {
              started.push('page');
              return page.load();
            },
          },
        ],
      },
    ];
    renderApp({ path: '/page', routes });
    expect(await screen.findByText(messages.loading)).toBeTruthy();
    expect(started).toEqual(['layout', 'page']);
    await act(async () => {
      page.release();
      await Promise.resolve();
    });
    expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull();
    layout.release();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('keeps the page shown while the next one loads, then shows the next', async () => {
    const next = heldLoad({ Component: () => <h1>Next page</h1> });
    const routes: RouteObject[] = [
      {
        path: '/',
        lazy: () => Promise.resolve({ Component: Layout }),
        children: [
          { path: 'first', lazy: () => Promise.resolve({ Component: () => <h1>First page</h1> }) },
          { path: 'next', lazy: next.load },
        ],
      },
    ];
    const { router } = renderApp({ path: '/first', routes });
    await screen.findByRole('heading', { name: 'First page' });
    const navigation = router.navigate('/next');
    await act(async () => {
      await Promise.resolve();
    });
    expect(router.state.navigation.state).toBe('loading');
    expect(screen.getByRole('heading', { name: 'First page' })).toBeTruthy();
    next.release();
    await navigation;
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/next');
    expect(router.state.navigation.state).toBe('idle');
  });

  it('shows the error page for a page whose code fails to load, until the address changes', async () => {
    // React reports the error it caught; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const routes: RouteObject[] = [
      {
        path: '/',
        lazy: () => Promise.resolve({ Component: Layout }),
        children: [
          {
            path: 'broken',
            lazy: () => Promise.reject(new Error('An old page chunk is gone')),
          },
          { path: 'working', lazy: () => Promise.resolve({ Component: () => <h1>Working page</h1> }) },
        ],
      },
    ];
    const { router } = renderApp({ path: '/broken', routes });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    await act(async () => {
      await router.navigate('/working');
    });
    expect(await screen.findByRole('heading', { name: 'Working page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
