import {
  accountSettingsRoutes,
  clientCaseRoutes,
  type DependentMembersReply,
  limitedAccessLevel,
  type MasterPlan,
  type MessageReply,
  type Notification,
  type NotificationAudience,
  type NotificationWire,
  notificationRouteSets,
  pathFor,
  type Plan,
  planRoutes,
  type User,
} from '@medivi/domain';
import { api } from '../../lib/api';
import {
  connectLiveNotifications,
  type LiveConnectionState,
  type LiveNotificationsOptions,
  type SocketSubscription,
} from './live-notifications';
import { greatestSequence, mergeNotifications, toVisibleNotifications } from './notification-list';

/** The cached list and the state of its live connection. */
export interface NotificationFeed {
  /** Newest first, no deleted ones, no Appeal ones for members. */
  notifications: Notification[];
  /**
   * The greatest `Sequence` the server has sent, kept or not (a deleted or hidden one counts):
   * the catch-up cursor sent as `after`.
   */
  lastSequence: number | undefined;
  connection: LiveConnectionState;
}

/** Mark one read (or unread again). */
export interface MarkNotificationArgs {
  audience: NotificationAudience;
  id: string;
  isRead: boolean;
}

/** The endpoint set of each audience (accounts spec §7). */
const endpointsOf = (audience: NotificationAudience) => notificationRouteSets[audience];

let liveConnectionOverrides: Partial<LiveNotificationsOptions> = {};

/**
 * Test seam: options merged into every live connection opened from now on (the fake WebSocket
 * class, short delays); `{}` restores the defaults. Production never calls it.
 */
export function overrideLiveConnection(options: Partial<LiveNotificationsOptions>): void {
  liveConnectionOverrides = options;
}

interface StateWithUser {
  session?: { user?: User | null };
}

/**
 * Notification calls (accounts spec §4 Notifications, §7; issue 5 items 4 and 5). Every failure is
 * only logged, never shown (spec §8: `silent`). The list streams: once loaded, its cache entry
 * opens the live socket and merges what arrives (`onCacheEntryAdded`, `updateCachedData`); mark
 * and delete change the cached list at once and undo the change if the call fails.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/notifications` or `GET /api/clientNotifications`, then live updates. */
    getNotificationFeed: build.query<NotificationFeed, NotificationAudience>({
      query: (audience) => endpointsOf(audience).list.path,
      transformResponse: (wires: NotificationWire[], _meta, audience) => ({
        notifications: toVisibleNotifications(audience, wires),
        lastSequence: greatestSequence(undefined, wires),
        connection: 'connecting',
      }),
      // A refetch (the retry after a failed first load) replaces the list but keeps the live
      // connection's state and the cursor.
      merge: (feed, fetched) => {
        feed.notifications = fetched.notifications;
        feed.lastSequence =
          Math.max(feed.lastSequence ?? 0, fetched.lastSequence ?? 0) || fetched.lastSequence;
      },
      extraOptions: { silent: true },
      // The socket closes as soon as nothing shows the bell (sign-out, session ended).
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(audience, lifecycle) {
        const { dispatch } = lifecycle;
        try {
          await lifecycle.cacheDataLoaded;
        } catch {
          return;
        }
        const entry = { isRemoved: false };
        const removed = lifecycle.cacheEntryRemoved.then(() => {
          entry.isRemoved = true;
        });
        const held = () => lifecycle.getCacheEntry().data?.notifications ?? [];
        const subscription = await dispatch(
          notificationsApi.endpoints.getNotificationSubscription.initiate(audience, { subscribe: false }),
        );
        if (entry.isRemoved) return;
        let subscribed = withNotifiedPatients(subscription.data ?? emptySubscription(audience), held());
        const merge = (wires: NotificationWire[]) => {
          lifecycle.updateCachedData((feed) => {
            mergeNotifications(feed.notifications, toVisibleNotifications(audience, wires));
            feed.lastSequence = greatestSequence(feed.lastSequence, wires);
          });
          // A poll may name a record of the member's not subscribed yet (decision 0077).
          const widened = withNotifiedPatients(subscribed, held());
          if (subscriptionSize(widened) > subscriptionSize(subscribed)) {
            subscribed = widened;
            live.resubscribe(widened);
          }
        };
        const live = connectLiveNotifications({
          subscription: subscribed,
          lastSequence: () => lifecycle.getCacheEntry().data?.lastSequence,
          onNotifications: merge,
          onState: (connection) => {
            lifecycle.updateCachedData((feed) => {
              feed.connection = connection;
            });
          },
          poll: async (after) => {
            const result = await dispatch(
              notificationsApi.endpoints.getNotificationsAfter.initiate(
                { audience, after },
                { subscribe: false, forceRefetch: true },
              ),
            );
            if (result.data !== undefined) merge(result.data);
          },
          ...liveConnectionOverrides,
        });
        await removed;
        live.close();
      },
    }),
    /** The list call with `?after=`: what came after a sequence (catch-up and polling). */
    getNotificationsAfter: build.query<
      NotificationWire[],
      { audience: NotificationAudience; after: number | undefined }
    >({
      query: ({ audience, after }) => ({
        url: endpointsOf(audience).list.path,
        params: after === undefined ? {} : { after: String(after) },
      }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    /**
     * The ids the socket subscribes to (accounts spec §7): a client's master plan ids, or a
     * member's own sixDegPatientID on each of his plans (`GET /api/v2/get-plans`) and his
     * dependents' (not asked for 'Limited Access' members, who may not read them;
     * docs/decisions/0077).
     */
    getNotificationSubscription: build.query<SocketSubscription, NotificationAudience>({
      async queryFn(audience, { getState }, _extra, fetchWithBaseQuery) {
        if (audience === 'client') {
          const plans = await fetchWithBaseQuery(clientCaseRoutes.getMasterPlans.path);
          const planIDs = (plans.data as MasterPlan[] | undefined)?.map((plan) => plan.id) ?? [];
          return { data: { userType: 'client', planIDs } };
        }
        const user = (getState() as StateWithUser).session?.user;
        const isLimited = user?.accessLevel === limitedAccessLevel;
        const [plans, dependents] = await Promise.all([
          fetchWithBaseQuery(planRoutes.getPlans.path),
          isLimited ? null : fetchWithBaseQuery(accountSettingsRoutes.getDependentMembers.path),
        ]);
        const own = (plans.data as Plan[] | undefined)?.map((plan) => plan.sixDegPatientID) ?? [];
        const theirs = (dependents?.data as DependentMembersReply | undefined)?.dependentMembers ?? [];
        const ids = [...own, ...theirs.map((d) => d.sixDegPatientID)].filter((id) => id !== null);
        return { data: { userType: 'member', sixDegPatientIDs: [...new Set(ids)] } };
      },
      extraOptions: { silent: true },
    }),
    /** `POST …/markasread` with `{ markallasread: true }`. */
    markAllNotificationsRead: build.mutation<MessageReply, NotificationAudience>({
      query: (audience) => {
        const endpoint = endpointsOf(audience).markAll;
        return { url: endpoint.path, method: endpoint.method, body: { markallasread: true } };
      },
      extraOptions: { silent: true },
      async onQueryStarted(audience, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotificationFeed', audience, (feed) => {
            for (const n of feed.notifications) n.isRead = true;
          }),
        );
        await queryFulfilled.catch(patch.undo);
      },
    }),
    /** `PUT /api/updateNotification/:id` (or the client one) with `{ markasread }`. */
    markNotification: build.mutation<NotificationWire, MarkNotificationArgs>({
      query: ({ audience, id, isRead }) => {
        const endpoint = endpointsOf(audience).markOne;
        return { url: pathFor(endpoint.path, { id }), method: endpoint.method, body: { markasread: isRead } };
      },
      extraOptions: { silent: true },
      async onQueryStarted({ audience, id, isRead }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotificationFeed', audience, (feed) => {
            const found = feed.notifications.find((n) => n.id === id);
            if (found !== undefined) found.isRead = isRead;
          }),
        );
        await queryFulfilled.catch(patch.undo);
      },
    }),
    /** `DELETE /api/deleteNotification/:id` (or the client one). */
    deleteNotification: build.mutation<MessageReply, { audience: NotificationAudience; id: string }>({
      query: ({ audience, id }) => {
        const endpoint = endpointsOf(audience).delete;
        return { url: pathFor(endpoint.path, { id }), method: endpoint.method };
      },
      extraOptions: { silent: true },
      async onQueryStarted({ audience, id }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotificationFeed', audience, (feed) => {
            feed.notifications = feed.notifications.filter((n) => n.id !== id);
          }),
        );
        await queryFulfilled.catch(patch.undo);
      },
    }),
  }),
});

function subscriptionSize(subscription: SocketSubscription): number {
  return subscription.userType === 'client'
    ? subscription.planIDs.length
    : subscription.sixDegPatientIDs.length;
}

function emptySubscription(audience: NotificationAudience): SocketSubscription {
  return audience === 'client'
    ? { userType: 'client', planIDs: [] }
    : { userType: 'member', sixDegPatientIDs: [] };
}

/**
 * A member also subscribes to the patients his notifications name (his other plans' records; the
 * only source for a 'Limited Access' member). The server refuses any id not his own.
 */
function withNotifiedPatients(
  subscription: SocketSubscription,
  notifications: readonly Notification[],
): SocketSubscription {
  if (subscription.userType === 'client') return subscription;
  const ids = new Set(subscription.sixDegPatientIDs);
  for (const n of notifications) if (n.memberID !== null) ids.add(n.memberID);
  return { userType: 'member', sixDegPatientIDs: [...ids] };
}

export const {
  useGetNotificationFeedQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationMutation,
  useDeleteNotificationMutation,
} = notificationsApi;
