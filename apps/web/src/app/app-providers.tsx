import type { Variant } from '@medivi/domain';
import type { ReactNode } from 'react';
import { StateProviders } from './state-providers';
import type { AppStore } from './store';
import { ThemeFrame } from './theme-frame';

/** Store, variant and theme: for rendering a component outside the route table (tests). */
export function AppProviders({
  store,
  variant,
  children,
}: {
  store: AppStore;
  variant: Variant;
  children: ReactNode;
}) {
  return (
    <StateProviders store={store} variant={variant}>
      <ThemeFrame>{children}</ThemeFrame>
    </StateProviders>
  );
}
