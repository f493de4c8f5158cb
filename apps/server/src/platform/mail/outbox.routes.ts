import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { requireUser } from '../session/guards.js';
import { listOutbox, type OutboxEntry, type OutboxReaders } from './outbox.js';

/** Query of `/api/dev/outbox`: only messages to `to`; at most `limit` (default 50). */
const outboxQuerySchema = z.object({
  to: z.string().trim().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/**
 * `GET /api/dev/outbox`: the outbox, newest first. A browser (Accept: text/html) gets a page a
 * person can read, with the links in each message clickable; anything else gets JSON
 * `{ messages: OutboxEntry[] }`. Registered only when the outbox transport is on; `readers`
 * 'anyone' on the embedded default, 'administrators' for a production demo with
 * MAIL_TRANSPORT=outbox: then 401 signed out and 403 without medivi-admin (docs/decisions/0087).
 */
export function registerOutboxRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  readers: OutboxReaders,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/api/dev/outbox',
    schema: {
      summary:
        'Outbox (only without SMTP): HTML for browsers, JSON otherwise; medivi-admin only in production.',
      querystring: outboxQuerySchema,
    },
    ...(readers === 'administrators'
      ? { onRequest: requireUser(app, { anyRole: ['admin'], isAddressBarRead: true }) }
      : {}),
    handler: async (request, reply) => {
      const messages = await listOutbox(db, request.query);
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (!wantsHtml) return { messages };
      return reply.type('text/html; charset=utf-8').send(outboxPage(messages));
    },
  });
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Escapes the text, then turns http(s) addresses into links. */
const linkify = (text: string): string =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function outboxPage(messages: OutboxEntry[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <dl><dt>To</dt><dd>${escapeHtml(m.to)}</dd><dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>Sent (UTC)</dt><dd>${escapeHtml(m.createdAt)}</dd></dl>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>MediVI outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dt{font-weight:600}dd{margin:0}pre{white-space:pre-wrap;font-family:inherit}a{color:#0b57d0}</style></head>
<body><main><h1>Outbox</h1>
<p>Messages the portal would have e-mailed. This page exists only while no SMTP server is configured.</p>
${items === '' ? '<p>No messages yet.</p>' : items}
</main></body></html>`;
}
