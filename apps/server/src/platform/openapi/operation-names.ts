import { areaOfRoutes, type Endpoint } from '@medivi/domain';

/** The operation id and the tag (area) of one route of the API, and its contract if it has one. */
export interface OperationName {
  operationId: string;
  area: string;
  endpoint?: Endpoint;
}

const httpMethods = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

/** `usersAdmin` → `users-admin`. */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

const capitalized = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** `GET /api/case/:id` as the key of a route in the catalog. */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

/** The routes of a contract object (`{ name: { method, path, … } }`), or null for anything else. */
function routesIn(value: unknown): [string, { method: string; path: string; reply?: unknown }][] | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (entries.length === 0) return null;
  const routes: [string, { method: string; path: string; reply?: unknown }][] = [];
  for (const [name, route] of entries) {
    const { method, path } = (route ?? {}) as { method?: unknown; path?: unknown };
    if (typeof method !== 'string' || !httpMethods.has(method)) return null;
    if (typeof path !== 'string' || !path.startsWith('/')) return null;
    routes.push([name, route as { method: string; path: string }]);
  }
  return routes;
}

interface Candidate {
  name: string;
  group: string;
  area: string;
  endpoint?: Endpoint;
}

/**
 * The operation id and area of every route the domain package declares, read from its exports
 * (`import * as domain from '@medivi/domain'`), so a new area's routes are named the day it is
 * exported (docs/decisions/0099):
 *
 * - the routes objects (`authRoutes`: `{ login: { method, path } }`) name each route, and an area's
 *   endpoints objects (`authEndpoints`) name the routes no routes object lists and give each
 *   route its contract (whether or not the route was made with `routeOf`);
 * - a contract's own `operationId` wins;
 * - the area is the one given to `defineRoutes`, else the object's name without `Routes` or
 *   `Endpoints`, in kebab case (`usersAdminRoutes`: `users-admin`);
 * - a name two routes share is qualified by its object's name (`caseGetList`, `clientCaseGetList`),
 *   so ids stay unique (`memberNotificationList`, `clientNotificationList`).
 *
 * Keys are `routeKey(method, path)`.
 */
export function operationCatalog(exports: Record<string, unknown>): Map<string, OperationName> {
  const byRoute = new Map<string, Candidate>();
  // Routes objects first: their names are the routes' own; endpoints objects only fill gaps.
  for (const suffix of ['Routes', 'Endpoints']) {
    for (const [exportName, value] of Object.entries(exports)) {
      if (!exportName.endsWith(suffix) || exportName === suffix) continue;
      const routes = routesIn(value);
      if (routes === null) continue;
      const group = exportName.slice(0, -suffix.length);
      const area = areaOfRoutes(value as object) ?? kebab(group);
      for (const [name, route] of routes) {
        const key = routeKey(route.method, route.path);
        const endpoint = 'reply' in route ? (route as Endpoint) : undefined;
        const known = byRoute.get(key);
        if (known === undefined)
          byRoute.set(key, { name, group, area, ...(endpoint === undefined ? {} : { endpoint }) });
        else if (known.endpoint === undefined && endpoint !== undefined) known.endpoint = endpoint;
      }
    }
  }
  const uses = new Map<string, number>();
  for (const { name } of byRoute.values()) uses.set(name, (uses.get(name) ?? 0) + 1);
  const catalog = new Map<string, OperationName>();
  for (const [key, { name, group, area, endpoint }] of byRoute) {
    const derived = (uses.get(name) ?? 0) > 1 ? `${group}${capitalized(name)}` : name;
    const operationId = endpoint?.operationId ?? derived;
    catalog.set(key, { operationId, area, ...(endpoint === undefined ? {} : { endpoint }) });
  }
  return catalog;
}

/**
 * The name of a route no contract declares, from its method and path: `GET /api/dev/outbox` is
 * `getDevOutbox` in area `dev`; a path parameter reads `By<Name>`.
 */
export function derivedOperationName(method: string, path: string): OperationName {
  const segments = path.split('/').filter((segment) => segment !== '' && segment !== 'api');
  const words = segments.map((segment) => {
    const parameter = /^[:{]([^}]+)\}?$/.exec(segment);
    const text = parameter === null ? segment : `by-${parameter[1] ?? ''}`;
    return text
      .split(/[^A-Za-z0-9]+/)
      .filter((part) => part !== '')
      .map(capitalized)
      .join('');
  });
  const first = segments.find((segment) => !/^[:{]/.test(segment)) ?? 'api';
  return { operationId: `${method.toLowerCase()}${words.join('')}`, area: kebab(first).toLowerCase() };
}
