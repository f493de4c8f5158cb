import { type Kysely, sql } from 'kysely';
import type { AuditEventRecord } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { userSearchCondition } from '../../db/user-search.js';

/** Filters of an audit search, already checked by the contract (docs/decisions/0097). */
export interface AuditFilters {
  /**
   * A user id, or a text found in the actor's name or e-mail address (`userSearchCondition`: from
   * three characters anywhere, shorter the start), without case.
   */
  actor?: string | undefined;
  action?: string | undefined;
  record?: string | undefined;
  outcome?: string | undefined;
  /** First UTC day included, YYYY-MM-DD. */
  from?: string | undefined;
  /** Last UTC day included, YYYY-MM-DD. */
  to?: string | undefined;
}

const dayMs = 24 * 60 * 60 * 1000;

/** The start of the UTC day after `day` (YYYY-MM-DD), as the ISO text the `at` column holds. */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + dayMs).toISOString();
}

/**
 * Reads the audit trail; it never updates or deletes a row (the table refuses both, migration
 * 0007). Rows come newest first, ties by id.
 */
export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private joined() {
    return this.db.selectFrom('audit_events').leftJoin('users as u', 'u.id', 'audit_events.actor_user_id');
  }

  private filtered(filters: AuditFilters) {
    let query = this.joined();
    const { actor, action, record, outcome, from, to } = filters;
    if (actor !== undefined) {
      // A user id as it is, or any part of a name or an e-mail address (issue 31 item 11).
      const accounts = this.db
        .selectFrom('users')
        .select('users.id')
        .where((eb) => userSearchCondition(this.db, eb, actor.toLowerCase()));
      query = query.where((eb) =>
        eb.or([
          eb('audit_events.actor_user_id', '=', actor),
          eb('audit_events.actor_user_id', 'in', accounts),
        ]),
      );
    }
    if (action !== undefined) query = query.where('audit_events.action', '=', action);
    if (record !== undefined) query = query.where('audit_events.subject_id', '=', record);
    if (outcome !== undefined) query = query.where('audit_events.outcome', '=', outcome);
    if (from !== undefined) query = query.where('audit_events.at', '>=', `${from}T00:00:00.000Z`);
    if (to !== undefined) query = query.where('audit_events.at', '<', dayAfter(to));
    return query;
  }

  /**
   * Every distinct action in the trail, sorted: read by skipping through the (action, at) index
   * one action at a time, so a trail of millions of rows costs one probe per action.
   */
  async actions(): Promise<string[]> {
    const result = await sql<{ action: string | null }>`
      with recursive found(action) as (
        select (select min(action) from audit_events)
        union all
        select (select min(action) from audit_events where action > found.action)
        from found where found.action is not null
      )
      select action from found where action is not null`.execute(this.db);
    return result.rows.flatMap((row) => (row.action === null ? [] : [row.action]));
  }

  /** How many rows match `filters`. */
  async count(filters: AuditFilters): Promise<number> {
    const row = await this.filtered(filters)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return row?.n ?? 0;
  }

  /** Up to `limit` matching rows after skipping `offset`, newest first. */
  async find(filters: AuditFilters, limit: number, offset: number): Promise<AuditEventRecord[]> {
    const rows = await this.filtered(filters)
      .select([
        'audit_events.id as id',
        'audit_events.at as at',
        'audit_events.actor_user_id as actorUserId',
        'u.email as actorEmail',
        'audit_events.action as action',
        'audit_events.subject_type as subjectType',
        'audit_events.subject_id as subjectId',
        'audit_events.outcome as outcome',
        'audit_events.address as address',
        'audit_events.detail as detail',
      ])
      .orderBy('audit_events.at', 'desc')
      .orderBy('audit_events.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({ ...row, actorEmail: row.actorEmail ?? null }));
  }
}
