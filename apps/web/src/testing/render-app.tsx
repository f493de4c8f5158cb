import { render } from '@testing-library/react';
import type { Variant } from '@medivi/domain';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { StateProviders } from '../app/state-providers';
import { appRoutes } from '../app/routes';
import { createStore } from '../app/store';
import type { SessionState } from '../features/auth/session-slice';
import { signedOutSession } from './fixtures';
import { noteRenderedRouter } from './rendered-routers';

export interface RenderAppOptions {
  path: string;
  session?: SessionState;
  variant?: Variant;
  routes?: RouteObject[];
}

/** Renders the app's route table in memory at `path`, with a fresh store, as main.tsx does. */
export function renderApp({
  path,
  session = signedOutSession,
  variant = 'medivi',
  routes = appRoutes,
}: RenderAppOptions) {
  const store = createStore({ session });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  noteRenderedRouter(router);
  const view = render(
    <StateProviders store={store} variant={variant}>
      <RouterProvider router={router} />
    </StateProviders>,
  );
  return { store, router, ...view };
}
