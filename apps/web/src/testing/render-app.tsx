import { render } from '@testing-library/react';
import type { Variant } from '@medivi/domain';
import { useLayoutEffect } from 'react';
import {
  UNSAFE_createMemoryHistory,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
  type RouteObject,
  type To,
} from 'react-router';
import { AppRouter } from '../app/app-router';
import { AppRoutes } from '../app/app-routes';
import { whenRouteReady } from '../app/route-table';
import { StateProviders } from '../app/state-providers';
import { appRoutes } from '../app/routes';
import { createStore } from '../app/store';
import type { SessionState } from '../features/auth/session-slice';
import { signedOutSession } from './fixtures';

export interface RenderAppOptions {
  path: string;
  session?: SessionState;
  variant?: Variant;
  routes?: RouteObject[];
}

/** What a test reads of the router: the address shown and whether a navigation is under way. */
export interface TestRouter {
  readonly state: {
    /** The address of the page shown (it changes once the next page has rendered). */
    location: Location;
    historyAction: NavigationType;
    navigation: { state: 'idle' | 'loading' };
  };
  /**
   * Navigates as a link would; settles once the code of the address's page has arrived, as the
   * data router's `navigate` did (the page renders after, inside an awaited `act` too).
   */
  navigate(to: To | number, options?: { replace?: boolean; state?: unknown }): Promise<void>;
}

/** Notes each address the router shows, after React commits its page. */
function ShownLocation({ onShown }: { onShown: (location: Location, action: NavigationType) => void }) {
  const location = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => {
    onShown(location, action);
  }, [location, action, onShown]);
  return null;
}

/** Renders the app's route table in memory at `path`, with a fresh store, as main.tsx does. */
export function renderApp({
  path,
  session = signedOutSession,
  variant = 'medivi',
  routes = appRoutes,
}: RenderAppOptions) {
  const store = createStore({ session });
  const table = { routes };
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  let shown = { location: history.location, action: history.action };
  const onShown = (location: Location, action: NavigationType) => {
    shown = { location, action };
  };
  const router: TestRouter = {
    get state(): TestRouter['state'] {
      return {
        location: shown.location,
        historyAction: shown.action,
        navigation: { state: shown.location.key === history.location.key ? 'idle' : 'loading' },
      };
    },
    navigate(to, options) {
      if (typeof to === 'number') history.go(to);
      else if (options?.replace === true) history.replace(to, options.state);
      else history.push(to, options?.state);
      return Promise.resolve(whenRouteReady(table.routes, undefined, history.location)).then(
        () => undefined,
        () => undefined,
      );
    },
  };
  const view = render(
    <StateProviders store={store} variant={variant}>
      <AppRouter history={history} table={table}>
        <ShownLocation onShown={onShown} />
        <AppRoutes />
      </AppRouter>
    </StateProviders>,
  );
  return { store, router, ...view };
}
