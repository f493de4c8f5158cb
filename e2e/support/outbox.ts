import { portalUrl } from './browser.js';

/** One message of `GET /api/dev/outbox` (JSON). */
export interface OutboxMessage {
  id: string;
  purpose: string;
  to: string;
  from: string;
  subject: string;
  text: string;
}

/** The messages e-mailed to `to`, newest first, read from the embedded outbox. */
export async function outboxMessages(to: string): Promise<OutboxMessage[]> {
  const response = await fetch(portalUrl(`/api/dev/outbox?to=${encodeURIComponent(to)}`), {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`outbox answered ${String(response.status)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/**
 * The path and query of the first link in the newest message of `purpose` ('email-verification',
 * 'password-reset', …) e-mailed to `to`, ready for `portalUrl`.
 */
export async function linkFromOutbox(to: string, purpose: string): Promise<string> {
  const message = (await outboxMessages(to)).find((m) => m.purpose === purpose);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (link === undefined) throw new Error(`no ${purpose} link sent to ${to}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
