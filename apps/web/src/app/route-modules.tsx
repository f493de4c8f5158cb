import { use, type ComponentType, type ReactNode } from 'react';
import { Outlet, type RouteMatch, type RouteObject } from 'react-router';

/** What a route's `lazy` gives: the component of the route, or its element. */
interface RouteModule {
  Component?: ComponentType | null;
  element?: ReactNode;
}

/** A route's `lazy`: loads the route's code, `{ Component }` or `{ element }`. */
type LoadRouteModule = () => Promise<RouteModule>;

/** Route module loads started so far, one per `lazy` function. */
const loads = new Map<LoadRouteModule, Promise<RouteModule>>();
/** Route modules that have arrived, so that a page renders at once once they have. */
const arrived = new Map<LoadRouteModule, RouteModule>();
/** Why a route module's load failed. */
const failures = new Map<LoadRouteModule, unknown>();
/** The `lazy` of each route of a table given to `withRouteModules`. */
const loaderOf = new WeakMap<RouteObject, LoadRouteModule>();
/** `withRouteModules` of each table, so that a table is converted once. */
const convertedTables = new WeakMap<readonly RouteObject[], RouteObject[]>();
/** The load of every module of a matched chain, by its deepest route. */
const chainLoads = new WeakMap<RouteObject, Promise<unknown>>();

/** Starts loading a route's module once; later calls get the same load. */
function startLoad(load: LoadRouteModule): Promise<RouteModule> {
  let loading = loads.get(load);
  if (loading === undefined) {
    loading = load().then(
      (module) => {
        arrived.set(load, module);
        return module;
      },
      (error: unknown) => {
        failures.set(load, error);
        throw error;
      },
    );
    loads.set(load, loading);
  }
  return loading;
}

/**
 * A route's code in the tree: its element or component. The router shows an address once its
 * routes' code has arrived (app-router.tsx); were it still loading, this suspends (React's `use`).
 * A failed load throws to the route error boundary.
 */
function RouteModuleElement({ load }: { load: LoadRouteModule }) {
  if (failures.has(load)) throw failures.get(load);
  const module = arrived.get(load) ?? use(startLoad(load));
  if (module.element !== undefined) return module.element;
  const { Component } = module;
  return Component === undefined || Component === null ? <Outlet /> : <Component />;
}

/**
 * The route table as `useRoutes` takes it: every route's `lazy` (`async () => ({ Component })` or
 * `({ element })`) becomes an element that renders the route's code once loaded. Handles, paths
 * and children stay as declared. The same table gives the same converted table (cached).
 */
export function withRouteModules(routes: readonly RouteObject[]): RouteObject[] {
  const known = convertedTables.get(routes);
  if (known !== undefined) return known;
  const converted = routes.map((route): RouteObject => {
    const { lazy, children, ...rest } = route;
    const next = {
      ...rest,
      ...(children === undefined ? {} : { children: withRouteModules(children) }),
    } as RouteObject;
    if (typeof lazy === 'function') {
      const load = lazy as LoadRouteModule;
      next.element = <RouteModuleElement load={load} />;
      loaderOf.set(next, load);
    }
    return next;
  });
  convertedTables.set(routes, converted);
  return converted;
}

/**
 * Starts loading the code of every matched route at once (of a table from `withRouteModules`),
 * as the data router did, so that a page's layouts, gates and page arrive in parallel rather than
 * one after another. Returns a promise that settles when all have arrived, or null when they have
 * already (the same promise for the same chain of routes).
 */
export function loadMatchedModules(matches: readonly RouteMatch[]): Promise<unknown> | null {
  const loading = matches.flatMap((match) => {
    const load = loaderOf.get(match.route);
    return load === undefined || arrived.has(load) || failures.has(load) ? [] : [startLoad(load)];
  });
  const deepest = matches.at(-1)?.route;
  if (loading.length === 0 || deepest === undefined) return null;
  let chain = chainLoads.get(deepest);
  if (chain === undefined) {
    chain = Promise.all(loading);
    chainLoads.set(deepest, chain);
  }
  return chain;
}
