import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { RouteMethods } from './allowed-methods.js';
import { errorBody } from './errors.js';

/**
 * True for an address that is never a page of the web app: the API, the sockets, and the built
 * files' folder, where a missing file (an old chunk, a source map) is 404 rather than the page.
 */
function isServerPath(path: string): boolean {
  return path.startsWith('/api') || path.startsWith('/ws') || path.startsWith('/assets/');
}

/**
 * Serves the built SPA from `webDistDir`: hashed assets cached for a year, every other GET or HEAD
 * that is not under `/api` answered with index.html so the client router takes it (HEAD with its
 * headers only). `/` goes to the marketing site when one is configured (its test variant for
 * addresses containing 'test', accounts spec §2); otherwise the SPA sends it to /login.
 *
 * An address that exists with other methods answers 405 with `Allow`, and OPTIONS on it 204 with
 * `Allow`; an address nothing answers is 404 (issue 38 items 1 and 4; docs/decisions/0113).
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDistDir: string | null;
    marketingSiteUrl: string | null;
    marketingTestSiteUrl: string | null;
    routes: RouteMethods;
  },
): Promise<void> {
  const { webDistDir, marketingSiteUrl, marketingTestSiteUrl } = options;
  if (marketingSiteUrl !== null) {
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      reply.redirect(
        request.host.includes('test') && marketingTestSiteUrl !== null
          ? marketingTestSiteUrl
          : marketingSiteUrl,
      ),
    );
  }
  if (webDistDir !== null) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        void reply.header(
          'cache-control',
          path.includes(join('assets', '')) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isPage = webDistDir !== null && !isServerPath(path);
    if (isPage && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const allowed = options.routes.allowedAt(path, isPage);
    if (allowed.length === 0) {
      return reply.code(404).send(errorBody(404, 'There is nothing at this address.', { code: 'NOT_FOUND' }));
    }
    void reply.header('allow', allowed.join(', '));
    if (request.method === 'OPTIONS') return reply.code(204).send();
    return reply.code(405).send(
      errorBody(405, `This address does not take ${request.method}; it takes ${allowed.join(', ')}.`, {
        code: 'METHOD_NOT_ALLOWED',
      }),
    );
  });
}
