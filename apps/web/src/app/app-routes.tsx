import { Component, Suspense, use, type ReactNode } from 'react';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { useRouteTable } from './app-router';
import { BootFallback } from './boot-fallback';
import { RouteErrorPage } from './route-error-page';
import { RouteMatchesContext } from './route-matches';
import { routeTableStateFor } from './route-table';

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

/**
 * Catches an error thrown while a page loads or renders (an old page chunk after a new release,
 * for one) and shows the error page in its place, until the address changes.
 */
class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage isNotFound={false} /> : this.props.children;
  }
}

/** The matched routes' elements (rendered only for an address that some page matched). */
function MatchedRoutes({ table, location }: { table: RouteObject[]; location: Location }) {
  return useRoutes(table, location);
}

/**
 * The page of the address shown: the route table's matches (route-table.ts) rendered with
 * `useRoutes`, and given to the titles (route-matches.ts). The router shows an address once its
 * code has arrived (app-router.tsx); were the table still growing or the code loading, this
 * suspends. An address no page matches gets the 'Page not found' page.
 */
function AddressPage() {
  const { routes, discovery } = useRouteTable();
  const location = useLocation();
  let state = routeTableStateFor(routes, discovery, location);
  if ('discovering' in state) {
    use(state.discovering);
    state = routeTableStateFor(routes, discovery, location);
  }
  if ('discovering' in state) return null;
  if (state.loading !== null) use(state.loading);
  if (state.matches === null) return <RouteErrorPage isNotFound />;
  return (
    <RouteMatchesContext value={state.matches}>
      <MatchedRoutes table={state.table} location={location} />
    </RouteMatchesContext>
  );
}

/**
 * The pages of `AppRouter`'s route table (docs/decisions/0122): the page of each address, and the
 * error page for an address with no page or a page that failed.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<BootFallback />}>
        <AddressPage />
      </Suspense>
    </RouteErrorBoundary>
  );
}
