import type { FastifyInstance } from 'fastify';
import { messages } from '@medivi/domain';
import { DomainError } from './errors.js';

/**
 * True when a browser's `Origin` is this site: the same host (and port) as the request's Host
 * (`request.host`, which follows X-Forwarded-Host only when `trustProxy` is on) or the origin of
 * `publicBaseUrl`. A missing, opaque ('null') or malformed Origin is refused. This check is the
 * notification socket's defence against cross-site WebSocket hijacking (docs/decisions/0073) and,
 * with `registerOriginCheck`, a second one beside the CSRF token for every state-changing call
 * (docs/decisions/0091).
 */
export function isSameSiteOrigin(
  origin: string | undefined,
  requestHost: string,
  publicBaseUrl: string,
): boolean {
  if (origin === undefined || origin === '' || origin === 'null') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin === new URL(publicBaseUrl).origin) return true;
  try {
    // Normalised the way the Origin was, so `host:443` on https equals `host`.
    return url.host === new URL(`${url.protocol}//${requestHost}`).host;
  } catch {
    return false;
  }
}

/** Methods that only read; every other method changes state. */
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin (scheme, host, port) of a `Referer`, or undefined when there is none or it is malformed. */
function originOfReferer(referer: string | undefined): string | undefined {
  if (referer === undefined || referer === '') return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Refuses, in `scope`, every state-changing request that a browser sent from another site
 * (docs/decisions/0091): its `Origin` (or, without one, its `Referer`) must be this site. This
 * guards the public calls that carry no CSRF token (password reset request, request access, the
 * public case form and its upload, sign-in and registration) and backs the token up on all the
 * others. A request with neither header did not come from a browser page, so no other site's
 * page can have sent it; it passes on to the route's own checks.
 * @throws DomainError 403 FOREIGN_ORIGIN, before the body is read.
 */
export function registerOriginCheck(scope: FastifyInstance, publicBaseUrl: string): void {
  scope.addHook('onRequest', (request, _reply, done) => {
    const origin = readMethods.has(request.method)
      ? undefined
      : (request.headers.origin ?? originOfReferer(request.headers.referer));
    if (origin !== undefined && !isSameSiteOrigin(origin, request.host, publicBaseUrl)) {
      done(new DomainError(403, messages.foreignOrigin, { code: 'FOREIGN_ORIGIN' }));
      return;
    }
    done();
  });
}
