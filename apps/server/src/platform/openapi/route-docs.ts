import type { ErrorStatus } from '@medivi/domain';
import { type GuardOptions, routeGuardOf } from '../session/guards.js';
import { derivedOperationName, type OperationName, routeKey } from './operation-names.js';
import { routeNotesOf } from './route-notes.js';

/** Names of the two security schemes of the document (docs/decisions/0099). */
export const securitySchemes = { session: 'sessionCookie', csrf: 'csrfToken' } as const;

/** One OpenAPI security requirement: scheme name → scopes (none for API keys). */
export type SecurityRequirement = Record<string, string[]>;

/** What the document says of one operation besides its contract's schemas. */
export interface OperationFacts {
  operationId: string;
  tags: string[];
  description: string;
  security: SecurityRequirement[];
  /** Every refusal the route can give, in ascending order, each with the one error reply. */
  errorStatuses: ErrorStatus[];
  bodyMediaTypes?: readonly string[];
  bodySchema?: Record<string, unknown>;
  replyMediaType?: string | readonly string[];
}

/** The parts of Fastify's route options the document reads. */
export interface DocumentedRoute {
  method: string | string[];
  url: string;
  schema?: unknown;
  onRequest?: unknown;
  preHandler?: unknown;
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const withBody = new Set(['POST', 'PUT', 'PATCH']);

/** The `requireUser` options of a route, from its `onRequest` or `preHandler` hooks. */
function guardOf(route: DocumentedRoute): GuardOptions | null {
  return routeGuardOf(route.onRequest ?? []) ?? routeGuardOf(route.preHandler ?? []);
}

/** Who may call a guarded route, in words: the roles and account states it allows. */
function accessText(guard: GuardOptions, needsCsrf: boolean): string {
  const roles = guard.anyRole ?? [];
  const named = roles.map((name) => `\`${name}\``).join(', ');
  const who =
    roles.length === 0
      ? 'Signed in, any role.'
      : `Signed in with ${roles.length === 1 ? 'the role' : 'one of the roles'} ${named} of the request's variant (stored as \`medivi-<role>\` or \`claims-<role>\`).`;
  const states = [
    ...(guard.allowMfaPending === true ? ['while the sign-in code is pending'] : []),
    ...(guard.allowPasswordExpired === true ? ['with an expired password'] : []),
    ...(guard.allowDeactivated === true ? ['for a deactivated account'] : []),
  ];
  const open = states.length === 0 ? '' : ` Open ${states.join(', ')}.`;
  const token = needsCsrf
    ? ' Send the session cookie and its CSRF token as `X-CSRF-Token`.'
    : ' Send the session cookie (a page opened by its address: no CSRF token).';
  return `${who}${open}${token}`;
}

/**
 * The refusals a route can give from its shape: 400 for a request with fields or a body (field
 * messages), 401 and 403 behind `requireUser`, 403 for a state-changing call from another site,
 * 404 for a signed-in route with a path parameter (a record that may be missing or another's),
 * 413 and 415 for a body; then those its contract and scope add.
 */
function errorStatusesOf(
  method: string,
  url: string,
  schema: Record<string, unknown>,
  guarded: boolean,
  extra: readonly ErrorStatus[],
): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(extra);
  const hasFields = ['body', 'querystring', 'params'].some((part) => schema[part] !== undefined);
  if (hasFields || withBody.has(method)) statuses.add(400);
  if (guarded) {
    statuses.add(401);
    statuses.add(403);
  }
  if (stateChanging.has(method)) statuses.add(403);
  if (guarded && url.includes(':')) statuses.add(404);
  if (withBody.has(method)) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The OpenAPI facts of one route for `method` (docs/decisions/0099): its name from `catalog`
 * (else derived from method and path), the area as its tag, its security (session cookie and
 * `X-CSRF-Token` behind `requireUser`; none for a public route), the roles and account states in
 * its description, every refusal, and the media types its contract and scope declare. A route's
 * own `operationId`, `tags`, `description` and `security` in its schema win.
 */
export function operationFactsOf(
  route: DocumentedRoute,
  method: string,
  catalog: ReadonlyMap<string, OperationName>,
): OperationFacts {
  const schema = (typeof route.schema === 'object' && route.schema !== null ? route.schema : {}) as Record<
    string,
    unknown
  >;
  const notes = routeNotesOf(route);
  const name = catalog.get(routeKey(method, route.url)) ?? derivedOperationName(method, route.url);
  const endpoint = name.endpoint;
  const guard = guardOf(route);
  const needsCsrf = guard !== null && !(guard.isAddressBarRead === true && method === 'GET');
  const security: SecurityRequirement[] =
    guard === null
      ? []
      : [{ [securitySchemes.session]: [], ...(needsCsrf ? { [securitySchemes.csrf]: [] } : {}) }];
  const ownSecurity = Array.isArray(schema.security)
    ? (schema.security as SecurityRequirement[])
    : notes.checksCsrf === true
      ? [{ [securitySchemes.session]: [], [securitySchemes.csrf]: [] }]
      : undefined;
  // A route that checks its callers itself and says how in its own `security` and `description`
  // (the report pages: session or bearer token) is not public.
  const access =
    guard !== null
      ? accessText(guard, needsCsrf)
      : Array.isArray(schema.security) && schema.security.length > 0
        ? ''
        : notes.checksCsrf === true
          ? 'No sign-in: send the cookie of the session that began this step and its CSRF token as `X-CSRF-Token`.'
          : `Public: no sign-in.${stateChanging.has(method) ? ' Refused from another site (Origin or Referer).' : ''}`;
  const replyMediaType = endpoint?.replyMediaType ?? notes.replyMediaType;
  return {
    operationId: typeof schema.operationId === 'string' ? schema.operationId : name.operationId,
    tags: Array.isArray(schema.tags) ? (schema.tags as string[]) : [name.area],
    description:
      typeof schema.description === 'string'
        ? [schema.description, access].filter((text) => text !== '').join('\n\n')
        : access,
    security: ownSecurity ?? security,
    errorStatuses: errorStatusesOf(method, route.url, schema, guard !== null, [
      ...(endpoint?.errorStatuses ?? []),
      ...(notes.errorStatuses ?? []),
    ]),
    ...(notes.bodyMediaTypes === undefined ? {} : { bodyMediaTypes: notes.bodyMediaTypes }),
    ...(notes.bodySchema === undefined ? {} : { bodySchema: notes.bodySchema }),
    ...(replyMediaType === undefined ? {} : { replyMediaType }),
  };
}
