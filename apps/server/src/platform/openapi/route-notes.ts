import type { FastifyInstance } from 'fastify';
import type { ErrorStatus } from '@medivi/domain';

/**
 * What a scope knows of its routes that their schemas do not say, for their OpenAPI operations
 * (docs/decisions/0099): the multipart reader notes its media type and refusals, the attachment
 * upload its form.
 */
export interface RouteNotes {
  /** Media types of the request body, the preferred one first; default `application/json`. */
  bodyMediaTypes?: readonly string[];
  /**
   * The body as the document shows it when the route's schema has none because its handler reads
   * it (a multipart upload): a JSON Schema in the OpenAPI 3.0 dialect.
   */
  bodySchema?: Record<string, unknown>;
  /** Refusals the scope's readers and checks give (413 past a limit, 503 while a service is down). */
  errorStatuses?: readonly ErrorStatus[];
  /**
   * The routes check the session's `X-CSRF-Token` themselves, without `requireUser` (a step of a
   * flow before sign-in, such as setting the password after a verified reset).
   */
  checksCsrf?: true;
  /** Media types of the 200 reply of a route written without a contract (a file download). */
  replyMediaType?: string | readonly string[];
}

/** Notes by the route options object Fastify's `onRoute` hooks share (and the document keeps). */
const notesByRoute = new WeakMap<object, RouteNotes>();
/** Notes of single routes, by their schema object (which Fastify keeps as it was given). */
const notesBySchema = new WeakMap<object, RouteNotes>();

function merged(earlier: RouteNotes | undefined, later: RouteNotes): RouteNotes {
  const statuses = [...(earlier?.errorStatuses ?? []), ...(later.errorStatuses ?? [])];
  const bodySchema = later.bodySchema ?? earlier?.bodySchema;
  const bodyMediaTypes = later.bodyMediaTypes ?? earlier?.bodyMediaTypes;
  const checksCsrf = later.checksCsrf ?? earlier?.checksCsrf;
  const replyMediaType = later.replyMediaType ?? earlier?.replyMediaType;
  return {
    ...(checksCsrf === undefined ? {} : { checksCsrf }),
    ...(replyMediaType === undefined ? {} : { replyMediaType }),
    ...(bodyMediaTypes === undefined ? {} : { bodyMediaTypes }),
    ...(bodySchema === undefined ? {} : { bodySchema }),
    ...(statuses.length === 0 ? {} : { errorStatuses: [...new Set(statuses)] }),
  };
}

/**
 * Notes `notes` on every route registered in `scope` from now on (an `onRoute` hook); notes of
 * several calls add up, the later media types and body winning.
 */
export function noteScopeRoutes(scope: FastifyInstance, notes: RouteNotes): void {
  scope.addHook('onRoute', (route) => {
    notesByRoute.set(route, merged(notesByRoute.get(route), notes));
  });
}

/**
 * Notes `notes` on the one route whose schema is `schema`, for a route written without a contract
 * (an attachment download); returns `schema`.
 */
export function withRouteNotes<S extends object>(schema: S, notes: RouteNotes): S {
  notesBySchema.set(schema, notes);
  return schema;
}

/** The notes of a route (its options object as `onRoute` saw it); empty when it has none. */
export function routeNotesOf(route: { schema?: unknown }): RouteNotes {
  const schema = typeof route.schema === 'object' && route.schema !== null ? route.schema : undefined;
  return merged(schema === undefined ? undefined : notesBySchema.get(schema), notesByRoute.get(route) ?? {});
}
