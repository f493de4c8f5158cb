import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.js';

/**
 * Serves the built SPA from `webDistDir`: hashed assets cached for a year, every other GET that
 * is not under `/api` answered with index.html so the client router takes it. `/` goes to the
 * marketing site when one is configured (its test variant for addresses containing 'test', accounts
 * spec §2); otherwise the SPA sends it to /login.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDistDir: string | null;
    marketingSiteUrl: string | null;
    marketingTestSiteUrl: string | null;
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
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/ws');
    if (isPage && webDistDir !== null) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(errorBody(404, 'There is nothing at this address.', { code: 'NOT_FOUND' }));
  });
}
