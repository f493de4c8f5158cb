import type { NotificationWire } from './contract.js';
import type { SocketServerMessage } from './socket-contract.js';

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

const wireStrings = [
  'NotificationUID',
  'NotificationMessage',
  'Subject',
  'PublishedDateTime',
  'CaseNumber',
  'CaseID',
  'CaseStatus',
  'TypeOfCase',
] as const;
const wireNullableStrings = ['SixDegPatientID', 'MasterPlanID', 'statusInfo'] as const;
const wireBooleans = ['MarkAsRead', 'MarkAsDeleted'] as const;

/** The notification of a socket message as `notificationWireSchema` reads it, or null. */
function readNotificationWire(value: unknown): NotificationWire | null {
  if (!isFields(value)) return null;
  const sequence = value.Sequence;
  if (typeof sequence !== 'number' || !Number.isSafeInteger(sequence) || sequence < 0) return null;
  if (!wireStrings.every((name) => typeof value[name] === 'string')) return null;
  if (!wireNullableStrings.every((name) => isNullableString(value[name]))) return null;
  if (!wireBooleans.every((name) => typeof value[name] === 'boolean')) return null;
  const wire: Record<string, unknown> = { Sequence: sequence };
  for (const name of [...wireStrings, ...wireNullableStrings, ...wireBooleans]) wire[name] = value[name];
  return wire as unknown as NotificationWire;
}

/**
 * A message of the notification socket as `socketServerMessageSchema` reads it, or null when the
 * schema would refuse it: the same checks written out on plain values, so the live connection,
 * which every signed-in page opens, needs no zod (docs/decisions/0118; a test compares both on
 * generated messages). Unknown fields are dropped, as the schema drops them.
 */
export function readSocketServerMessage(value: unknown): SocketServerMessage | null {
  if (!isFields(value)) return null;
  switch (value.type) {
    case 'subscribed': {
      const { userType, accepted, refused } = value;
      if (userType !== 'member' && userType !== 'client') return null;
      if (!isStringArray(accepted) || !isStringArray(refused)) return null;
      return { type: 'subscribed', userType, accepted: [...accepted], refused: [...refused] };
    }
    case 'notification': {
      const payload = readNotificationWire(value.payload);
      return payload === null ? null : { type: 'notification', payload };
    }
    case 'error':
      return typeof value.message === 'string' ? { type: 'error', message: value.message } : null;
    default:
      return null;
  }
}
