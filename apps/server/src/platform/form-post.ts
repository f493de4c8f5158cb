import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/** True for a browser form post (`application/x-www-form-urlencoded`). */
export function isFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^application\/x-www-form-urlencoded\s*(;|$)/i.test(type);
}

/**
 * True when a refusal should be answered as a page rather than JSON: a browser form post that
 * navigates a tab (the cost-comparison documents' "as web page", issue 31 item 1), which asks for
 * `text/html` before JSON. The SPA's own calls send JSON and read JSON errors.
 */
export function wantsErrorPage(request: FastifyRequest): boolean {
  if (!isFormPost(request)) return false;
  const accept = request.headers.accept;
  return typeof accept === 'string' && negotiate(accept, ['text/html', 'application/json']) === 'text/html';
}
