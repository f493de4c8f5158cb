import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { listOutbox, type OutboxEntry } from './outbox.js';

/** Query of `/api/dev/outbox`: only messages to `to`; at most `limit` (default 50). */
const outboxQuerySchema = z.object({
  to: z.string().trim().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/**
 * `GET /api/dev/outbox`: the embedded outbox, newest first. A browser (Accept: text/html) gets a
 * page a person can read, with the links in each message clickable; anything else gets JSON
 * `{ messages: OutboxEntry[] }`. Registered only when the outbox transport is on (no SMTP_URL),
 * so production never exposes it.
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/api/dev/outbox',
    schema: {
      summary: 'Embedded outbox (only without SMTP_URL): HTML for browsers, JSON otherwise.',
      querystring: outboxQuerySchema,
    },
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
