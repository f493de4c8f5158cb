import type { Variant } from '@medivi/domain';
import { StrictMode } from 'react';
import { AppRouter } from './app-router';
import { AppRoutes } from './app-routes';
import type { AppRouterParts } from './router';
import { StateProviders } from './state-providers';
import type { AppStore } from './store';

/** The portal: providers around the router (docs/architecture.md: `app/` holds the router and the providers). */
export function App({
  store,
  variant,
  router,
}: {
  store: AppStore;
  variant: Variant;
  router: AppRouterParts;
}) {
  return (
    <StrictMode>
      <StateProviders store={store} variant={variant}>
        <AppRouter history={router.history} table={router}>
          <AppRoutes />
        </AppRouter>
      </StateProviders>
    </StrictMode>
  );
}
