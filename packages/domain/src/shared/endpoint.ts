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

/**
 * One endpoint of the API: its method, its exact spec path (Fastify `:param` syntax for path
 * parameters) and the zod schemas that validate the request and serialize the reply. The server
 * registers routes from these; the web client types its calls from them.
 */
export interface Endpoint<
  TMethod extends HttpMethod = HttpMethod,
  TPath extends string = string,
  TReply extends z.ZodType = z.ZodType,
> {
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
  endpoint: { method: TMethod; path: TPath; summary: string; reply: TReply } & TExtra,
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
