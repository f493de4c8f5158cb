import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';
import { UsersAdminRepository } from './users-admin.repository.js';

interface ErrorBody {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string>;
}

/** Every action of the matrix, with the request it sends for a target user. */
const actions = {
  list: (target: string) => ({ method: 'GET' as const, url: '/api/app-users/medivi', target }),
  add: (target: string) => ({
    method: 'PUT' as const,
    url: `/api/users/${target}/add-role`,
    payload: { role: 'medivi-reports' },
  }),
  remove: (target: string) => ({
    method: 'PUT' as const,
    url: `/api/users/${target}/remove-role`,
    payload: { role: 'medivi-reports' },
  }),
  notGrantable: (target: string) => ({
    method: 'PUT' as const,
    url: `/api/users/${target}/add-role`,
    payload: { role: 'medivi-6dhallplans' },
  }),
  adminLevel: (target: string) => ({
    method: 'PUT' as const,
    url: `/api/users/${target}/add-role`,
    payload: { role: 'medivi-admin' },
  }),
  otherVariant: (target: string) => ({
    method: 'PUT' as const,
    url: `/api/users/${target}/add-role`,
    payload: { role: 'claims-read' },
  }),
  invite6dh: () => ({
    method: 'POST' as const,
    url: '/api/invite',
    payload: {
      application: 'MediVI',
      email: `employee-${String(Math.random()).slice(2)}@example.test`,
      userRoles: ['6dhemployee'],
      destinationURL: 'http://localhost/welcome',
    },
  }),
};
type Action = keyof typeof actions;
type CallerName = 'admin' | 'inviter' | 'reader' | 'anonymous';

/** Expected status of each caller × action (analysis-reports-admin spec §5, §6; decision 0100). */
const matrix: Record<CallerName, Record<Action, number>> = {
  admin: {
    list: 200,
    add: 200,
    remove: 200,
    notGrantable: 200,
    adminLevel: 200,
    otherVariant: 403,
    invite6dh: 200,
  },
  inviter: {
    list: 200,
    add: 200,
    remove: 200,
    notGrantable: 403,
    adminLevel: 403,
    otherVariant: 403,
    invite6dh: 403,
  },
  reader: {
    list: 403,
    add: 403,
    remove: 403,
    notGrantable: 403,
    adminLevel: 403,
    otherVariant: 403,
    invite6dh: 403,
  },
  anonymous: {
    list: 401,
    add: 401,
    remove: 401,
    notGrantable: 401,
    adminLevel: 401,
    otherVariant: 401,
    invite6dh: 401,
  },
};

describe('users administration API', () => {
  let t: TestApp;
  const sessions: Partial<Record<CallerName, SignedIn>> = {};
  let targetId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, {
      email: 'admin@example.test',
      fullName: 'Ada Admin',
      roles: ['medivi-read', 'medivi-admin'],
    });
    await createUser(t.db, {
      email: 'inviter@example.test',
      fullName: 'Ivan Inviter',
      roles: ['medivi-read', 'medivi-inviteuser'],
    });
    await createUser(t.db, { email: 'reader@example.test', fullName: 'Rita Reader', roles: ['medivi-read'] });
    targetId = await createUser(t.db, {
      email: 'target@example.test',
      fullName: 'Tom Target',
      roles: ['medivi-read'],
    });
    sessions.admin = await signIn(t.app, 'admin@example.test');
    sessions.inviter = await signIn(t.app, 'inviter@example.test');
    sessions.reader = await signIn(t.app, 'reader@example.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (
    caller: CallerName,
    request: { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object },
  ) =>
    t.app.inject({
      method: request.method,
      url: request.url,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      ...(caller === 'anonymous' ? {} : { headers: sessions[caller]?.headers }),
    });

  it('answers the full role × action matrix', async () => {
    const seen: string[] = [];
    const expected: string[] = [];
    for (const caller of Object.keys(matrix) as CallerName[]) {
      for (const action of Object.keys(actions) as Action[]) {
        // Grants only a medivi-admin may make: checked below, on users of their own.
        if ((action === 'adminLevel' || action === 'notGrantable') && matrix[caller][action] === 200)
          continue;
        const response = await send(caller, actions[action](targetId));
        seen.push(`${caller} ${action} ${String(response.statusCode)}`);
        expected.push(`${caller} ${action} ${String(matrix[caller][action])}`);
      }
    }
    expect(seen).toEqual(expected);
    // The admin-level grant by a medivi-admin, on a user of its own so the other rows stay as they were.
    const other = await createUser(t.db, { email: 'promoted@example.test', roles: ['medivi-read'] });
    expect((await send('admin', actions.adminLevel(other))).statusCode).toBe(200);
    const analyst = await createUser(t.db, { email: 'all-plans@example.test', roles: ['medivi-read'] });
    expect((await send('admin', actions.notGrantable(analyst))).statusCode).toBe(200);
  });

  it('lists a page of users with their roles of the application and the sorted role columns', async () => {
    const response = await send('admin', { method: 'GET', url: '/api/app-users/MediVI?limit=5&search=ta' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      users: { email: string; roles: string[] }[];
      appRoles: string[];
      total: number;
    }>();
    expect(body.users.map((u) => u.email)).toEqual(['target@example.test']);
    expect(body.total).toBe(1);
    expect(body.appRoles).toContain('medivi-inviteuser');
    expect(body.appRoles).toEqual([...body.appRoles].sort());
    const byEmail = await send('admin', { method: 'GET', url: '/api/app-users/medivi?search=RITA' });
    expect(byEmail.json<{ users: { email: string }[] }>().users.map((u) => u.email)).toEqual([
      'reader@example.test',
    ]);
    // Inside a name or an address from three characters on (issue 31 item 11), case-insensitively.
    const emails = async (search: string, limit = 10) =>
      (
        await send('admin', {
          method: 'GET',
          url: `/api/app-users/medivi?limit=${String(limit)}&search=${encodeURIComponent(search)}`,
        })
      ).json<{ users: { email: string }[]; total: number }>();
    expect((await emails('EADE')).users.map((u) => u.email)).toEqual(['reader@example.test']);
    expect((await emails('target@exam')).users.map((u) => u.email)).toEqual(['target@example.test']);
    const everyExample = await emails('xample.te', 25);
    expect(everyExample.total).toBeGreaterThanOrEqual(4);
    expect(everyExample.total).toBe(everyExample.users.length);
    // Paged, the count is the same on every page, also past the last one.
    const pageOf = async (page: number) =>
      (
        await send('admin', {
          method: 'GET',
          url: `/api/app-users/medivi?limit=5&page=${String(page)}&search=xample.te`,
        })
      ).json<{ users: { email: string }[]; total: number }>();
    const lastPage = Math.ceil(everyExample.total / 5);
    const last = await pageOf(lastPage);
    expect(last.total).toBe(everyExample.total);
    expect(last.users.map((u) => u.email)).toEqual(
      everyExample.users.slice((lastPage - 1) * 5).map((u) => u.email),
    );
    const past = await pageOf(lastPage + 1);
    expect(past.users).toEqual([]);
    expect(past.total).toBe(everyExample.total);
    // A user renamed is found by the new name at once (the index follows the table).
    const renamed = await createUser(t.db, { email: 'renamed@example.test', fullName: 'Old Name' });
    await t.db.updateTable('users').set({ full_name: 'Quentin Newname' }).where('id', '=', renamed).execute();
    expect((await emails('newnam')).users.map((u) => u.email)).toEqual(['renamed@example.test']);
    expect((await emails('old nam')).users).toEqual([]);
    // Two characters still match the start only; the search's own wildcards and quotes are text.
    expect((await emails('ea')).users).toEqual([]);
    for (const text of ['%%%', '___', 'a"b', '\\x']) {
      const odd = await send('admin', {
        method: 'GET',
        url: `/api/app-users/medivi?search=${encodeURIComponent(text)}`,
      });
      expect(odd.statusCode, text).toBe(200);
      expect(odd.json<{ users: unknown[] }>().users).toEqual([]);
    }
    const paged = await send('admin', { method: 'GET', url: '/api/app-users/medivi?limit=5&page=2' });
    expect(paged.json<{ page: number; users: unknown[] }>()).toMatchObject({ page: 2 });
  });

  it('refuses a bad app, page size, role or user with a 4xx and a message', async () => {
    const undefinedApp = await send('admin', { method: 'GET', url: '/api/app-users/undefined' });
    expect(undefinedApp.statusCode).toBe(400);
    expect(undefinedApp.json<ErrorBody>().fieldErrors?.app).toBe("app must be 'medivi' or 'claims'");
    expect((await send('admin', { method: 'GET', url: '/api/app-users/claims' })).statusCode).toBe(400);
    expect((await send('admin', { method: 'GET', url: '/api/app-users/medivi?limit=7' })).statusCode).toBe(
      400,
    );
    const unknownRole = await send('admin', {
      method: 'PUT',
      url: `/api/users/${targetId}/add-role`,
      payload: { role: 'medivi-nonsense' },
    });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json<ErrorBody>().fieldErrors?.role).toBe('Unknown role');
    const unknownUser = await send('admin', {
      method: 'PUT',
      url: '/api/users/no-such-user/add-role',
      payload: { role: 'medivi-benchmarks' },
    });
    expect(unknownUser.statusCode).toBe(404);
    const noRole = await send('admin', {
      method: 'PUT',
      url: `/api/users/${targetId}/add-role`,
      payload: {},
    });
    expect(noRole.statusCode).toBe(400);
  });

  it('keeps the last medivi-admin, whose own role nobody else may take', async () => {
    const t2 = await createTestApp();
    try {
      const soleId = await createUser(t2.db, {
        email: 'sole@example.test',
        roles: ['medivi-read', 'medivi-admin'],
      });
      const sole = await signIn(t2.app, 'sole@example.test');
      const remove = (userId: string) =>
        t2.app.inject({
          method: 'PUT',
          url: `/api/users/${userId}/remove-role`,
          headers: sole.headers,
          payload: { role: 'medivi-admin' },
        });
      const refused = await remove(soleId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().code).toBe('OWN_ROLES');
      const secondId = await createUser(t2.db, { email: 'second@example.test', roles: ['medivi-admin'] });
      expect((await remove(secondId)).statusCode).toBe(200);
      const holders = await t2.db
        .selectFrom('user_roles')
        .select('user_id')
        .where('role', '=', 'medivi-admin')
        .execute();
      expect(holders.map((holder) => holder.user_id)).toEqual([soleId]);
    } finally {
      await t2.close();
    }
  });

  it('keeps one medivi-admin while another removal of the role is still open', async () => {
    const t2 = await createTestApp();
    try {
      const firstId = await createUser(t2.db, { email: 'first@example.test', roles: ['medivi-admin'] });
      const secondId = await createUser(t2.db, { email: 'second@example.test', roles: ['medivi-admin'] });
      const second = await signIn(t2.app, 'second@example.test');
      const repository = new UsersAdminRepository(t2.db);
      let answered: Promise<{ statusCode: number }> | undefined;
      // The first admin's removal of the second counts the holders and deletes, and before it
      // commits the second admin asks to remove the first. On PostgreSQL his request runs at once
      // and its count must wait for the open removal and see one holder (409); SQLite's one
      // connection holds the whole request until the removal committed, when he is no admin (403).
      await t2.db.transaction().execute(async (trx) => {
        expect(await repository.countHoldersLocked(trx, 'medivi-admin')).toBe(2);
        await repository.removeRole(trx, secondId, 'medivi-admin');
        answered = t2.app.inject({
          method: 'PUT',
          url: `/api/users/${firstId}/remove-role`,
          headers: second.headers,
          payload: { role: 'medivi-admin' },
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      expect((await answered)?.statusCode).toBe(testDialect === 'postgres' ? 409 : 403);
      const admins = await t2.db
        .selectFrom('user_roles')
        .select('user_id')
        .where('role', '=', 'medivi-admin')
        .execute();
      expect(admins.map((admin) => admin.user_id)).toEqual([firstId]);
    } finally {
      await t2.close();
    }
  });

  it('writes who, whom, what and when to the audit log', async () => {
    const subject = await createUser(t.db, { email: 'audited@example.test', roles: ['medivi-read'] });
    const added = await send('inviter', {
      method: 'PUT',
      url: `/api/users/${subject}/add-role`,
      payload: { role: 'medivi-caseviewclient' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<{ user: { roles: string[] } }>().user.roles).toEqual([
      'medivi-caseviewclient',
      'medivi-read',
    ]);
    await send('inviter', {
      method: 'PUT',
      url: `/api/users/${subject}/remove-role`,
      payload: { role: 'medivi-caseviewclient' },
    });
    const rows = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_user_id', 'subject_id', 'detail', 'at'])
      .where('subject_id', '=', subject)
      .where('action', 'in', ['users.role_added', 'users.role_removed'])
      .orderBy('at')
      .execute();
    const inviter = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'inviter@example.test')
      .executeTakeFirstOrThrow();
    expect(rows.map((row) => row.action)).toEqual(['users.role_added', 'users.role_removed']);
    for (const row of rows) {
      expect(row.actor_user_id).toBe(inviter.id);
      expect(JSON.parse(row.detail ?? '{}')).toMatchObject({ role: 'medivi-caseviewclient' });
      expect(new Date(row.at).toISOString()).toBe(t.clock.now().toISOString());
    }
  });

  it("refuses a removed role on the user's very next request", async () => {
    const helperId = await createUser(t.db, {
      email: 'helper@example.test',
      roles: ['medivi-read', 'medivi-inviteuser'],
    });
    const helper = await signIn(t.app, 'helper@example.test');
    const list = () => t.app.inject({ method: 'GET', url: '/api/app-users/medivi', headers: helper.headers });
    expect((await list()).statusCode).toBe(200);
    const removed = await send('admin', {
      method: 'PUT',
      url: `/api/users/${helperId}/remove-role`,
      payload: { role: 'medivi-inviteuser' },
    });
    expect(removed.statusCode).toBe(200);
    expect((await list()).statusCode).toBe(403);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth', headers: helper.headers });
    expect(session.json<{ user: { roles: string[] } }>().user.roles).toEqual(['medivi-read']);
  });
});
