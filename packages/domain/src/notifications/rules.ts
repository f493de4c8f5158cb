import { type CaseRecordType, caseRecordTypeNames } from '../shared/case-record-types.js';

/**
 * `recordType` values of a notification (accounts spec §3 Notification). Case notifications carry
 * the case type's name; 'Others' is for notices about no single case type.
 */
export const notificationRecordTypes = [
  'Access Issue',
  'Balance Bill',
  'Call Ahead',
  'Appeal',
  'Others',
  '6DH Employee Access Issue',
  '6DH Employee Balance Bill',
  '6DH Employee Call Ahead',
] as const;
export type NotificationRecordType = (typeof notificationRecordTypes)[number];

/** The notification `recordType` of a case type: `BalanceBill` → 'Balance Bill'. */
export function notificationRecordTypeOfCase(recordType: CaseRecordType): NotificationRecordType {
  return caseRecordTypeNames[recordType] as NotificationRecordType;
}

/** Who a notification is for: a member (by sixDegPatientID) or a client viewer (by master plan). */
export const notificationAudiences = ['member', 'client'] as const;
export type NotificationAudience = (typeof notificationAudiences)[number];

/** Tabs of the panel and page (accounts spec §4 Notifications); 'All' is the default. */
export const notificationFilters = ['All', 'Others'] as const;
export type NotificationFilter = (typeof notificationFilters)[number];

/** Texts of the panel and page (accounts spec §4 Notifications), word for word. */
export const notificationTexts = {
  heading: 'Notifications',
  markAllRead: 'Mark all as read',
  disable: 'Disable Notifications',
  enable: 'Enable Notifications',
  emptyTitle: 'No Notifications',
  emptyLine1: "You don't have any notifications at this time.",
  emptyLine2: 'Please come back later.',
  disabledTitle: 'Notifications Disabled',
  disabledLine1: 'You have disabled your notifications.',
  disabledLine2: 'Turn them on to see any updates.',
} as const;

/** Height of the scrollable list (accounts spec §9). */
export const notificationListHeight = '70vh';

/**
 * How long the browser waits between REST polls while the socket cannot open, ms (issue 5
 * reliability: the polling fallback).
 */
export const notificationPollIntervalMs = 30_000;

/**
 * True when a user with `audience` may see a notification of `recordType` (accounts spec §4:
 * client viewers see every type including Appeal; others do not see Appeal ones).
 */
export function isNotificationVisibleTo(audience: NotificationAudience, recordType: string): boolean {
  return audience === 'client' || recordType !== 'Appeal';
}

/** The notifications a tab shows: 'Others' keeps only Others-type ones (accounts spec §4). */
export function filterNotifications<T extends { recordType: string }>(
  notifications: readonly T[],
  filter: NotificationFilter,
): T[] {
  return filter === 'Others' ? notifications.filter((n) => n.recordType === 'Others') : [...notifications];
}
