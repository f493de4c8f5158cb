import { I18nProvider } from '../lib/i18n/i18n';
import type { Variant } from '@medivi/domain';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { i18n } from '../lib/i18n/i18n';
import { VariantContext } from '../lib/variant';
import type { AppStore } from './store';

/**
 * Store, variant and the portal language (Lingui, issue 37) around the app. The MUI theme is applied by the root route (`ThemeFrame`),
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
      <I18nProvider i18n={i18n}>
        <VariantContext value={variant}>{children}</VariantContext>
      </I18nProvider>
    </Provider>
  );
}
