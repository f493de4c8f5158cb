import {
  createContext,
  startTransition,
  use,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  Router,
  type Location,
  type NavigationType,
  type RouteObject,
  type UNSAFE_createBrowserHistory,
} from 'react-router';
import { BootFallback } from './boot-fallback';
import { whenRouteReady, type RouteDiscovery } from './route-table';

/** The history the router follows: the browser's, or a memory one in tests. */
export type AppHistory = Pick<
  ReturnType<typeof UNSAFE_createBrowserHistory>,
  'action' | 'location' | 'listen' | 'push' | 'replace' | 'go' | 'createHref' | 'encodeLocation'
>;

/** The route table the router shows pages of, and how it grows. */
export interface RouteTable {
  routes: readonly RouteObject[];
  discovery?: RouteDiscovery;
}

const NavigationPendingContext = createContext(false);
const RouteTableContext = createContext<RouteTable>({ routes: [] });

/**
 * Whether a navigation is under way: the address has changed and the next page's code is still
 * loading, so the page shown is the one being left (what the data router's `useNavigation` gave;
 * docs/decisions/0122).
 */
export function useIsNavigating(): boolean {
  return use(NavigationPendingContext);
}

/** The route table of the router around (app-routes.tsx renders its pages). */
export function useRouteTable(): RouteTable {
  return use(RouteTableContext);
}

/**
 * Runs a step once the code of the routes an address matches has arrived, the latest asked for
 * only: a step still waiting when a later one is asked for (or `overtake` is called) is dropped.
 * The router's navigator and its history listener each keep one.
 */
interface LatestRouteStep {
  /**
   * Runs `step` at once when the code of `to`'s routes in `table` is there, else calls `onWait`
   * and runs `step` once it has arrived (or failed to: the page then throws to the error page),
   * unless a later call overtook it.
   */
  run: (
    table: RouteTable,
    to: Parameters<AppHistory['push']>[0],
    onWait: () => void,
    step: () => void,
  ) => void;
  /** Drops the step waiting now, if any. */
  overtake: () => void;
}

function latestRouteStep(): LatestRouteStep {
  let latest = 0;
  return {
    run: (table, to, onWait, step) => {
      latest += 1;
      const ticket = latest;
      const waiting = whenRouteReady(table.routes, table.discovery, to);
      if (waiting === null) {
        step();
        return;
      }
      onWait();
      const go = () => {
        if (ticket === latest) step();
      };
      waiting.then(go, go);
    },
    overtake: () => {
      latest += 1;
    },
  };
}

interface Shown {
  action: NavigationType;
  location: Location;
  /** False until the first page's code has arrived: the boot screen shows meanwhile. */
  isReady: boolean;
}

/**
 * React Router's declarative router around `children`, following `history` (created with
 * `v5Compat: true`, so that it reports every change) over `table`. As the data router did, a new
 * address shows only once the code of every route it matches has arrived (loaded in parallel, the
 * signed-in routes added first when it needs them, route-table.ts): until then the page shown
 * stays and `useIsNavigating` is true; the first page has the boot screen. The page then renders
 * in a transition, in slices. A later address overtakes one still loading. Links and `navigate`
 * change the address itself only then too (the router's navigator), so it never names a page not
 * yet shown; Back and Forward change it at once, as the browser does.
 */
export function AppRouter({
  history,
  table,
  children,
}: {
  history: AppHistory;
  table: RouteTable;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<Shown>(() => ({
    action: history.action,
    location: history.location,
    isReady: whenRouteReady(table.routes, table.discovery, history.location) === null,
  }));
  const [isNavigating, setNavigating] = useState(false);
  // The latest link or `navigate` only, across navigators (one per history and table).
  const [pushes] = useState(latestRouteStep);
  // Links and `navigate` change the address once the code of its page has arrived, as the data
  // router did, so the address never names a page that is not shown yet; Back and Forward change
  // it at once (the browser does), and the page follows once loaded.
  const navigator = useMemo(() => {
    const startNavigating = () => {
      setNavigating(true);
    };
    return {
      createHref: history.createHref.bind(history),
      encodeLocation: history.encodeLocation.bind(history),
      go: (delta: number) => {
        pushes.overtake();
        history.go(delta);
      },
      push: (to: Parameters<AppHistory['push']>[0], state?: unknown) => {
        pushes.run(table, to, startNavigating, () => {
          history.push(to, state);
        });
      },
      replace: (to: Parameters<AppHistory['replace']>[0], state?: unknown) => {
        pushes.run(table, to, startNavigating, () => {
          history.replace(to, state);
        });
      },
    };
  }, [history, table, pushes]);
  useLayoutEffect(() => {
    const reveals = latestRouteStep();
    const startNavigating = () => {
      setNavigating(true);
    };
    let isListening = true;
    const show = (action: NavigationType, location: Location) => {
      reveals.run(table, location, startNavigating, () => {
        if (!isListening) return;
        // One render: the page left must not see the navigation end before it goes.
        startTransition(() => {
          setNavigating(false);
          setShown({ action, location, isReady: true });
        });
      });
    };
    if (!shown.isReady) show(history.action, history.location);
    const stopListening = history.listen(({ action, location }) => {
      show(action, location);
    });
    return () => {
      isListening = false;
      stopListening();
    };
    // Subscribes once per history and table; `shown.isReady` only says whether to start the first load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history, table]);
  return (
    <RouteTableContext value={table}>
      <NavigationPendingContext value={isNavigating}>
        <Router location={shown.location} navigationType={shown.action} navigator={navigator}>
          {shown.isReady ? children : <BootFallback />}
        </Router>
      </NavigationPendingContext>
    </RouteTableContext>
  );
}
