import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { socketServerMessageSchema } from './socket-contract.js';
import { readSocketServerMessage } from './socket-message.js';

const wire = {
  NotificationUID: 'n-1',
  Sequence: 7,
  NotificationMessage: 'Your case was updated.',
  Subject: 'Case update',
  PublishedDateTime: '2026-11-02T10:00:00.000Z',
  CaseNumber: 'C-100',
  CaseID: 'case-1',
  CaseStatus: 'Opened',
  SixDegPatientID: 'P-1',
  MasterPlanID: null,
  MarkAsRead: false,
  MarkAsDeleted: false,
  statusInfo: null,
  TypeOfCase: 'Balance Bill',
};

/** Values a field could hold on the wire, right or wrong. */
const anyValue = fc.oneof(
  fc.string(),
  fc.integer({ min: -3, max: 3 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.array(fc.integer(), { minLength: 1, maxLength: 2 }),
);

/** A wire notification with some fields replaced, removed or added. */
const wireLike = fc
  .record({
    changes: fc.dictionary(fc.constantFrom(...Object.keys(wire), 'extra'), anyValue, { maxKeys: 3 }),
    removed: fc.subarray(Object.keys(wire), { maxLength: 2 }),
  })
  .map(({ changes, removed }) => {
    const value: Record<string, unknown> = { ...wire, ...changes };
    for (const name of removed) Reflect.deleteProperty(value, name);
    return value;
  });

const messageLike = fc.oneof(
  fc.record({ type: fc.constant('notification'), payload: fc.oneof(wireLike, anyValue) }),
  fc.record({
    type: fc.constant('subscribed'),
    userType: fc.oneof(fc.constantFrom('member', 'client'), anyValue),
    accepted: fc.oneof(fc.array(fc.string(), { maxLength: 2 }), anyValue),
    refused: fc.oneof(fc.array(fc.string(), { maxLength: 2 }), anyValue),
  }),
  fc.record({ type: fc.constant('error'), message: anyValue }),
  fc.record({ type: anyValue }),
  anyValue,
);

describe('readSocketServerMessage', () => {
  it('reads a notification, a subscribed answer and an error as the schema does', () => {
    for (const message of [
      { type: 'notification', payload: wire },
      { type: 'subscribed', userType: 'member', accepted: ['P-1'], refused: [] },
      { type: 'error', message: 'Bad message' },
    ]) {
      expect(readSocketServerMessage(message)).toEqual(socketServerMessageSchema.parse(message));
    }
  });

  it('refuses a notification whose sequence is not a whole number of zero or more', () => {
    for (const Sequence of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '7']) {
      expect(readSocketServerMessage({ type: 'notification', payload: { ...wire, Sequence } })).toBeNull();
    }
  });

  it('accepts and refuses exactly what socketServerMessageSchema does, with the same result', () => {
    fc.assert(
      fc.property(messageLike, (message) => {
        const parsed = socketServerMessageSchema.safeParse(message);
        expect(readSocketServerMessage(message)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });
});
