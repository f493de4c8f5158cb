import type { FastifyInstance, HTTPMethods } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/** The methods an `Allow` header may list, in the order it lists them. */
const listedMethods: readonly HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Every route of the app by method, kept in a router of its own (find-my-way, the router Fastify
 * itself uses, with Fastify's defaults), so an address can be asked which methods it takes: the
 * `Allow` of a 405 and of an answer to OPTIONS (issue 38 item 4; docs/decisions/0113). Fastify
 * answers a wrong method with its not-found handler, which asks here.
 */
export class RouteMethods {
  private readonly router = FindMyWay({ maxParamLength: 200 });
  private readonly seen = new Set<string>();

  /** Starts listening for routes: make it before any route is added. */
  constructor(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const methods: readonly HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
      // Fastify answers HEAD wherever it answers GET (exposeHeadRoutes).
      const withHead = methods.includes('GET') ? [...methods, 'HEAD' as const] : methods;
      for (const method of withHead) this.add(method as HTTPMethod, route.url);
    });
  }

  private add(method: HTTPMethod, url: string): void {
    const key = `${method} ${url}`;
    if (this.seen.has(key) || !listedMethods.includes(method)) return;
    this.seen.add(key);
    this.router.on(method, url, () => undefined);
  }

  /**
   * The methods `path` (no query) takes, in `listedMethods` order, OPTIONS included when any is;
   * empty when no route has the address. A page of the web app (`isPage`) takes GET and HEAD.
   */
  allowedAt(path: string, isPage: boolean): HTTPMethod[] {
    const found = listedMethods.filter(
      (method) =>
        (isPage && (method === 'GET' || method === 'HEAD')) ||
        (method !== 'OPTIONS' && this.router.find(method, path) !== null),
    );
    return found.length === 0 ? [] : [...found, 'OPTIONS'];
  }
}
