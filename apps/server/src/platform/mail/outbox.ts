import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Who may read the outbox: anyone (embedded default), or only a signed-in medivi-admin. */
export type OutboxReaders = 'anyone' | 'administrators';

/** One outbox message as `/api/dev/outbox` lists it, newest first. */
export interface OutboxEntry {
  id: string;
  createdAt: string;
  purpose: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
}

/** The newest `limit` outbox messages, optionally only those sent to `to` (lowercased match). */
export async function listOutbox(
  db: Kysely<Database>,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxEntry[]> {
  let query = db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc');
  if (options.to !== undefined) query = query.where('to_address', '=', options.to.toLowerCase());
  const rows = await query.limit(options.limit ?? 50).execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    purpose: row.purpose,
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
  }));
}
