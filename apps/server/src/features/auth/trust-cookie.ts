import type { CookieSerializeOptions } from '@fastify/cookie';
import { rememberMeMfaDelayMs } from '@medivi/domain';

/** Name of the 'remember me' cookie: a random token whose hash is in `trusted_browsers`. */
export const trustCookieName = 'medivi.trust';

/**
 * Options of the trust cookie (docs/decisions/0040): httpOnly, SameSite=Lax, Secure when the
 * session cookie is, sent only to `/api/login` (the one place that reads it), for 30 days.
 */
export function trustCookieOptions(cookieSecure: boolean): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure,
    path: '/api/login',
    maxAge: Math.floor(rememberMeMfaDelayMs / 1000),
  };
}
