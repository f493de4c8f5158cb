import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { hasAnyRole, messages, otpMessages, type RoleName } from '@medivi/domain';
import { DomainError } from '../errors.js';
import type { CurrentUser } from './current-user.js';
import { isFormPost } from '../form-post.js';

/** Account states a route stays open in (accounts spec §2 account-state route sets). */
export interface GuardOptions {
  /** Open to a deactivated account (only sign-out and the session itself are). */
  allowDeactivated?: boolean;
  /** Open while the password is expired (change-password). */
  allowPasswordExpired?: boolean;
  /**
   * Open while the session awaits the e-mailed sign-in code (accounts spec §2 'MFA needed':
   * only the code endpoints, the session itself, keep-alive and sign-out are).
   */
  allowMfaPending?: boolean;
  /** Any of these roles (without variant prefix) is needed. */
  anyRole?: readonly RoleName[];
  /**
   * A GET page a person opens by its address (no script to send `X-CSRF-Token`): the token is not
   * asked for GET requests. A read changes nothing and its answer never reaches another site (the
   * same-origin policy), so the token has nothing to protect there; any other method still needs it.
   */
  isAddressBarRead?: boolean;
  /**
   * A browser form post (`application/x-www-form-urlencoded`, such as a document opened in a new
   * tab) may carry the CSRF token as its body field `csrfToken`, since a form sends no header: the
   * check then waits until the body is read and runs before validation (`checkFormPostToken`,
   * registered by `registerSessions`), so it still answers 403 before any 400 (issue 18).
   */
  acceptsFormPostToken?: boolean;
}

/** Requests whose CSRF check waits for the form body (`acceptsFormPostToken`). */
const formTokenPending = new WeakSet<FastifyRequest>();

/**
 * `preValidation` hook of the API scope: checks the CSRF token of a form post whose guard let it
 * wait for the body (`acceptsFormPostToken`); the token is read from the body field `csrfToken`.
 */
export function checkFormPostToken(app: FastifyInstance): preValidationHookHandler {
  return function (request, reply, done) {
    if (!formTokenPending.has(request)) {
      done();
      return;
    }
    formTokenPending.delete(request);
    app.csrfProtection(request, reply, done);
  };
}

/**
 * The signed-in user of a request that passed `requireUser`.
 * @throws DomainError 401 when called on a request without one (a wiring mistake).
 */
export function signedInUser(request: FastifyRequest): CurrentUser {
  if (request.currentUser === null) throw new DomainError(401, messages.notSignedIn);
  return request.currentUser;
}

/** What `requireUser` asked of each guard it made, keyed by the guard's first hook. */
const guardOptions = new WeakMap<object, GuardOptions>();

/**
 * The options `requireUser` was given for a route whose `onRequest` hooks are `hooks` (one hook
 * or a list, as Fastify's `onRoute` hook sees them); null for a route without that guard (a
 * public route, or one that checks the session itself). For the route-table tests.
 */
export function routeGuardOf(hooks: unknown): GuardOptions | null {
  const list: unknown[] = Array.isArray(hooks) ? hooks : [hooks];
  for (const hook of list) {
    const options = typeof hook === 'function' ? guardOptions.get(hook) : undefined;
    if (options !== undefined) return options;
  }
  return null;
}

/**
 * `onRequest` hooks of an authenticated route: a signed-in session (401), a valid `X-CSRF-Token`
 * (403), a completed sign-in code unless `allowMfaPending` (403, code `MFA_REQUIRED`,
 * docs/decisions/0040), an account state that allows the route (403), and the roles asked for
 * (403). They run before the body is parsed and validated, so a request without the session or
 * its token learns nothing from a 400 (issue 15).
 */
export function requireUser(app: FastifyInstance, options: GuardOptions = {}): onRequestHookHandler[] {
  const checkSession: onRequestHookHandler = function (request, _reply, done) {
    if (request.currentUser === null) {
      done(new DomainError(401, messages.notSignedIn, { code: 'UNAUTHENTICATED' }));
      return;
    }
    done();
  };
  const checkCsrf: onRequestHookHandler = function (request, reply, done) {
    if (options.isAddressBarRead === true && request.method === 'GET') {
      done();
      return;
    }
    if (options.acceptsFormPostToken === true && isFormPost(request)) {
      formTokenPending.add(request);
      done();
      return;
    }
    app.csrfProtection(request, reply, done);
  };
  const checkState: onRequestHookHandler = function (request, _reply, done) {
    const user = signedInUser(request);
    if (user.isMFANeeded && options.allowMfaPending !== true) {
      done(new DomainError(403, otpMessages.mfaRequired, { code: 'MFA_REQUIRED' }));
    } else if (user.isDeactivated && options.allowDeactivated !== true) {
      done(new DomainError(403, 'Your account is deactivated.', { code: 'ACCOUNT_DEACTIVATED' }));
    } else if (user.isPasswordExpired && options.allowPasswordExpired !== true) {
      done(new DomainError(403, messages.passwordExpired, { code: 'PASSWORD_EXPIRED' }));
    } else if (options.anyRole !== undefined && !hasAnyRole(user.roles, request.variant, options.anyRole)) {
      done(new DomainError(403, messages.forbiddenRole, { code: 'FORBIDDEN_ROLE' }));
    } else {
      done();
    }
  };
  guardOptions.set(checkSession, options);
  return [checkSession, checkCsrf, checkState];
}
