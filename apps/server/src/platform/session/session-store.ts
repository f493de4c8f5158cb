import { createHash } from 'node:crypto';
import type { Session } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../clock.js';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

/** The stored id of a session: SHA-256 of the cookie's id, so a database leak holds no live ids. */
export function storedSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/**
 * Server-side session store for @fastify/session, kept in the `sessions` table. A session ends
 * after `idleMs` without requests (the server's own inactivity logoff, accounts spec §4
 * Inactivity); each request at least `touchEveryMs` after the last one moves the end forward.
 */
export class DatabaseSessionStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly idleMs: number,
    private readonly touchEveryMs = 30_000,
  ) {}

  set(sessionId: string, session: Session, callback: Callback): void {
    const now = this.clock.now();
    const id = storedSessionId(sessionId);
    const userId = session.userId ?? null;
    const row = {
      user_id: userId,
      data: JSON.stringify(session),
      expires_at: new Date(now.getTime() + this.idleMs).toISOString(),
      last_seen_at: now.toISOString(),
    };
    this.db
      .insertInto('sessions')
      .values({ id, created_at: now.toISOString(), ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute()
      .then(() => {
        callback();
      }, callback);
  }

  get(sessionId: string, callback: GetCallback): void {
    this.load(sessionId).then(
      (session) => {
        callback(null, session);
      },
      (error: unknown) => {
        callback(error);
      },
    );
  }

  destroy(sessionId: string, callback: Callback): void {
    this.db
      .deleteFrom('sessions')
      .where('id', '=', storedSessionId(sessionId))
      .execute()
      .then(() => {
        callback();
      }, callback);
  }

  private async load(sessionId: string): Promise<Session | null> {
    const now = this.clock.now();
    const id = storedSessionId(sessionId);
    const row = await this.db
      .selectFrom('sessions')
      .select(['data', 'expires_at', 'last_seen_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (row === undefined) return null;
    if (new Date(row.expires_at).getTime() <= now.getTime()) {
      await this.db.deleteFrom('sessions').where('id', '=', id).execute();
      return null;
    }
    if (now.getTime() - new Date(row.last_seen_at).getTime() >= this.touchEveryMs) {
      await this.db
        .updateTable('sessions')
        .set({
          last_seen_at: now.toISOString(),
          expires_at: new Date(now.getTime() + this.idleMs).toISOString(),
        })
        .where('id', '=', id)
        .execute();
    }
    return JSON.parse(row.data) as Session;
  }
}

/**
 * True when the session stored as `storedId` (see `storedSessionId`) still exists, has not idled
 * out at `now` and belongs to `userId`: what a credential issued under a session (a report access
 * token) asks before it is honoured, so signing out ends it too. Read-only: it does not keep the
 * session alive.
 */
export async function isSessionLive(
  db: Kysely<Database>,
  storedId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at'])
    .where('id', '=', storedId)
    .executeTakeFirst();
  return row !== undefined && row.user_id === userId && new Date(row.expires_at).getTime() > now.getTime();
}

/** Deletes sessions whose idle time ran out. Returns how many were removed. */
export async function deleteExpiredSessions(db: Kysely<Database>, clock: Clock): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', clock.now().toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
