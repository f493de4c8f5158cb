import type { Variant } from '@medivi/domain';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { StateProviders } from './state-providers';
import type { AppStore } from './store';

/** The portal: providers around the data router (docs/architecture.md: `app/` holds the router and the providers). */
export function App({
  store,
  variant,
  router,
}: {
  store: AppStore;
  variant: Variant;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <StrictMode>
      <StateProviders store={store} variant={variant}>
        <RouterProvider router={router} />
      </StateProviders>
    </StrictMode>
  );
}
