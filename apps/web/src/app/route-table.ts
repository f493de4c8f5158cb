import { matchRoutes, type Location, type RouteMatch, type RouteObject } from 'react-router';
import { loadMatchedModules, withRouteModules } from './route-modules';

/**
 * How the route table grows: the browser starts with the public routes and adds the signed-in
 * ones when an address first needs them (router.ts, docs/decisions/0122).
 */
export interface RouteDiscovery {
  /** The grown table once it has arrived, else null. */
  known(): RouteObject[] | null;
  /** Loads the grown table (the same promise every time). */
  load(): Promise<RouteObject[]>;
}

/** Where an address stands in the route table. */
export type RouteTableState =
  /** No page matched yet and the grown table is loading. */
  | { discovering: Promise<RouteObject[]> }
  /**
   * The table (as `useRoutes` takes it), the matched routes (null: no page, a 404) and the load
   * of their code still under way (null: all arrived).
   */
  | { table: RouteObject[]; matches: RouteMatch[] | null; loading: Promise<unknown> | null };

/**
 * Matches `location` against `routes` (or the grown table, once known) and starts loading the
 * code of every matched route at once. An address no route matches whole asks `discovery` for the
 * grown table first; only then is it a 404.
 */
export function routeTableStateFor(
  routes: readonly RouteObject[],
  discovery: RouteDiscovery | undefined,
  location: Partial<Location> | string,
): RouteTableState {
  const grown = discovery?.known() ?? null;
  const table = withRouteModules(grown ?? routes);
  const matches = matchRoutes(table, location);
  if (matches === null && discovery !== undefined && grown === null) {
    return { discovering: discovery.load() };
  }
  return { table, matches, loading: matches === null ? null : loadMatchedModules(matches) };
}

/**
 * Null when the code of every route `location` matches has arrived (or it matches none, a 404),
 * else a promise that settles when it has, the table grown first if it must be. It rejects when a
 * load failed (the page then throws to the error page).
 */
export function whenRouteReady(
  routes: readonly RouteObject[],
  discovery: RouteDiscovery | undefined,
  location: Partial<Location> | string,
): Promise<unknown> | null {
  const state = routeTableStateFor(routes, discovery, location);
  if ('discovering' in state) {
    return state.discovering.then(() => whenRouteReady(routes, discovery, location));
  }
  return state.loading;
}
