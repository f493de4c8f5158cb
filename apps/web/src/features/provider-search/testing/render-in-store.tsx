import { render } from '@testing-library/react';
import { type ReactElement, StrictMode } from 'react';
import type { User, Variant } from '@medivi/domain';
import { AppProviders } from '../../../app/app-providers';
import { createStore } from '../../../app/store';
import { initialProviderSearchState, type ProviderSearchState } from '../provider-search-slice';

/** Options of `renderInStore`. */
export interface RenderInStoreOptions {
  user?: User | null;
  search?: Partial<ProviderSearchState>;
  variant?: Variant;
  /** Renders inside StrictMode, which runs effects twice. */
  isStrict?: boolean;
}

/** Renders a part of the page with the app's providers and a fresh store (tests only). */
export function renderInStore(
  ui: ReactElement,
  { user = null, search = {}, variant = 'medivi', isStrict = false }: RenderInStoreOptions = {},
) {
  const store = createStore({
    session: { status: user === null ? 'loggedOut' : 'loggedIn', user, lastActivityAt: null },
    providerSearch: { ...initialProviderSearchState, ...search },
  });
  const tree = (
    <AppProviders store={store} variant={variant}>
      {ui}
    </AppProviders>
  );
  const view = render(isStrict ? <StrictMode>{tree}</StrictMode> : tree);
  return { store, ...view };
}
