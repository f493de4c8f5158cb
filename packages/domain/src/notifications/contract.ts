import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { messageReplySchema } from '../shared/errors.js';
import { notificationRouteSets } from './routes.js';

/**
 * A notification as the server sends it (accounts spec §3 Notification, server names), in REST
 * replies and in the socket's `notification` messages. Beyond the spec: `Sequence`, a number that
 * grows with every notification written (the catch-up cursor of issue 5), `CaseID`, the case's own
 * id (opens its detail), and `MasterPlanID`, the plan of the case (client notifications).
 * `CaseStatus` is the status label ('Opened', 'Processing', 'Closed'); `statusInfo` the status
 * detail's label or null; `TypeOfCase` one of `notificationRecordTypes`.
 */
export const notificationWireSchema = z.object({
  NotificationUID: z.string(),
  Sequence: z.number().int().nonnegative(),
  NotificationMessage: z.string(),
  Subject: z.string(),
  PublishedDateTime: z.string().describe('ISO 8601'),
  CaseNumber: z.string(),
  CaseID: z.string(),
  CaseStatus: z.string(),
  SixDegPatientID: z.string().nullable(),
  MasterPlanID: z.string().nullable(),
  MarkAsRead: z.boolean(),
  MarkAsDeleted: z.boolean(),
  statusInfo: z.string().nullable(),
  TypeOfCase: z.string(),
});
export type NotificationWire = z.infer<typeof notificationWireSchema>;

/**
 * Query of the list calls: `after` returns only notifications with a greater `Sequence` (catch-up
 * and the polling fallback); without it, every notification not deleted.
 */
export const notificationListQuerySchema = z.object({
  after: z.coerce.number().int().nonnegative().optional(),
});

/** `:id` of the mark-one and delete calls: a NotificationUID. */
export const notificationIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Body of the mark-all calls (accounts spec §7). */
export const markAllNotificationsBodySchema = z.object({ markallasread: z.literal(true) });

/** Body of the mark-one calls (accounts spec §7); false marks it unread again. */
export const markNotificationBodySchema = z.object({ markasread: z.boolean() });

/** Reply of the mark-all calls: how many notifications changed. */
export const markAllNotificationsReplySchema = messageReplySchema.extend({
  updated: z.number().int().nonnegative(),
});

function notificationSet(audience: 'member' | 'client') {
  const routes = notificationRouteSets[audience];
  const who = audience === 'member' ? "the signed-in member's" : "the signed-in client viewer's";
  return {
    list: defineEndpoint({
      ...routes.list,
      summary: `Lists ${who} notifications, newest first, without deleted ones.`,
      querystring: notificationListQuerySchema,
      reply: z.array(notificationWireSchema),
    }),
    markAll: defineEndpoint({
      ...routes.markAll,
      summary: `Marks every one of ${who} notifications read.`,
      body: markAllNotificationsBodySchema,
      reply: markAllNotificationsReplySchema,
    }),
    markOne: defineEndpoint({
      ...routes.markOne,
      summary: `Marks one of ${who} notifications read (or unread); 404 for anyone else's.`,
      params: notificationIdParamsSchema,
      body: markNotificationBodySchema,
      reply: notificationWireSchema,
    }),
    delete: defineEndpoint({
      ...routes.delete,
      summary: `Deletes one of ${who} notifications; 404 for anyone else's.`,
      params: notificationIdParamsSchema,
      reply: messageReplySchema,
    }),
  } as const;
}

/** Member notification endpoints (accounts spec §7). */
export const memberNotificationEndpoints = notificationSet('member');
/** Client-viewer notification endpoints (accounts spec §7). */
export const clientNotificationEndpoints = notificationSet('client');

/** Replies of the notification endpoints in words. */
export const notificationMessages = {
  markedAll: 'All notifications marked as read.',
  deleted: 'Notification deleted.',
  notFound: 'Notification not found.',
} as const;
