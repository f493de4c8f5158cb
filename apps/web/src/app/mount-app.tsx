import type { Variant } from '@medivi/domain';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import type { AppRouter } from './router';
import type { AppStore } from './store';

/**
 * Renders the portal into `container`. A transition lets React render the first screen in slices,
 * yielding to the browser between them, instead of in one long task.
 */
export function mountApp(
  container: HTMLElement,
  app: { store: AppStore; variant: Variant; router: AppRouter },
) {
  const root = createRoot(container);
  startTransition(() => {
    root.render(<App store={app.store} variant={app.variant} router={app.router} />);
  });
}
