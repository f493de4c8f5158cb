import type { Variant } from '@medivi/domain';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { VariantContext } from '../lib/variant';
import type { AppStore } from './store';

/**
 * Store and variant around the app. The MUI theme is applied by the root route (`ThemeFrame`),
 * which loads beside the first page, so the first download holds no styling library.
 */
export function StateProviders({
  store,
  variant,
  children,
}: {
  store: AppStore;
  variant: Variant;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <VariantContext value={variant}>{children}</VariantContext>
    </Provider>
  );
}
