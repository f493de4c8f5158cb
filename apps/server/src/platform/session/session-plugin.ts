import fastifyCookie from '@fastify/cookie';
import fastifyCsrfProtection from '@fastify/csrf-protection';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { serverSessionIdleMs, variantForHost, type Variant } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import { type CurrentUser, findCurrentUser } from './current-user.js';
import { isFormPost } from '../form-post.js';
import { checkFormPostToken } from './guards.js';
import { DatabaseSessionStore } from './session-store.js';

declare module 'fastify' {
  interface Session {
    /** Id of the signed-in user; absent before sign-in. */
    userId?: string;
    /** Secret behind the CSRF token (@fastify/csrf-protection). */
    _csrf?: string;
    /** ISO time the session signed in. */
    signedInAt?: string;
    /**
     * True after a correct password while the e-mailed sign-in code is awaited: the session then
     * serves only the MFA route set (accounts spec §2, docs/decisions/0040).
     */
    mfaPending?: boolean;
  }
  interface FastifyRequest {
    /**
     * The signed-in user, loaded once per request; null without a signed-in session.
     * `isMFANeeded` is true while the session still awaits the e-mailed sign-in code.
     */
    currentUser: CurrentUser | null;
    /** The application variant of the request's host (accounts spec §1). */
    variant: Variant;
  }
}

/** Name of the session cookie. */
export const sessionCookieName = 'medivi.sid';

export interface SessionOptions {
  db: Kysely<Database>;
  clock: Clock;
  secret: string;
  cookieSecure: boolean;
  /** Server-side idle limit, ms; defaults to the client timeout plus its countdown. */
  idleMs?: number;
}

/**
 * Registers, inside the API scope, the session cookie (httpOnly, SameSite=Lax), the database
 * session store, the CSRF token check (`X-CSRF-Token` header; the `csrfToken` field of a form
 * post where the route accepts it), the request's current user and variant (accounts spec §4
 * Session), and `Cache-Control: no-store` on every reply that does not set its own
 * (docs/decisions/0093).
 */
export async function registerSessions(app: FastifyInstance, options: SessionOptions): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.secret,
    cookieName: sessionCookieName,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.cookieSecure,
      path: '/',
    },
    saveUninitialized: false,
    rolling: false,
    store: new DatabaseSessionStore(options.db, options.clock, options.idleMs ?? serverSessionIdleMs),
  });
  await app.register(fastifyCsrfProtection, {
    sessionPlugin: '@fastify/session',
    getToken: (request) => {
      const header = request.headers['x-csrf-token'];
      if (header !== undefined) return Array.isArray(header) ? header[0] : header;
      // A form post to a route that accepts one (guards.ts `acceptsFormPostToken`), body read.
      const body: unknown = request.body;
      if (!isFormPost(request) || typeof body !== 'object' || body === null) return undefined;
      const field: unknown = (body as Record<string, unknown>).csrfToken;
      return typeof field === 'string' ? field : undefined;
    },
  });
  app.addHook('preValidation', checkFormPostToken(app));

  // Replies of the API may hold member data: no browser or proxy keeps them unless a route says
  // otherwise for data that is the same for everyone (breach ranges). One place for every route.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.decorateRequest('currentUser', null);
  app.decorateRequest('variant', 'medivi');
  // On request, before the body is read: the route guards (`requireUser`) run next, also onRequest.
  app.addHook('onRequest', async (request) => {
    request.variant = variantForHost(request.host);
    const userId = request.session.userId;
    const user = userId === undefined ? null : await findCurrentUser(options.db, userId);
    request.currentUser =
      user === null ? null : { ...user, isMFANeeded: request.session.mfaPending === true };
  });
}
