import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportNames } from '@medivi/domain';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';

interface ErrorBody {
  message: string;
  code?: string;
}

/**
 * The outside tester's path (issue 30 item 1), step by step: an inviteuser tries to give itself
 * every plan's reports, to strip the administrator, and to add roles to an account by inviting it.
 * Every step must be refused and leave the roles as they were (docs/decisions/0111).
 */
describe(`an inviteuser cannot escalate on ${testDialect} (issue 30)`, () => {
  let t: TestApp;
  let inviter: SignedIn;
  let inviterId: string;
  let adminId: string;
  let partnerId: string;

  const rolesOf = async (userId: string) =>
    (
      await t.db
        .selectFrom('user_roles')
        .select('role')
        .where('user_id', '=', userId)
        .orderBy('role')
        .execute()
    ).map((row) => row.role);
  const change = (userId: string, verb: 'add-role' | 'remove-role', role: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${userId}/${verb}`,
      headers: inviter.headers,
      payload: { role },
    });

  beforeAll(async () => {
    t = await createTestApp();
    inviterId = await createUser(t.db, {
      email: 'inviter@example.test',
      roles: ['medivi-read', 'medivi-inviteuser'],
    });
    adminId = await createUser(t.db, { email: 'admin@example.test', roles: ['medivi-read', 'medivi-admin'] });
    partnerId = await createUser(t.db, { email: 'partner@example.test', roles: ['medivi-read'] });
    inviter = await signIn(t.app, 'inviter@example.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every role on its own account, so no report opens to it', async () => {
    for (const role of ['medivi-6dhallplans', 'medivi-reports', 'medivi-clientplanhealthreport']) {
      const refused = await change(inviterId, 'add-role', role);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json<ErrorBody>()).toMatchObject({
        code: 'OWN_ROLES',
        message: 'You cannot change your own roles. Ask another administrator to change them.',
      });
    }
    expect((await change(inviterId, 'remove-role', 'medivi-read')).statusCode).toBe(403);
    expect(await rolesOf(inviterId)).toEqual(['medivi-inviteuser', 'medivi-read']);
    for (const name of reportNames) {
      const report = await t.app.inject({
        method: 'GET',
        url: `/api/reports/${name}`,
        headers: inviter.headers,
      });
      expect(report.statusCode, name).toBe(403);
    }
  });

  it("refuses to touch an administrator's roles", async () => {
    const refused = await change(adminId, 'remove-role', 'medivi-read');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().code).toBe('ADMIN_TARGET');
    expect((await change(adminId, 'add-role', 'medivi-reports')).statusCode).toBe(403);
    expect(await rolesOf(adminId)).toEqual(['medivi-admin', 'medivi-read']);
  });

  it('gives another user only the roles of the partner invitations', async () => {
    for (const role of [
      'medivi-6dhallplans',
      'medivi-analysis',
      'medivi-benchmarks',
      'medivi-code',
      'medivi-updateproviderexperience',
      'medivi-inviteuser',
      'medivi-admin',
    ]) {
      expect((await change(partnerId, 'add-role', role)).statusCode, role).toBe(403);
    }
    expect((await change(partnerId, 'add-role', 'medivi-clientplanhealthreport')).statusCode).toBe(200);
    expect(await rolesOf(partnerId)).toEqual(['medivi-clientplanhealthreport', 'medivi-read']);
  });

  it('cannot add roles to an existing account by inviting it', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/invite',
      headers: inviter.headers,
      payload: {
        application: 'MediVI',
        email: 'partner@example.test',
        userRoles: ['partnerwithphi'],
        destinationURL: 'http://localhost:3000/welcome',
      },
    });
    expect(invited.statusCode).toBe(409);
    expect(await rolesOf(partnerId)).toEqual(['medivi-clientplanhealthreport', 'medivi-read']);
  });
});
