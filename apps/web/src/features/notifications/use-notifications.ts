import {
  type Notification,
  type NotificationAudience,
  notificationPollIntervalMs,
  type User,
} from '@medivi/domain';
import { useAppSelector } from '../../lib/hooks';
import { useNotificationSetting } from '../../lib/user-settings-api';
import { useVariant } from '../../lib/variant';
import type { LiveConnectionState } from './live-notifications';
import { countUnread, notificationAudienceOf } from './notification-list';
import {
  useDeleteNotificationMutation,
  useGetNotificationFeedQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationMutation,
  notificationsApi,
} from './notifications-api';

/** Everything the bell, the panel and the page show and do. */
export interface NotificationsView {
  audience: NotificationAudience;
  notifications: Notification[];
  unreadCount: number;
  isLoading: boolean;
  connection: LiveConnectionState;
  isEnabled: boolean;
  isSavingSetting: boolean;
  setEnabled: (enabled: boolean) => void;
  markAllRead: () => void;
  markRead: (id: string, isRead: boolean) => void;
  remove: (id: string) => void;
}

const noNotifications: Notification[] = [];

/** The signed-in user, read by the store's shape (features do not import each other). */
function useSessionUser(): User | null {
  return useAppSelector((state) => state.session.user);
}

/** The audience of the signed-in user, or null when he has no notifications (spec §6). */
export function useNotificationAudience(): NotificationAudience | null {
  const user = useSessionUser();
  const variant = useVariant();
  return user === null ? null : notificationAudienceOf(user.roles, variant);
}

/**
 * The signed-in user's notifications, their live state and actions (accounts spec §4
 * Notifications). Mounting it starts the list call and, once loaded, the live connection.
 */
export function useNotifications(audience: NotificationAudience): NotificationsView {
  const user = useSessionUser();
  // The live connection starts with the first list; until a first load succeeds, retry it at the
  // polling pace (a failure is only logged, spec §8).
  const state = notificationsApi.endpoints.getNotificationFeed.useQueryState(audience);
  const hasFailedFirstLoad = state.isError && state.data === undefined;
  const { data, isLoading } = useGetNotificationFeedQuery(audience, {
    pollingInterval: hasFailedFirstLoad ? notificationPollIntervalMs : 0,
  });
  const setting = useNotificationSetting(user);
  const [markAll] = useMarkAllNotificationsReadMutation();
  const [markOne] = useMarkNotificationMutation();
  const [deleteOne] = useDeleteNotificationMutation();
  const notifications = data?.notifications ?? noNotifications;
  return {
    audience,
    notifications,
    unreadCount: countUnread(notifications),
    isLoading,
    connection: data?.connection ?? 'connecting',
    isEnabled: setting.isEnabled,
    isSavingSetting: setting.isSaving,
    setEnabled: setting.setEnabled,
    markAllRead: () => void markAll(audience),
    markRead: (id, isRead) => void markOne({ audience, id, isRead }),
    remove: (id) => void deleteOne({ audience, id }),
  };
}
