import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider, i18n } from '../lib/i18n/i18n';

function Translated({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/**
 * Testing Library's `render` inside Lingui's provider, for a component that reads the portal's
 * catalogues (`useLingui`) and is tested on its own, without the app's providers.
 */
export function renderWithI18n(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  return render(ui, { ...options, wrapper: Translated });
}
