import { render } from '@testing-library/react';
import { type ReactElement, StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
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
  /** The address the page is rendered at (its query is read by the page); default /provider-search. */
  path?: string;
}

/** Renders a part of the page with the app's providers and a fresh store (tests only). */
export function renderInStore(
  ui: ReactElement,
  {
    user = null,
    search = {},
    variant = 'medivi',
    isStrict = false,
    path = '/provider-search',
  }: RenderInStoreOptions = {},
) {
  const store = createStore({
    session: { status: user === null ? 'loggedOut' : 'loggedIn', user, lastActivityAt: null },
    providerSearch: { ...initialProviderSearchState, ...search },
  });
  const tree = (
    <AppProviders store={store} variant={variant}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>
  );
  const view = render(isStrict ? <StrictMode>{tree}</StrictMode> : tree);
  return { store, ...view };
}
