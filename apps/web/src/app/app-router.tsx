import {
  createContext,
  startTransition,
  use,
  useLayoutEffect,
  useMemo,
  useRef,
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
  // The latest navigation asked for: an earlier one still loading its code is dropped.
  const latestPush = useRef(0);
  // Links and `navigate` change the address once the code of its page has arrived, as the data
  // router did, so the address never names a page that is not shown yet; Back and Forward change
  // it at once (the browser does), and the page follows once loaded.
  const navigator = useMemo(() => {
    const whenReady = (to: Parameters<AppHistory['push']>[0], change: () => void) => {
      latestPush.current += 1;
      const ticket = latestPush.current;
      const waiting = whenRouteReady(table.routes, table.discovery, to);
      if (waiting === null) {
        change();
        return;
      }
      setNavigating(true);
      const go = () => {
        if (ticket === latestPush.current) change();
      };
      waiting.then(go, go);
    };
    return {
      createHref: history.createHref.bind(history),
      encodeLocation: history.encodeLocation.bind(history),
      go: (delta: number) => {
        latestPush.current += 1;
        history.go(delta);
      },
      push: (to: Parameters<AppHistory['push']>[0], state?: unknown) => {
        whenReady(to, () => {
          history.push(to, state);
        });
      },
      replace: (to: Parameters<AppHistory['replace']>[0], state?: unknown) => {
        whenReady(to, () => {
          history.replace(to, state);
        });
      },
    };
  }, [history, table]);
  useLayoutEffect(() => {
    let latest = 0;
    let isListening = true;
    const show = (action: NavigationType, location: Location) => {
      latest += 1;
      const ticket = latest;
      const reveal = () => {
        if (!isListening || ticket !== latest) return;
        // One render: the page left must not see the navigation end before it goes.
        startTransition(() => {
          setNavigating(false);
          setShown({ action, location, isReady: true });
        });
      };
      const waiting = whenRouteReady(table.routes, table.discovery, location);
      if (waiting === null) {
        reveal();
        return;
      }
      setNavigating(true);
      // A failed load reveals the address too: its page throws to the error page.
      waiting.then(reveal, reveal);
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
