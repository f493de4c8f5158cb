import type { Endpoint } from '@medivi/domain';

/**
 * The Fastify route options of a contract endpoint: method, exact path and the zod schemas that
 * validate the request and serialize the 200 reply (docs/architecture.md, "Server code").
 */
export function routeOf<E extends Endpoint>(endpoint: E) {
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
      ...(endpoint.querystring === undefined ? {} : { querystring: endpoint.querystring }),
      ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
      response: { 200: endpoint.reply },
    } as {
      summary: string;
      body: E['body'];
      querystring: E['querystring'];
      params: E['params'];
      response: { 200: E['reply'] };
    },
  };
}
