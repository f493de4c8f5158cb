import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import * as domain from '@medivi/domain';
import type { ErrorStatus } from '@medivi/domain';
import {
  errorReplyJsonSchema,
  errorResponseRef,
  errorResponses,
  errorSchemaName,
} from './error-responses.js';
import { operationCatalog, routeKey } from './operation-names.js';
import {
  type DocumentedRoute,
  type OperationFacts,
  operationFactsOf,
  securitySchemes,
} from './route-docs.js';

/** What the document says of where the API runs and whom to ask. */
export interface OpenApiSite {
  /** Origin the portal is reached at (`PUBLIC_BASE_URL`); the paths start with `/api`. */
  publicBaseUrl: string;
  /** The support mailbox, the document's contact. */
  supportEmail: string;
}

type Json = Record<string, unknown>;
type OpenApiDocument = Json & { paths?: Record<string, Record<string, Json>>; components?: Json };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * OpenAPI 3.0 has no `nullable` without a `type`: zod's `x.nullable()` of a union comes out as
 * `{ nullable: true, anyOf: [...] }`, which generators misread. The flag moves into each typed
 * branch (and `null` into an enum branch's values), everywhere in `node`.
 */
export function moveNullableIntoBranches(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) moveNullableIntoBranches(item);
    return;
  }
  if (!isObject(node)) return;
  const branches = node.anyOf ?? node.oneOf;
  if (node.nullable === true && node.type === undefined && Array.isArray(branches)) {
    delete node.nullable;
    for (const branch of branches) {
      if (!isObject(branch) || branch.type === undefined) continue;
      branch.nullable = true;
      const values: unknown = branch.enum;
      if (Array.isArray(values) && !values.includes(null)) branch.enum = [...(values as unknown[]), null];
    }
  }
  for (const value of Object.values(node)) moveNullableIntoBranches(value);
}

/** The request body of an operation with the media types its route takes. */
function withBodyMediaTypes(operation: Json, facts: OperationFacts): void {
  const types = facts.bodyMediaTypes;
  const body = isObject(operation.requestBody) ? operation.requestBody : undefined;
  if (body === undefined) {
    if (facts.bodySchema === undefined) return;
    const type = types?.[0] ?? 'multipart/form-data';
    operation.requestBody = { required: true, content: { [type]: { schema: facts.bodySchema } } };
    return;
  }
  if (types === undefined || !isObject(body.content)) return;
  const first = Object.values(body.content)[0];
  body.content = Object.fromEntries(types.map((type) => [type, first]));
}

/**
 * The 200 reply under its real media types: the contract's schema under `application/json`, a
 * string under a text type (text/plain, text/csv), binary content under any other (PDF).
 */
function withReplyMediaTypes(operation: Json, types: string | readonly string[] | undefined): void {
  if (types === undefined || !isObject(operation.responses)) return;
  const ok = operation.responses['200'];
  if (!isObject(ok)) return;
  const json = isObject(ok.content) ? ok.content['application/json'] : undefined;
  const schemaOf = (type: string): unknown => {
    if (type === 'application/json' && isObject(json)) return json.schema;
    return type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' };
  };
  const list = typeof types === 'string' ? [types] : types;
  ok.content = Object.fromEntries(list.map((type) => [type, { schema: schemaOf(type) }]));
}

/** Applies the facts of one route to its operation; returns the refusals it uses. */
function applyFacts(operation: Json, facts: OperationFacts, usedIds: Set<string>): ErrorStatus[] {
  let operationId = facts.operationId;
  for (let n = 2; usedIds.has(operationId); n += 1) operationId = `${facts.operationId}${String(n)}`;
  usedIds.add(operationId);
  operation.operationId = operationId;
  operation.tags = facts.tags;
  operation.description = facts.description;
  operation.security = facts.security;
  const responses = isObject(operation.responses) ? operation.responses : {};
  for (const status of facts.errorStatuses) responses[String(status)] ??= errorResponseRef(status);
  operation.responses = responses;
  withBodyMediaTypes(operation, facts);
  withReplyMediaTypes(operation, facts.replyMediaType);
  return facts.errorStatuses;
}

/**
 * Options of `@fastify/swagger` for the document a client can be generated from
 * (docs/decisions/0099): the zod contracts turned into JSON Schema, and for every operation its
 * id and area from the domain's routes objects, its security, roles, refusals and media types from
 * the route (`operationFactsOf`); servers, contact, license, the two security schemes and the one
 * error reply for the document. A route added later gets all of it without naming anything.
 */
export function openApiOptions(site: OpenApiSite): FastifyDynamicSwaggerOptions {
  const catalog = operationCatalog(domain);
  const facts = new Map<string, OperationFacts>();
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'MediVI API',
        version: '1.0.0',
        description:
          'Every endpoint of the MediVI portal. Signed-in calls send the session cookie and, unless marked otherwise, its CSRF token as `X-CSRF-Token` (from `GET /api/auth`, `POST /api/login` or `POST /api/verifyOTP`). Every refusal is the one error reply.',
        contact: { name: 'MediVI support', email: site.supportEmail },
        // Use is governed by the master subscription agreement of the terms of service (accounts
        // spec §9); the portal that shows them is the license's address.
        license: { name: 'Proprietary: MediVI master subscription agreement', url: site.publicBaseUrl },
      },
      servers: [{ url: site.publicBaseUrl, description: 'This portal' }],
      components: {
        securitySchemes: {
          [securitySchemes.session]: {
            type: 'apiKey',
            in: 'cookie',
            name: 'medivi.sid',
            description: 'The session cookie that sign-in sets (HttpOnly; ends after 15 idle minutes).',
          },
          [securitySchemes.csrf]: {
            type: 'apiKey',
            in: 'header',
            name: 'X-CSRF-Token',
            description: "The session's anti-forgery token, given by sign-in and by `GET /api/auth`.",
          },
        },
      },
    },
    transform: (input) => {
      const route = input.route as unknown as DocumentedRoute;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        facts.set(routeKey(method, route.url), operationFactsOf(route, method, catalog));
      }
      return jsonSchemaTransform(input);
    },
    transformObject: (input) => {
      const document = (
        'openapiObject' in input ? input.openapiObject : input.swaggerObject
      ) as OpenApiDocument;
      const usedIds = new Set<string>();
      const statuses = new Set<ErrorStatus>();
      const tags = new Set<string>();
      for (const [path, operations] of Object.entries(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations)) {
          const found = facts.get(routeKey(method, path));
          if (found === undefined || !isObject(operation)) continue;
          for (const status of applyFacts(operation, found, usedIds)) statuses.add(status);
          for (const tag of found.tags) tags.add(tag);
        }
      }
      const components = isObject(document.components) ? document.components : {};
      components.schemas = {
        ...(isObject(components.schemas) ? components.schemas : {}),
        [errorSchemaName]: errorReplyJsonSchema(),
      };
      components.responses = errorResponses(statuses);
      document.components = components;
      document.tags = [...tags]
        .sort()
        .map((name) => ({ name, description: `Area \`${name}\` of the portal.` }));
      moveNullableIntoBranches(document);
      return document;
    },
  };
}
