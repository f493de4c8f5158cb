import { type Notification, toNotification } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { makeNotificationWire } from './testing/notification-backend';
import {
  elapsedSince,
  greatestSequence,
  mergeNotifications,
  notificationAudienceOf,
  toVisibleNotifications,
} from './notification-list';

const at = Date.parse('2026-03-02T12:00:00.000Z');
const ago = (ms: number) => new Date(at - ms).toISOString();
const elapsedLabel = (createdDate: string, now: number) => {
  const { count, unit } = elapsedSince(createdDate, now);
  return `${String(count)}${unit}`;
};

describe('elapsed-time label (accounts spec §9: s, m, h, d)', () => {
  it('counts seconds, minutes, hours, then days', () => {
    expect(elapsedLabel(ago(0), at)).toBe('0s');
    expect(elapsedLabel(ago(59_999), at)).toBe('59s');
    expect(elapsedLabel(ago(60_000), at)).toBe('1m');
    expect(elapsedLabel(ago(3_599_999), at)).toBe('59m');
    expect(elapsedLabel(ago(3_600_000), at)).toBe('1h');
    expect(elapsedLabel(ago(86_399_999), at)).toBe('23h');
    expect(elapsedLabel(ago(3 * 86_400_000), at)).toBe('3d');
  });

  it('reads a time ahead of the clock as 0s', () => {
    expect(elapsedLabel(ago(-5000), at)).toBe('0s');
  });
});

describe('notification list rules (accounts spec §4)', () => {
  const note = (id: string, sequence: number, minutes: number): Notification =>
    toNotification(
      makeNotificationWire({
        NotificationUID: id,
        Sequence: sequence,
        PublishedDateTime: ago(minutes * 60_000),
      }),
    );

  it('sorts newest first and drops deleted ones and, for members, Appeal ones', () => {
    const wires = [
      makeNotificationWire({ NotificationUID: 'old', Sequence: 1, PublishedDateTime: ago(60_000) }),
      makeNotificationWire({ NotificationUID: 'new', Sequence: 2, PublishedDateTime: ago(0) }),
      makeNotificationWire({ NotificationUID: 'gone', Sequence: 3, MarkAsDeleted: true }),
      makeNotificationWire({ NotificationUID: 'appeal', Sequence: 4, TypeOfCase: 'Appeal' }),
    ];
    expect(toVisibleNotifications('member', wires).map((n) => n.id)).toEqual(['new', 'old']);
    expect(toVisibleNotifications('client', wires).map((n) => n.id)).toContain('appeal');
  });

  it('merges new ones first, without repeats, and keeps the greatest sequence seen', () => {
    const list = [note('a', 1, 10)];
    expect(mergeNotifications(list, [note('b', 5, 0), note('a', 1, 10)])).toBe(1);
    expect(mergeNotifications(list, [note('b', 5, 0)])).toBe(0);
    expect(list.map((n) => n.id)).toEqual(['b', 'a']);
    const wires = [makeNotificationWire({ Sequence: 7 }), makeNotificationWire({ Sequence: 3 })];
    expect(greatestSequence(undefined, wires)).toBe(7);
    expect(greatestSequence(9, wires)).toBe(9);
    expect(greatestSequence(undefined, [])).toBeUndefined();
    expect(greatestSequence(4, 6)).toBe(6);
    expect(greatestSequence(undefined, undefined)).toBeUndefined();
  });

  it('gives client viewers the client set and case members the member set (spec §6)', () => {
    expect(notificationAudienceOf(['medivi-caseviewclient'], 'medivi')).toBe('client');
    expect(notificationAudienceOf(['medivi-casesubmissionclient'], 'medivi')).toBe('client');
    expect(notificationAudienceOf(['medivi-casesmember', 'medivi-casesubmissionmember'], 'medivi')).toBe(
      'member',
    );
    expect(notificationAudienceOf(['medivi-casesmember'], 'medivi')).toBeNull();
    expect(notificationAudienceOf(['medivi-read'], 'medivi')).toBeNull();
  });
});
