import type { z } from 'zod';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Where an endpoint lives: its method and exact spec path. Each area lists these in a module of
 * its own, without zod, so the web client can address the API without loading the schemas; the
 * area's contract spreads them into its endpoints, so every path is written once.
 */
export interface EndpointRoute {
  readonly method: HttpMethod;
  readonly path: string;
}

/** The area each routes object given to `defineRoutes` belongs to. */
const routesAreas = new WeakMap<object, string>();

/**
 * Declares an area's routes object when its name does not say the area (`planRoutes` of
 * `accounts`): the OpenAPI document tags its operations with `area` (docs/decisions/0099). A
 * routes object declared without it is tagged with its own name in kebab case (`usersAdminRoutes`:
 * `users-admin`). Returns `routes` unchanged, literal types kept.
 */
export function defineRoutes<const T extends Record<string, EndpointRoute>>(area: string, routes: T): T {
  routesAreas.set(routes, area);
  return routes;
}

/** The area given to `defineRoutes` for `routes`, or undefined. */
export function areaOfRoutes(routes: object): string | undefined {
  return routesAreas.get(routes);
}

/**
 * HTTP statuses of the one error reply (`errorReplySchema`): the 4xx of a request that broke a
 * rule and 503 while a service the request needs is down.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * Optional facts of an endpoint for its OpenAPI operation (docs/decisions/0099); everything else
 * the document says is derived from the contract and the route.
 */
export interface EndpointDocs {
  /**
   * The operation's id. Default: the route's name in its area's routes object (`login` of
   * `authRoutes`), qualified by the area when two areas use one name.
   */
  readonly operationId?: string;
  /**
   * Media type of the 200 reply when it is not JSON: `text/plain`, `text/csv`, `application/pdf`;
   * a list when the request chooses (`['application/json', 'text/csv']` for a search that also
   * exports). Under `application/json` the document shows `reply`, under a text type a string,
   * under any other type binary content.
   */
  readonly replyMediaType?: string | readonly string[];
  /**
   * Refusals the endpoint's rules give beyond those its shape and guard imply (400 for a request
   * with fields, 401 and 403 behind a sign-in, 403 for a state-changing call, 404 for a path
   * with an id, 413 and 415 for a body): a limit's 429, a duplicate's 409, a down service's 503.
   */
  readonly errorStatuses?: readonly ErrorStatus[];
}

/**
 * One endpoint of the API: its method, its exact spec path (Fastify `:param` syntax for path
 * parameters) and the zod schemas that validate the request and serialize the reply. The server
 * registers routes from these; the web client types its calls from them.
 */
export interface Endpoint<
  TMethod extends HttpMethod = HttpMethod,
  TPath extends string = string,
  TReply extends z.ZodType = z.ZodType,
> extends EndpointDocs {
  readonly method: TMethod;
  readonly path: TPath;
  readonly summary: string;
  readonly reply: TReply;
  readonly body?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly params?: z.ZodType;
}

/** Declares an endpoint with its literal method and path kept in the type. */
export function defineEndpoint<
  const TMethod extends HttpMethod,
  const TPath extends string,
  TReply extends z.ZodType,
  TExtra extends { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType },
>(
  endpoint: { method: TMethod; path: TPath; summary: string; reply: TReply } & EndpointDocs & TExtra,
): Endpoint<TMethod, TPath, TReply> & TExtra {
  return endpoint;
}

/** Fills `:name` path parameters: `pathFor('/api/x/:zip', { zip: '44106' })`. */
export function pathFor(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
