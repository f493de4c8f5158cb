import type { Variant } from '@medivi/domain';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startLanguage } from '../lib/i18n/i18n';
import { App } from './app';
import type { AppRouterParts } from './router';
import type { AppStore } from './store';

/**
 * Renders the portal into `container`, in the language the page opens in (issue 37: a Spanish
 * reader's catalogue loads first, so the first screen does not paint in English). A transition
 * lets React render the first screen in slices, yielding to the browser between them, instead of
 * in one long task.
 */
export async function mountApp(
  container: HTMLElement,
  app: { store: AppStore; variant: Variant; router: AppRouterParts },
): Promise<void> {
  await startLanguage();
  const root = createRoot(container);
  startTransition(() => {
    root.render(<App store={app.store} variant={app.variant} router={app.router} />);
  });
}
