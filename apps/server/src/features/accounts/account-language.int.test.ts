import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSettingsMessages } from '@medivi/domain';
import {
  createTestApp,
  createUser,
  signIn,
  type SignedIn,
  type TestApp,
  testPassword,
} from '../../testing/test-app.js';
import { auditEventsOf } from './testing/account-settings.js';

describe('POST /api/user/updateLanguage (issue 37)', () => {
  let t: TestApp;
  let userId: string;
  let session: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    userId = await createUser(t.db, { email: 'idioma@example.test', roles: ['medivi-member'] });
    session = await signIn(t.app, 'idioma@example.test');
  });

  afterAll(async () => {
    await t.close();
  });

  const update = (payload: object, headers = session.headers) =>
    t.app.inject({ method: 'POST', url: '/api/user/updateLanguage', headers, payload });

  const sessionUser = async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { cookie: session.cookie },
    });
    return reply.json<{ user: { language: string } }>().user;
  };

  it('gives a new account English', async () => {
    expect((await sessionUser()).language).toBe('en');
  });

  it('stores Spanish on the account, as the session and a new sign-in show, and back to English', async () => {
    const toSpanish = await update({ language: 'es' });
    expect(toSpanish.statusCode).toBe(200);
    expect(toSpanish.json()).toEqual({ message: accountSettingsMessages.languageSaved, language: 'es' });
    expect((await sessionUser()).language).toBe('es');
    const row = await t.db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
    expect(row?.language).toBe('es');

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'idioma@example.test', password: testPassword, rememberMe: true },
    });
    expect(again.json()).toMatchObject({ user: { language: 'es' } });

    expect((await update({ language: 'en' })).json()).toMatchObject({ language: 'en' });
    expect((await sessionUser()).language).toBe('en');
    const audits = await auditEventsOf(t.db, 'accounts.settings_updated');
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a language the portal does not have, with a field error', async () => {
    const reply = await update({ language: 'fr' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ fieldErrors: { language: expect.any(String) as unknown } });
    expect((await sessionUser()).language).toBe('en');
  });

  it('answers a wrong password with the code the client translates', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'idioma@example.test', password: 'not-the-password', rememberMe: true },
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: expect.any(String) as unknown,
    });
  });

  it('refuses a visitor', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/user/updateLanguage',
      payload: { language: 'es' },
    });
    expect([401, 403]).toContain(reply.statusCode);
  });
});
