import { defineRoutes } from '../shared/endpoint.js';

/**
 * Method and path of each notification endpoint (accounts spec §7): the member set and the client
 * set, which client viewers use; see `notificationEndpoints`.
 */
export const notificationRoutes = defineRoutes('notifications', {
  getNotifications: { method: 'GET', path: '/api/notifications' },
  markAllNotificationsRead: { method: 'POST', path: '/api/notification/markasread' },
  updateNotification: { method: 'PUT', path: '/api/updateNotification/:id' },
  deleteNotification: { method: 'DELETE', path: '/api/deleteNotification/:id' },
  getClientNotifications: { method: 'GET', path: '/api/clientNotifications' },
  markAllClientNotificationsRead: { method: 'POST', path: '/api/clientNotification/markasread' },
  updateClientNotification: { method: 'PUT', path: '/api/updateClientNotification/:id' },
  deleteClientNotification: { method: 'DELETE', path: '/api/deleteClientNotification/:id' },
});

/**
 * The four calls of each audience's set (accounts spec §7): members use the first four routes,
 * client viewers the client ones.
 */
export const notificationRouteSets = {
  member: {
    list: notificationRoutes.getNotifications,
    markAll: notificationRoutes.markAllNotificationsRead,
    markOne: notificationRoutes.updateNotification,
    delete: notificationRoutes.deleteNotification,
  },
  client: {
    list: notificationRoutes.getClientNotifications,
    markAll: notificationRoutes.markAllClientNotificationsRead,
    markOne: notificationRoutes.updateClientNotification,
    delete: notificationRoutes.deleteClientNotification,
  },
} as const;

/** Path of the live notifications socket (issue 5; protocol in `notification-socket.ts`). */
export const notificationSocketPath = '/ws/notifications';
