import { describe, expect, it } from 'vitest';
import { type BusMessage } from './notification-bus.js';
import { busPayloads, maxNotifyPayloadBytes } from './postgres-notification-bus.js';

describe('busPayloads', () => {
  it('sends a small message as one payload', () => {
    const message: BusMessage = { kind: 'notifications', seq: 7, userIds: ['a', 'b'] };
    expect(busPayloads(message).map((p) => JSON.parse(p) as unknown)).toEqual([message]);
  });

  it('splits a long user list into payloads under the NOTIFY limit, same seq, every user once', () => {
    const userIds = Array.from(
      { length: 5_000 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const payloads = busPayloads({ kind: 'notifications', seq: 42, userIds });
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.every((p) => Buffer.byteLength(p) <= maxNotifyPayloadBytes)).toBe(true);
    const parts = payloads.map((p) => JSON.parse(p) as { seq: number; userIds: string[] });
    expect(parts.every((p) => p.seq === 42)).toBe(true);
    expect(parts.flatMap((p) => p.userIds)).toEqual(userIds);
  });
});
