import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.js';

/**
 * Host names a development or test start answers to besides its public one: the loopback names
 * and every `*.localhost` name (`claims.localhost` opens the Claims variant), all of which resolve
 * to this machine only (RFC 6761), so no other site's page can reach them by DNS rebinding.
 */
export const localHostNames: readonly string[] = ['localhost', '*.localhost', '127.0.0.1', '[::1]'];

/** One allowed host name as configured: an exact name, or `*.` and a suffix. */
const hostPattern = /^(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/;

/** The problem with a configured host name, or null (ALLOWED_HOSTS; README "Configuration"). */
export function allowedHostProblem(name: string): string | null {
  return hostPattern.test(name.toLowerCase())
    ? null
    : `"${name}" is not a host name: give names such as portal.example.com or *.example.com, without scheme or port`;
}

/**
 * The host names a start answers to (issue 38 item 3): the host of `publicBaseUrl`, the
 * `configured` ones (ALLOWED_HOSTS) and, outside production, `localHostNames`. Lower-cased, unique.
 */
export function allowedHostsOf(options: {
  publicBaseUrl: string;
  configured: readonly string[];
  isProduction: boolean;
}): string[] {
  const names = [
    new URL(options.publicBaseUrl).hostname,
    ...options.configured,
    ...(options.isProduction ? [] : localHostNames),
  ];
  return [...new Set(names.map((name) => name.toLowerCase()))];
}

/**
 * True when `hostname` (a request's, without port) is one of `allowed`: equal to a name, or
 * ending in `.suffix` for a `*.suffix` entry (the suffix alone does not match it).
 */
export function isAllowedHost(hostname: string, allowed: readonly string[]): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) =>
    entry.startsWith('*.') ? name.endsWith(entry.slice(1)) && name.length > entry.length - 1 : name === entry,
  );
}

/**
 * Refuses a request whose Host (X-Forwarded-Host behind a trusted proxy) is not an allowed name,
 * with 421 before any route runs: a page on another site that points its own name at this
 * server by DNS rebinding then reads nothing (issue 38 item 3; docs/decisions/0113).
 */
export function registerAllowedHosts(app: FastifyInstance, allowed: readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isAllowedHost(request.hostname, allowed)) return;
    await reply
      .code(421)
      .send(errorBody(421, 'This server does not answer for that host name.', { code: 'HOST_NOT_ALLOWED' }));
  });
}
