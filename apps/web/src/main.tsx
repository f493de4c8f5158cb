import { applicationName } from '@medivi/domain';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { appRoutes } from './app/routes';
import { createStore } from './app/store';
import { storeCsrfTokenFromAddress } from './features/auth/address-token';
import { readVariantOfLocation } from './lib/variant';

const variant = readVariantOfLocation();
document.title = applicationName(variant);

const store = createStore();
// Before the router reads the address: a csrfToken parameter is stored, then removed from it.
storeCsrfTokenFromAddress();
const router = createBrowserRouter(appRoutes);
// The auth calls load as their own chunk, beside the first page's, to keep the first download small.
void import('./features/auth/session-boot').then(({ fetchSession }) => fetchSession(store.dispatch));

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
const root = createRoot(container);
// A transition lets React render the first screen in slices, yielding to the browser between
// them, instead of one long task (Total Blocking Time, docs/decisions/0011-code-splitting-and-start-up.md).
startTransition(() => {
  root.render(<App store={store} variant={variant} router={router} />);
});
