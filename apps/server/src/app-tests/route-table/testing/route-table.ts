import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { RoleName } from '@medivi/domain';
import { type GuardOptions, routeGuardOf } from '../../../platform/session/guards.js';
import { type CaseTestApp, createCaseTestApp } from '../../../testing/cases.js';

/** A method the route-table tests send. */
export type TableMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route as the server registered it (Fastify's `onRoute` hook): method, URL pattern
 * (`/api/case/:id`), the zod schemas its contract gave (`routeOf` in platform/route.ts; a
 * multipart route has no body schema), and its `requireUser` guard (null: none, so either public
 * or checked by hooks of its own).
 */
export interface TableRoute {
  /** `METHOD /url`, the key the tests' lists use. */
  key: string;
  method: TableMethod;
  url: string;
  /** Names of the `:name` path parameters, in order. */
  pathParams: string[];
  body: z.ZodType | undefined;
  querystring: z.ZodType | undefined;
  params: z.ZodType | undefined;
  guard: GuardOptions | null;
  /** Roles the guard asks for (any one of them), undefined when any signed-in user may call. */
  roles: readonly RoleName[] | undefined;
}

/** True for POST, PUT, PATCH and DELETE: the methods that need the CSRF token. */
export function isStateChanging(route: TableRoute): boolean {
  return route.method !== 'GET';
}

const tableMethods = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** A zod schema the route options carry, or undefined (a JSON schema or none). */
function zodOf(schema: unknown): z.ZodType | undefined {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema
    ? (schema as z.ZodType)
    : undefined;
}

/** The table rows of one registered route: one per method, HEAD left out, API and socket only. */
export function tableRowsOf(options: RouteOptions): TableRoute[] {
  const url = options.url;
  if (!url.startsWith('/api/') && !url.startsWith('/ws/')) return [];
  const methods = Array.isArray(options.method) ? options.method : [options.method];
  const schema = (options.schema ?? {}) as Record<string, unknown>;
  const guard = routeGuardOf(options.onRequest);
  return methods
    .map(String)
    .filter((method) => tableMethods.has(method))
    .map((method) => ({
      key: `${method} ${url}`,
      method: method as TableMethod,
      url,
      pathParams: [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? ''),
      body: zodOf(schema.body),
      querystring: zodOf(schema.querystring),
      params: zodOf(schema.params),
      guard,
      roles: guard?.anyRole,
    }));
}

/** A test app (see `createCaseTestApp`) and every route it registered. */
export interface RouteTableApp {
  t: CaseTestApp;
  routes: TableRoute[];
}

/**
 * Builds the app as the other app tests do and records its route table while it registers.
 * @throws Error when a route is registered twice or the table comes out empty.
 */
export async function createRouteTableApp(): Promise<RouteTableApp> {
  const routes: TableRoute[] = [];
  const t = await createCaseTestApp({
    onRoute: (options) => {
      routes.push(...tableRowsOf(options));
    },
  });
  const keys = routes.map((route) => route.key);
  const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
  if (twice.length > 0) throw new Error(`routes registered twice: ${twice.join(', ')}`);
  if (routes.length === 0) throw new Error('the route table is empty');
  return { t, routes };
}

/** Fills a URL pattern's `:name` parameters with `values` (encoded unless `raw`). */
export function fillPath(
  url: string,
  values: Record<string, string>,
  options: { raw?: boolean } = {},
): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name] ?? 'x';
    return options.raw === true ? value : encodeURIComponent(value);
  });
}
