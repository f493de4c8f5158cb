import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCodeFor, outboxFor } from '../../testing/outbox.js';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';

interface ErrorBody {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string>;
}

const invite = (email: string, userRoles: string[] = ['partnerwithout']) => ({
  application: 'MediVI',
  email,
  userRoles,
  destinationURL: 'http://localhost:3000/welcome',
});

describe('invitations', () => {
  let t: TestApp;
  let admin: SignedIn;
  let inviter: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, {
      email: 'admin@example.test',
      fullName: 'Ada Admin',
      roles: ['medivi-read', 'medivi-admin'],
    });
    await createUser(t.db, { email: 'inviter@example.test', roles: ['medivi-read', 'medivi-inviteuser'] });
    await createUser(t.db, { email: 'existing@example.test', roles: ['medivi-read'] });
    admin = await signIn(t.app, 'admin@example.test');
    inviter = await signIn(t.app, 'inviter@example.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (who: SignedIn, url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: who.headers,
      ...(payload === undefined ? {} : { payload }),
    });
  const lookup = (code: string) =>
    t.app.inject({ method: 'POST', url: '/api/invitations/lookup', payload: { code } });
  const createAccount = (code: string, password = 'Lantern-Quarry-Oboe-58') =>
    t.app.inject({
      method: 'POST',
      url: '/api/invitations/create-account',
      payload: { code, fullName: 'Parker Partner', password },
    });
  const accountOf = (email: string) =>
    t.db.selectFrom('users').select(['id', 'full_name']).where('email', '=', email).executeTakeFirst();

  it('validates the e-mail and the options on the server', async () => {
    const bad = await post(inviter, '/api/invite', invite('not-an-email'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().fieldErrors?.email).toBe('Must be valid email');
    const noRole = await post(inviter, '/api/invite', invite('a@example.test', []));
    expect(noRole.statusCode).toBe(400);
    const otherApp = await post(inviter, '/api/invite', {
      ...invite('a@example.test'),
      application: 'Claims',
    });
    expect(otherApp.statusCode).toBe(400);
    expect((await post(inviter, '/api/invite', invite('a@example.test', ['6dhemployee']))).statusCode).toBe(
      403,
    );
    expect(await outboxFor(t.app, 'a@example.test')).toEqual([]);
  });

  it('e-mails a link that opening spends nothing of; Create Account makes the account with the option’s roles (issue 31)', async () => {
    const sent = await post(admin, '/api/invite', invite('New.Partner@Example.test'));
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'User added successfully' });
    const code = await linkCodeFor(t.app, 'new.partner@example.test', 'invitation');
    // Looking, twice, makes nothing and keeps the link.
    for (let i = 0; i < 2; i += 1) {
      const looked = await lookup(code);
      expect(looked.statusCode).toBe(200);
      expect(looked.json()).toEqual({
        email: 'new.partner@example.test',
        application: 'MediVI',
        accountExists: false,
      });
    }
    expect(await accountOf('new.partner@example.test')).toBeUndefined();
    const listed = await t.app.inject({ method: 'GET', url: '/api/invitations', headers: admin.headers });
    expect(
      listed
        .json<{ invitations: { email: string; status: string; openedAt: string | null }[] }>()
        .invitations.find((i) => i.email === 'new.partner@example.test'),
    ).toMatchObject({ status: 'opened', openedAt: expect.any(String) as unknown });
    // A refused password leaves no account and the link usable.
    const weak = await createAccount(code, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ErrorBody>().fieldErrors?.password).toBeDefined();
    expect(await accountOf('new.partner@example.test')).toBeUndefined();
    const created = await createAccount(code);
    expect(created.statusCode, created.body).toBe(200);
    const cookie = created.cookies.find((c) => c.name === 'medivi.sid');
    const headers = { cookie: `medivi.sid=${cookie?.value ?? ''}` };
    const session = await t.app.inject({ method: 'GET', url: '/api/auth', headers });
    expect(
      session.json<{ user: { roles: string[]; fullName: string; isOnboardingComplete: boolean } }>().user,
    ).toMatchObject({
      roles: ['medivi-provideracceptancereport', 'medivi-read', 'medivi-reports'],
      fullName: 'Parker Partner',
      isOnboardingComplete: true,
    });
    expect((await lookup(code)).statusCode).toBe(400);
    expect((await createAccount(code)).statusCode).toBe(400);
    // The password works for a sign-in of its own.
    expect((await signIn(t.app, 'new.partner@example.test', 'Lantern-Quarry-Oboe-58')).csrfToken).not.toBe(
      '',
    );
  });

  it('refuses to invite an address that has an account, and leaves its roles as they were (issue 30)', async () => {
    const rolesOf = async (email: string) =>
      (
        await t.db
          .selectFrom('user_roles as r')
          .innerJoin('users as u', 'u.id', 'r.user_id')
          .select('r.role')
          .where('u.email', '=', email)
          .orderBy('r.role')
          .execute()
      ).map((r) => r.role);
    for (const who of [inviter, admin]) {
      const refused = await post(who, '/api/invite', invite('Existing@Example.test', ['partnerwithphi']));
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>()).toMatchObject({
        code: 'INVITE_ACCOUNT_EXISTS',
        fieldErrors: { email: expect.stringMatching(/Users list/) as unknown },
      });
    }
    expect(await rolesOf('existing@example.test')).toEqual(['medivi-read']);
    expect(await outboxFor(t.app, 'existing@example.test')).toEqual([]);
  });

  it('gives an account made after the invitation its roles only when its holder, signed in, accepts', async () => {
    await post(inviter, '/api/invite', invite('late-registrant@example.test', ['partnerwithphi']));
    const code = await linkCodeFor(t.app, 'late-registrant@example.test', 'invitation');
    // Meanwhile the address registered on its own.
    await createUser(t.db, { email: 'late-registrant@example.test', roles: ['medivi-read'] });
    expect((await lookup(code)).json()).toMatchObject({ accountExists: true });
    const byCreate = await createAccount(code);
    expect(byCreate.statusCode).toBe(409);
    expect(byCreate.json<ErrorBody>().code).toBe('INVITATION_SIGN_IN_FIRST');
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { code },
    });
    expect(signedOut.statusCode).toBe(401);
    const asSomeoneElse = await post(inviter, '/api/invitations/accept', { code });
    expect(asSomeoneElse.statusCode).toBe(409);
    const holder = await signIn(t.app, 'late-registrant@example.test');
    const accepted = await post(holder, '/api/invitations/accept', { code });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ email: 'late-registrant@example.test' });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth', headers: holder.headers });
    expect(session.json<{ user: { roles: string[] } }>().user.roles).toContain('medivi-caseviewclient');
    expect((await post(holder, '/api/invitations/accept', { code })).statusCode).toBe(400);
  });

  it('lists pending and expired invitations for admins only; resend replaces the link, revoke ends it', async () => {
    await post(admin, '/api/invite', invite('later@example.test'));
    const first = await linkCodeFor(t.app, 'later@example.test', 'invitation');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/invitations', headers: inviter.headers })).statusCode,
    ).toBe(403);
    const listed = await t.app.inject({ method: 'GET', url: '/api/invitations', headers: admin.headers });
    const invitation = listed
      .json<{ invitations: { invitationID: string; email: string; status: string }[] }>()
      .invitations.find((i) => i.email === 'later@example.test');
    expect(invitation?.status).toBe('pending');
    const id = invitation?.invitationID ?? '';
    expect((await post(admin, `/api/invitations/${id}/resend`)).statusCode).toBe(200);
    const second = await linkCodeFor(t.app, 'later@example.test', 'invitation');
    expect(second).not.toBe(first);
    expect((await lookup(first)).statusCode).toBe(400);
    expect((await post(admin, `/api/invitations/${id}/revoke`)).statusCode).toBe(200);
    expect((await lookup(second)).statusCode).toBe(400);
    expect((await post(admin, `/api/invitations/${id}/revoke`)).statusCode).toBe(409);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('subject_id', '=', id)
      .orderBy('at')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'users.invitation_sent',
        'users.invitation_resent',
        'users.invitation_revoked',
      ]),
    );
  });

  it('shows access requests from /request-access to admins', async () => {
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload: { email: 'asker@example.test' },
      remoteAddress: '10.9.9.9',
    });
    expect(requested.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/access-requests', headers: inviter.headers }))
        .statusCode,
    ).toBe(403);
    const listed = await t.app.inject({ method: 'GET', url: '/api/access-requests', headers: admin.headers });
    expect(
      listed.json<{ accessRequests: { email: string; hasAccount: boolean }[] }>().accessRequests,
    ).toEqual([expect.objectContaining({ email: 'asker@example.test', hasAccount: false })]);
  });

  it('limits invitations per inviter', async () => {
    const limited = await createUser(t.db, { email: 'busy@example.test', roles: ['medivi-inviteuser'] });
    expect(limited).toBeTruthy();
    const busy = await signIn(t.app, 'busy@example.test');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await post(busy, '/api/invite', invite(`bulk-${String(i)}@example.test`))).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
  it('expires a link after 7 days', async () => {
    await post(admin, '/api/invite', invite('slow@example.test'));
    const code = await linkCodeFor(t.app, 'slow@example.test', 'invitation');
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    // Sessions idle out long before: sign in again.
    const again = await signIn(t.app, 'admin@example.test');
    const listed = await t.app.inject({ method: 'GET', url: '/api/invitations', headers: again.headers });
    const status = listed
      .json<{ invitations: { email: string; status: string }[] }>()
      .invitations.find((i) => i.email === 'slow@example.test')?.status;
    expect(status).toBe('expired');
    expect((await lookup(code)).statusCode).toBe(400);
    expect((await createAccount(code)).statusCode).toBe(400);
  });
});
