import {
  isCaseMember,
  hasAnyRole,
  isNotificationVisibleTo,
  type Notification,
  type NotificationAudience,
  type NotificationWire,
  toNotification,
  type Variant,
} from '@medivi/domain';

/**
 * Which notification set a user reads (accounts spec §4 Notifications, §6): client viewers (case
 * view or case submission for a client) use the client endpoints, case members the member ones;
 * anyone else has no bell. A user holding both reads the client set, which includes Appeal ones.
 */
export function notificationAudienceOf(
  roles: readonly string[],
  variant: Variant,
): NotificationAudience | null {
  if (hasAnyRole(roles, variant, ['caseviewclient', 'casesubmissionclient'])) return 'client';
  if (isCaseMember(roles, variant)) return 'member';
  return null;
}

/** Newest first by `createdDate`; the later `sequence` first when two share a time (spec §4). */
function compareNewestFirst(a: Notification, b: Notification): number {
  const byDate = Date.parse(b.createdDate) - Date.parse(a.createdDate);
  return byDate !== 0 ? byDate : b.sequence - a.sequence;
}

/**
 * The notifications of server replies or socket messages as the list shows them: client names
 * (spec §3), Appeal ones dropped for members (spec §4), deleted ones dropped, newest first.
 */
export function toVisibleNotifications(
  audience: NotificationAudience,
  wires: readonly NotificationWire[],
): Notification[] {
  return wires
    .map(toNotification)
    .filter((n) => !n.isDeleted && isNotificationVisibleTo(audience, n.recordType))
    .sort(compareNewestFirst);
}

/**
 * Adds notifications that arrived live or by a catch-up poll to `current` in place (an Immer
 * draft in the cache): one already held is not added twice (a socket replay after a reconnect
 * may repeat what a poll brought), new ones go first (spec §4 "a new one is put first").
 * @returns How many were added.
 */
export function mergeNotifications(current: Notification[], incoming: readonly Notification[]): number {
  const held = new Set(current.map((n) => n.id));
  const added = incoming.filter((n) => !held.has(n.id) && !n.isDeleted);
  if (added.length === 0) return 0;
  current.push(...added);
  current.sort(compareNewestFirst);
  return added.length;
}

/**
 * The greater of `current` and every later cursor (a `Sequence` of `wires`, or another cursor):
 * the catch-up cursor sent as `after`; undefined while there is none.
 */
export function greatestSequence(
  current: number | undefined,
  later: readonly NotificationWire[] | number | undefined,
): number | undefined {
  const candidates = typeof later === 'number' ? [later] : (later ?? []).map((wire) => wire.Sequence);
  let last = current;
  for (const sequence of candidates) if (last === undefined || sequence > last) last = sequence;
  return last;
}

/** How many are unread: the bell's badge (spec §2 screen 11). */
export function countUnread(notifications: readonly Notification[]): number {
  return notifications.filter((n) => !n.isRead).length;
}

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/** The unit of an elapsed-time label: seconds, minutes, hours or days (accounts spec §9). */
export type ElapsedUnit = 's' | 'm' | 'h' | 'd';

/**
 * The elapsed time of a notification (accounts spec §9 "units: s, m, h, d"): whole seconds under
 * a minute, minutes under an hour, hours under a day, else days; 0 seconds for a time ahead of
 * `now` (clock skew). `createdDate` is ISO 8601, `now` ms since the epoch. The label's words come
 * from the catalogue (`notifications.item.elapsed`, "3d" in English).
 */
export function elapsedSince(createdDate: string, now: number): { count: number; unit: ElapsedUnit } {
  const elapsed = Math.max(0, now - Date.parse(createdDate));
  if (elapsed < minute) return { count: Math.floor(elapsed / second), unit: 's' };
  if (elapsed < hour) return { count: Math.floor(elapsed / minute), unit: 'm' };
  if (elapsed < day) return { count: Math.floor(elapsed / hour), unit: 'h' };
  return { count: Math.floor(elapsed / day), unit: 'd' };
}
