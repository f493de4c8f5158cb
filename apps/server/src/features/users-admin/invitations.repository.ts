import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, InvitationsTable } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Most invitations and access requests an admin list shows. */
export const adminListLimit = 200;

/**
 * Invitations and access requests (migration 0008, docs/decisions/0100). Kysely only; codes are
 * kept as their SHA-256 only.
 */
export class InvitationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts an invitation; returns its id. */
  async insert(db: Executor, row: Omit<InvitationsTable, 'id'>): Promise<string> {
    const id = randomUUID();
    await db
      .insertInto('invitations')
      .values({ id, ...row })
      .execute();
    return id;
  }

  /** Revokes every open invitation of `email` in `variant` (a new one replaces them). */
  async revokeOpenFor(db: Executor, email: string, variant: string, at: string): Promise<void> {
    await db
      .updateTable('invitations')
      .set({ revoked_at: at })
      .where('email', '=', email)
      .where('variant', '=', variant)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** The invitation with this id in `variant`, or undefined. */
  find(db: Executor, id: string, variant: string) {
    return db
      .selectFrom('invitations')
      .selectAll()
      .where('id', '=', id)
      .where('variant', '=', variant)
      .executeTakeFirst();
  }

  /** The invitation of `codeHash` if it is still open and unexpired at `at`, else undefined. */
  findOpenByCode(db: Executor, codeHash: string, at: string) {
    return db
      .selectFrom('invitations')
      .selectAll()
      .where('code_hash', '=', codeHash)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
  }

  /** Notes the first time the invitation's link was opened (later openings keep the first time). */
  async markOpened(db: Executor, id: string, at: string): Promise<void> {
    await db
      .updateTable('invitations')
      .set({ opened_at: at })
      .where('id', '=', id)
      .where('opened_at', 'is', null)
      .execute();
  }

  /**
   * Marks an open invitation accepted at `at`, in the statement that checks it is still open (two
   * uses of one link cannot both succeed). False when it was no longer open.
   */
  async markAccepted(db: Executor, id: string, at: string): Promise<boolean> {
    const result = await db
      .updateTable('invitations')
      .set({ accepted_at: at })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives an open invitation a new code and expiry; false when it is no longer open. */
  async renew(db: Executor, id: string, change: { codeHash: string; sentAt: string; expiresAt: string }) {
    const result = await db
      .updateTable('invitations')
      .set({ code_hash: change.codeHash, sent_at: change.sentAt, expires_at: change.expiresAt })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Revokes an open invitation; false when it is no longer open. */
  async revoke(db: Executor, id: string, at: string): Promise<boolean> {
    const result = await db
      .updateTable('invitations')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Open (pending or expired) invitations of `variant`, newest first, with the inviter's name. */
  listOpen(variant: string) {
    return this.db
      .selectFrom('invitations as i')
      .leftJoin('users as u', 'u.id', 'i.invited_by_user_id')
      .select([
        'i.id',
        'i.email',
        'i.options',
        'i.roles',
        'i.sent_at',
        'i.expires_at',
        'i.opened_at',
        'u.full_name as inviter_name',
      ])
      .where('i.variant', '=', variant)
      .where('i.accepted_at', 'is', null)
      .where('i.revoked_at', 'is', null)
      .orderBy('i.sent_at', 'desc')
      .limit(adminListLimit)
      .execute();
  }

  /** Records a request from /request-access. */
  async insertAccessRequest(email: string, variant: string, at: string): Promise<void> {
    await this.db
      .insertInto('access_requests')
      .values({ id: randomUUID(), email, variant, requested_at: at })
      .execute();
  }

  /**
   * The latest request of each address in `variant`, newest first, with whether the address has
   * an account now.
   */
  async listAccessRequests(variant: string) {
    const rows = await this.db
      .selectFrom('access_requests as r')
      .leftJoin('users as u', 'u.email', 'r.email')
      .select(['r.email', 'r.requested_at', 'u.id as user_id'])
      .where('r.variant', '=', variant)
      .orderBy('r.requested_at', 'desc')
      .limit(adminListLimit * 5)
      .execute();
    const seen = new Set<string>();
    return rows
      .filter((row) => (seen.has(row.email) ? false : (seen.add(row.email), true)))
      .slice(0, adminListLimit);
  }
}
