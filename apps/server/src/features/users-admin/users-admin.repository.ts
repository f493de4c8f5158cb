import { randomUUID } from 'node:crypto';
import type { Language } from '@medivi/domain';
import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { containsSearchMinLength, prefixEnd, userSearchCondition } from '../../db/user-search.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** One user row of the admin list. */
export interface AdminUserRow {
  id: string;
  full_name: string;
  email: string;
}

/**
 * User and role reads and writes of users administration. Kysely only (docs/architecture.md,
 * "Server code"); every list query is answered from an index (migration 0008, decision 0100).
 */
export class UsersAdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The account with this lowercased e-mail, or undefined. */
  findUserByEmail(db: Executor, email: string) {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'full_name'])
      .where('email', '=', email)
      .executeTakeFirst();
  }

  /** The account with this id, or undefined. */
  findUserById(db: Executor, userId: string): Promise<AdminUserRow | undefined> {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'full_name'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * One page of users ordered by lower-cased name, then id, and the number of all matches.
   * `search` matches case-insensitively anywhere in the name or the e-mail address from
   * three characters on, and the start of either below that (`userSearchCondition`).
   */
  async listUsers(params: {
    search: string | undefined;
    limit: number;
    offset: number;
  }): Promise<{ rows: AdminUserRow[]; total: number }> {
    const search = params.search?.toLowerCase();
    if (search !== undefined && search.length >= containsSearchMinLength) {
      // A contains search reads every match to sort them, so the count comes with the page in
      // that one read, instead of a second trigram search (half the time on 100,000 users).
      const counted = await this.db
        .selectFrom('users')
        .select(['id', 'full_name', 'email', (eb) => eb.fn.countAll<number | string>().over().as('total')])
        .where((eb) => userSearchCondition(this.db, eb, search))
        .orderBy(sql`lower(full_name)`)
        .orderBy('id')
        .limit(params.limit)
        .offset(params.offset)
        .execute();
      const first = counted[0];
      if (first !== undefined || params.offset === 0) {
        return {
          rows: counted.map(({ id, full_name, email }) => ({ id, full_name, email })),
          total: Number(first?.total ?? 0),
        };
      }
      // Past the last page: the count below says how many there are.
    }
    const base = this.db
      .selectFrom('users')
      .where((eb) => (search === undefined ? eb.lit(true) : userSearchCondition(this.db, eb, search)));
    // The page's ids first, from the index; then only those rows.
    const pageIds = base
      .select('id')
      .orderBy(sql`lower(full_name)`)
      .orderBy('id')
      .limit(params.limit)
      .offset(params.offset);
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('users')
        .select(['id', 'full_name', 'email'])
        .where('id', 'in', pageIds)
        .orderBy(sql`lower(full_name)`)
        .orderBy('id')
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Roles starting with `prefix` held by each of `userIds`, by user id, each list sorted. */
  async rolesByUser(
    userIds: readonly string[],
    prefix: string,
    db: Executor = this.db,
  ): Promise<Map<string, string[]>> {
    const byUser = new Map<string, string[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return byUser;
    const rows = await db
      .selectFrom('user_roles')
      .select(['user_id', 'role'])
      .where('user_id', 'in', userIds)
      .where('role', '>=', prefix)
      .where('role', '<', prefixEnd(prefix))
      .orderBy('user_id')
      .orderBy('role')
      .execute();
    for (const row of rows) byUser.get(row.user_id)?.push(row.role);
    return byUser;
  }

  /**
   * Every distinct role starting with `prefix` on any user (spec §3 appRoles), read by skipping
   * through the (role, user_id) index one role at a time, so 100,000 users cost one probe per role.
   */
  async distinctRoles(prefix: string): Promise<string[]> {
    const end = prefixEnd(prefix);
    const result = await sql<{ role: string | null }>`
      with recursive found(role) as (
        select (select min(role) from user_roles where role >= ${prefix} and role < ${end})
        union all
        select (select min(role) from user_roles where role > found.role and role < ${end})
        from found where found.role is not null
      )
      select role from found where role is not null`.execute(this.db);
    return result.rows.flatMap((row) => (row.role === null ? [] : [row.role]));
  }

  /**
   * Number of users holding `role`, with their role rows locked until the transaction ends on
   * PostgreSQL (`FOR UPDATE`), so two concurrent removals of the role are counted one after the
   * other and cannot both see another holder. SQLite runs one write transaction at a time.
   */
  async countHoldersLocked(db: Executor, role: string): Promise<number> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return this.countHolders(db, role);
    const rows = await db
      .selectFrom('user_roles')
      .select('user_id')
      .where('role', '=', role)
      .forUpdate()
      .execute();
    return rows.length;
  }

  /** Number of users holding `role`. */
  async countHolders(db: Executor, role: string): Promise<number> {
    const row = await db
      .selectFrom('user_roles')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('role', '=', role)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Every role string the user holds, of either application, sorted. */
  async allRolesOf(db: Executor, userId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', userId)
      .orderBy('role')
      .execute();
    return rows.map((row) => row.role);
  }

  /** True when the user holds `role`. */
  async holds(db: Executor, userId: string, role: string): Promise<boolean> {
    const row = await db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', userId)
      .where('role', '=', role)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Removes one role; true when the user held it. */
  async removeRole(db: Executor, userId: string, role: string): Promise<boolean> {
    const result = await db
      .deleteFrom('user_roles')
      .where('user_id', '=', userId)
      .where('role', '=', role)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Inserts an account without a password, to be set through an e-mailed set-password link (the
   * first administrator, decision 0087); the e-mail is proven when that link is used. Returns the
   * new id.
   */
  async insertUserWithoutPassword(
    trx: Transaction<Database>,
    user: { email: string; fullName: string; at: string },
  ): Promise<string> {
    const id = randomUUID();
    await trx
      .insertInto('users')
      .values({
        id,
        email: user.email,
        full_name: user.fullName,
        password_hash: null,
        is_onboarding_complete: 1,
        is_password_expired: 0,
        is_deactivated: 0,
        enable_notification: 1,
        access_level: null,
        member_id: null,
        is_synthetic: 0,
        created_at: user.at,
        updated_at: user.at,
        email_verified_at: null,
      })
      .execute();
    return id;
  }

  /**
   * Inserts an account made from an invitation link's Create Account (docs/decisions/0111): the
   * e-mail proven by the link, the name and password hash given, terms accepted now, no first run
   * (an invited user holds no member record), in the language the invitation chose (issue 37).
   * Returns the new id.
   */
  async insertInvitedUser(
    trx: Transaction<Database>,
    user: { email: string; fullName: string; passwordHash: string; at: string; language: Language },
  ): Promise<string> {
    const id = randomUUID();
    await trx
      .insertInto('users')
      .values({
        id,
        email: user.email,
        full_name: user.fullName,
        password_hash: user.passwordHash,
        password_changed_at: user.at,
        terms_accepted_at: user.at,
        is_onboarding_complete: 1,
        is_password_expired: 0,
        is_deactivated: 0,
        enable_notification: 1,
        access_level: null,
        member_id: null,
        is_synthetic: 0,
        created_at: user.at,
        updated_at: user.at,
        email_verified_at: user.at,
        language: user.language,
      })
      .execute();
    return id;
  }

  /** Adds the roles the user lacks; returns those added. */
  async addMissingRoles(db: Executor, userId: string, roles: readonly string[]): Promise<string[]> {
    const held = new Set(
      (await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute()).map(
        (r) => r.role,
      ),
    );
    const added = roles.filter((role) => !held.has(role));
    if (added.length > 0) {
      await db
        .insertInto('user_roles')
        .values(added.map((role) => ({ user_id: userId, role })))
        .execute();
    }
    return added;
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
