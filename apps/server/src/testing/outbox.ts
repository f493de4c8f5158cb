import type { FastifyInstance } from 'fastify';
import type { OutboxEntry } from '../platform/mail/outbox.js';

/** The outbox messages sent to `to`, newest first, read through `GET /api/dev/outbox`. */
export async function outboxFor(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
    headers: { accept: 'application/json' },
  });
  if (response.statusCode !== 200) throw new Error(`outbox: ${String(response.statusCode)}`);
  return response.json<{ messages: OutboxEntry[] }>().messages;
}

/** The last path segment of the first link in the newest message to `to` with this purpose. */
export async function linkCodeFor(app: FastifyInstance, to: string, purpose: string): Promise<string> {
  const message = (await outboxFor(app, to)).find((m) => m.purpose === purpose);
  const url = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (url === undefined) throw new Error(`no ${purpose} link sent to ${to}`);
  return new URL(url).pathname.split('/').pop() ?? '';
}

/** The 6-digit code in the newest sign-in-code message to `to`. */
export async function signInCodeFor(app: FastifyInstance, to: string): Promise<string> {
  const message = (await outboxFor(app, to)).find((m) => m.purpose === 'sign-in-code');
  const code = message?.text.match(/\b\d{6}\b/)?.[0];
  if (code === undefined) throw new Error(`no sign-in code sent to ${to}`);
  return code;
}
