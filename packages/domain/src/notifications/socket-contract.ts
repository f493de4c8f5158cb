import { z } from 'zod';
import { notificationWireSchema } from './contract.js';
import { maxSubscriptionIds } from './socket.js';

const ids = z.array(z.string().min(1).max(100)).max(maxSubscriptionIds);
const after = z.number().int().nonnegative().optional();

/**
 * What the browser sends when the socket opens (accounts spec §7 live notifications): members their
 * sixDegPatientIDs (own and dependents'), client viewers their master plan ids as `planIDs`.
 * `after` is the greatest `Sequence` the browser has seen: the server first replays what came
 * later (issue 5 catch-up), then sends live ones.
 */
export const socketSubscribeSchema = z.discriminatedUnion('userType', [
  z.object({ userType: z.literal('member'), sixDegPatientIDs: ids, after }),
  z.object({ userType: z.literal('client'), planIDs: ids, after }),
]);
export type SocketSubscribe = z.infer<typeof socketSubscribeSchema>;

/**
 * What the server sends: `subscribed` answers a subscribe with the ids it took and those it
 * refused (not the session's own); `notification` carries one notification, unread when new;
 * `error` explains a refused message before the socket closes.
 */
export const socketServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribed'),
    userType: z.enum(['member', 'client']),
    accepted: z.array(z.string()),
    refused: z.array(z.string()),
  }),
  z.object({ type: z.literal('notification'), payload: notificationWireSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type SocketServerMessage = z.infer<typeof socketServerMessageSchema>;
