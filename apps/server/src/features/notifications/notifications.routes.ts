import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientNotificationEndpoints,
  memberNotificationEndpoints,
  type NotificationAudience,
  type RoleName,
} from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { NotificationsService } from './notifications.service.js';

/** Each endpoint set, its audience and the roles that may use it (accounts spec §6, §7). */
const notificationSets = [
  { audience: 'member', endpoints: memberNotificationEndpoints, roles: ['casesmember'] },
  {
    audience: 'client',
    endpoints: clientNotificationEndpoints,
    roles: ['caseviewclient', 'casesubmissionclient'],
  },
] as const satisfies readonly {
  audience: NotificationAudience;
  endpoints: typeof memberNotificationEndpoints;
  roles: readonly RoleName[];
}[];

/**
 * The notification endpoints (accounts spec §7; issue 5 item 2): list (`?after=`), mark all, mark
 * one and delete, once for case members (medivi-casesmember) and once for client viewers
 * (medivi-caseviewclient or medivi-casesubmissionclient); another role answers 403. Every route
 * needs a signed-in session, the CSRF header and a completed sign-in code; the service keeps each
 * user to his own notifications (404 for anyone else's).
 */
export function registerNotificationRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const notifications = new NotificationsService(deps.db, deps.clock);
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const { audience, endpoints, roles } of notificationSets) {
    const guard = requireUser(app, { anyRole: roles });

    api.route({
      ...routeOf(endpoints.list),
      onRequest: guard,
      handler: (request) => notifications.list(signedInUser(request), audience, request.query.after),
    });

    api.route({
      ...routeOf(endpoints.markAll),
      onRequest: guard,
      handler: (request) => notifications.markAllRead(signedInUser(request), audience),
    });

    api.route({
      ...routeOf(endpoints.markOne),
      onRequest: guard,
      handler: (request) =>
        notifications.markRead(signedInUser(request), audience, request.params.id, request.body.markasread),
    });

    api.route({
      ...routeOf(endpoints.delete),
      onRequest: guard,
      handler: (request) => notifications.delete(signedInUser(request), audience, request.params.id),
    });
  }
}
