import type { FastifyInstance, FastifyRequest } from 'fastify';
import '@fastify/websocket';
import {
  hasAnyRole,
  isCaseMember,
  messages,
  type NotificationAudience,
  notificationSocketPath,
  otpMessages,
  socketMessages,
  socketUpgradesPerWindow,
  socketUpgradeWindowSeconds,
} from '@medivi/domain';
import type { DatabaseHandle } from '../../db/database.js';
import { DomainError } from '../../platform/errors.js';
import { isSameSiteOrigin } from '../../platform/same-site-origin.js';
import type { NotificationHub, SocketSlot } from '../../platform/notifications/notification-hub.js';
import { countFailure, createLimiter, type LimitSpec, tooManyAttempts } from '../../platform/rate-limit.js';
import { signedInUser } from '../../platform/session/guards.js';
import { storedSessionId } from '../../platform/session/session-store.js';

/**
 * Upgrade attempts per user (docs/decisions/0086): `socketUpgradesPerWindow` per
 * `socketUpgradeWindowSeconds`, shared by every process through the `rate_limits` table; beyond
 * it 429 until the window ends (no extra block).
 */
export const socketUpgradeLimit: LimitSpec = {
  keyPrefix: 'notification-socket-user',
  points: socketUpgradesPerWindow,
  durationSeconds: socketUpgradeWindowSeconds,
  blockSeconds: 0,
};

/** The 429 for a user who holds the per-process cap of sockets (docs/decisions/0086). */
function tooManySockets(): DomainError {
  return new DomainError(429, socketMessages.tooManySockets, { code: 'TOO_MANY_SOCKETS' });
}

/** The userTypes a user's roles allow on the socket (accounts spec §6, §7). */
function audiencesOf(request: FastifyRequest): NotificationAudience[] {
  const user = signedInUser(request);
  const audiences: NotificationAudience[] = [];
  if (isCaseMember(user.roles, request.variant)) audiences.push('member');
  if (hasAnyRole(user.roles, request.variant, ['caseviewclient', 'casesubmissionclient'])) {
    audiences.push('client');
  }
  return audiences;
}

/**
 * `GET /ws/notifications` (issue 5 item 3; protocol in `@medivi/domain` notifications/socket.ts,
 * docs/decisions/0073). Before the upgrade: a foreign or missing Origin gets 403; no signed-in
 * session 401; a session awaiting its sign-in code, a deactivated account, an expired password
 * or roles without notifications 403. No CSRF token: browsers cannot add headers to a socket;
 * the Origin check stands in for it. Then the limits of docs/decisions/0086: a user who holds
 * `maxSocketsPerUser` sockets in this process gets 429 `TOO_MANY_SOCKETS` (not counted as an
 * attempt); one past `socketUpgradeLimit` gets 429 `RATE_LIMITED` with Retry-After. Both answer
 * before the upgrade, so nothing is half-opened. The accepted socket is handed to the hub in the
 * place reserved for it.
 */
export function registerNotificationSocketRoute(
  app: FastifyInstance,
  hub: NotificationHub,
  options: { publicBaseUrl: string; handle: DatabaseHandle },
): void {
  const limiter = createLimiter(options.handle, socketUpgradeLimit);
  const slots = new WeakMap<FastifyRequest, SocketSlot>();

  /**
   * Counts the attempt and reserves the user's place. The place goes back when the connection
   * closes before the hub takes it (a handshake `ws` refuses, a client gone meanwhile).
   */
  const reservePlace = async (request: FastifyRequest): Promise<void> => {
    const userId = signedInUser(request).userID;
    if (!hub.hasRoomFor(userId)) throw tooManySockets();
    const blockedMs = await countFailure(limiter, userId);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'notification connection attempts');
    const slot = hub.reserve(userId);
    if (slot === null) throw tooManySockets();
    const connection = request.raw.socket;
    if (connection.destroyed) {
      slot.release();
      return;
    }
    connection.once('close', () => {
      slot.release();
    });
    slots.set(request, slot);
  };

  app.get(
    notificationSocketPath,
    {
      websocket: true,
      onRequest: (request, _reply, done) => {
        if (request.ws && !isSameSiteOrigin(request.headers.origin, request.host, options.publicBaseUrl)) {
          done(new DomainError(403, socketMessages.foreignOrigin, { code: 'FOREIGN_ORIGIN' }));
          return;
        }
        done();
      },
      preHandler: (request, _reply, done) => {
        const user = request.currentUser;
        if (user === null) {
          done(new DomainError(401, messages.notSignedIn, { code: 'UNAUTHENTICATED' }));
        } else if (user.isMFANeeded) {
          done(new DomainError(403, otpMessages.mfaRequired, { code: 'MFA_REQUIRED' }));
        } else if (user.isDeactivated) {
          done(new DomainError(403, 'Your account is deactivated.', { code: 'ACCOUNT_DEACTIVATED' }));
        } else if (user.isPasswordExpired) {
          done(new DomainError(403, messages.passwordExpired, { code: 'PASSWORD_EXPIRED' }));
        } else if (audiencesOf(request).length === 0) {
          done(new DomainError(403, socketMessages.notAllowed, { code: 'FORBIDDEN_ROLE' }));
        } else if (!request.ws) {
          done();
        } else {
          reservePlace(request).then(() => {
            done();
          }, done);
        }
      },
    },
    (socket, request) => {
      hub.attach(
        socket,
        {
          sessionId: storedSessionId(request.session.sessionId),
          userId: signedInUser(request).userID,
          audiences: audiencesOf(request),
        },
        slots.get(request),
      );
    },
  );
}
