import { passwordFlowMessages, passwordMessages } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../../testing/outbox.js';
import { createTestApp, createUser, signIn, type TestApp, testPassword } from '../../testing/test-app.js';
import { newTestPassword } from './testing/passwords.js';

interface ErrorBody {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string>;
}

function change(
  t: TestApp,
  headers: Record<string, string>,
  body: { email: string; currentPassword?: string; newPassword?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/updatePasswordLoggedIn',
    headers,
    payload: { currentPassword: testPassword, newPassword: newTestPassword, ...body },
  });
}

describe('change password when signed in (accounts spec §2 screen 8, §5, §7)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('changes the password and ends every session of the account, this one included', async () => {
    const userId = await createUser(t.db, { email: 'change-ok@example.test', roles: ['medivi-read'] });
    const here = await signIn(t.app, 'change-ok@example.test');
    const elsewhere = await signIn(t.app, 'change-ok@example.test');
    await t.db
      .insertInto('trusted_browsers')
      .values({
        id: 'trusted-before-change',
        user_id: userId,
        token_hash: 'hash-of-a-remembered-browser',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    const response = await change(t, here.headers, { email: 'Change-OK@example.test' });
    expect(response.statusCode).toBe(200);
    const remembered = await t.db
      .selectFrom('trusted_browsers')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(remembered).toEqual([]);
    expect(response.json()).toEqual({ message: passwordFlowMessages.passwordUpdated });
    for (const session of [here, elsewhere]) {
      const alive = await t.app.inject({
        method: 'GET',
        url: '/api/keep-session-alive',
        headers: session.headers,
      });
      expect(alive.statusCode).toBe(401);
    }
    await expect(signIn(t.app, 'change-ok@example.test', testPassword)).rejects.toThrow(/401/);
    await signIn(t.app, 'change-ok@example.test', newTestPassword);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_user_id', 'detail'])
      .where('subject_id', '=', userId)
      .where('action', '=', 'password.changed')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_user_id).toBe(userId);
    expect(JSON.stringify(audit)).not.toContain(newTestPassword);
    expect((await outboxFor(t.app, 'change-ok@example.test')).map((mail) => mail.purpose)).toContain(
      'password-changed',
    );
  });

  it('works while the password is expired and clears the expired state', async () => {
    const userId = await createUser(t.db, {
      email: 'change-expired@example.test',
      roles: ['medivi-read'],
      isPasswordExpired: true,
    });
    const session = await signIn(t.app, 'change-expired@example.test');
    const blocked = await t.app.inject({ method: 'GET', url: '/api/v2/get-plans', headers: session.headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json<ErrorBody>().code).toBe('PASSWORD_EXPIRED');
    expect((await change(t, session.headers, { email: 'change-expired@example.test' })).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select(['is_password_expired', 'password_changed_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.is_password_expired).toBe(0);
    expect(row.password_changed_at).not.toBeNull();
    const again = await signIn(t.app, 'change-expired@example.test', newTestPassword);
    const plans = await t.app.inject({ method: 'GET', url: '/api/v2/get-plans', headers: again.headers });
    expect(plans.statusCode).toBe(200);
  });

  it('refuses another e-mail, a wrong current password and a refused new password, changing nothing', async () => {
    await createUser(t.db, { email: 'change-bad@example.test' });
    await createUser(t.db, { email: 'change-victim@example.test' });
    const session = await signIn(t.app, 'change-bad@example.test');
    const other = await change(t, session.headers, { email: 'change-victim@example.test' });
    expect(other.statusCode).toBe(403);
    expect(other.json<ErrorBody>().fieldErrors?.email).toBe(passwordFlowMessages.emailNotSignedIn);

    const wrong = await change(t, session.headers, {
      email: 'change-bad@example.test',
      currentPassword: 'Not-The-Password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().fieldErrors?.currentPassword).toBe(
      passwordFlowMessages.currentPasswordWrong,
    );

    const cases: [Record<string, string>, string, string][] = [
      [{ currentPassword: '' }, 'currentPassword', passwordMessages.required],
      [{ currentPassword: ` ${testPassword}` }, 'currentPassword', passwordMessages.whitespace],
      [{ currentPassword: 'y'.repeat(129) }, 'currentPassword', passwordMessages.maxLength],
      [{ newPassword: 'Short-1a' }, 'newPassword', passwordMessages.minLength],
      [{ newPassword: 'Trailing-space-1 ' }, 'newPassword', passwordMessages.whitespace],
      [{ newPassword: 'qwertyuiop123' }, 'newPassword', passwordMessages.compromised],
      [{ newPassword: testPassword }, 'newPassword', passwordFlowMessages.sameAsCurrent],
    ];
    for (const [fields, field, message] of cases) {
      const response = await change(t, session.headers, { email: 'change-bad@example.test', ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json<ErrorBody>().fieldErrors?.[field], JSON.stringify(fields)).toBe(message);
    }
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/updatePasswordLoggedIn',
      headers: session.headers,
      payload: { email: 'change-bad@example.test', currentPassword: 12, newPassword: null },
    });
    expect(wrongType.statusCode).toBe(400);
    // Nothing changed: the session lives and the old password still signs in.
    const alive = await t.app.inject({
      method: 'GET',
      url: '/api/keep-session-alive',
      headers: session.headers,
    });
    expect(alive.statusCode).toBe(200);
    await signIn(t.app, 'change-bad@example.test', testPassword);
  });

  it('throttles wrong current passwords per account', async () => {
    await createUser(t.db, { email: 'change-guess@example.test' });
    const session = await signIn(t.app, 'change-guess@example.test');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await change(t, session.headers, {
        email: 'change-guess@example.test',
        currentPassword: `Wrong-Guess-${String(i)}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await change(t, session.headers, { email: 'change-guess@example.test' });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
  });

  it('needs a session and its CSRF token, and refuses a deactivated account', async () => {
    await createUser(t.db, { email: 'change-gone@example.test', isDeactivated: true });
    const anonymous = await change(t, {}, { email: 'change-gone@example.test' });
    expect(anonymous.statusCode).toBe(401);
    const session = await signIn(t.app, 'change-gone@example.test');
    expect(
      (await change(t, { cookie: session.cookie }, { email: 'change-gone@example.test' })).statusCode,
    ).toBe(403);
    const deactivated = await change(t, session.headers, { email: 'change-gone@example.test' });
    expect(deactivated.statusCode).toBe(403);
    expect(deactivated.json<ErrorBody>().code).toBe('ACCOUNT_DEACTIVATED');
  });
});
