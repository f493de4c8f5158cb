import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCodeFor, outboxFor } from '../../testing/outbox.js';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';

const invite = (email: string, language?: string) => ({
  application: 'MediVI',
  email,
  userRoles: ['partnerwithout'],
  destinationURL: 'http://localhost:3000/welcome',
  ...(language === undefined ? {} : { language }),
});

describe('the invited person’s language (issue 37, docs/decisions/0126)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let spanishInviter: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'admin@example.test', fullName: 'Ada Admin', roles: ['medivi-admin'] });
    await createUser(t.db, { email: 'ines@example.test', fullName: 'Inés Ruiz', roles: ['medivi-admin'] });
    await t.db
      .updateTable('users')
      .set({ language: 'es' })
      .where('email', '=', 'ines@example.test')
      .execute();
    admin = await signIn(t.app, 'admin@example.test');
    spanishInviter = await signIn(t.app, 'ines@example.test');
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
  const subjectsTo = async (email: string) =>
    (await outboxFor(t.app, email)).filter((m) => m.purpose === 'invitation').map((m) => m.subject);

  it('writes the invitation, and its resend, in the chosen language, and the account starts with it', async () => {
    const sent = await post(admin, '/api/invite', invite('nueva@example.test', 'es'));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: 'User added successfully' });
    expect(await subjectsTo('nueva@example.test')).toEqual(['Invitación al portal de MediVI']);

    const listed = await t.app.inject({ method: 'GET', url: '/api/invitations', headers: admin.headers });
    const id =
      listed
        .json<{ invitations: { invitationID: string; email: string }[] }>()
        .invitations.find((i) => i.email === 'nueva@example.test')?.invitationID ?? '';
    expect((await post(admin, `/api/invitations/${id}/resend`)).statusCode).toBe(200);
    expect(await subjectsTo('nueva@example.test')).toEqual([
      'Invitación al portal de MediVI',
      'Invitación al portal de MediVI',
    ]);

    const code = await linkCodeFor(t.app, 'nueva@example.test', 'invitation');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/create-account',
      payload: { code, fullName: 'Nora Nueva', password: 'Lantern-Quarry-Oboe-58' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<{ user: { language: string } }>().user.language).toBe('es');
    const account = await t.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', 'nueva@example.test')
      .executeTakeFirst();
    expect(account?.language).toBe('es');
  });

  it('keeps the inviter’s language when none is chosen, and English when English is chosen', async () => {
    expect((await post(spanishInviter, '/api/invite', invite('sin-idioma@example.test'))).statusCode).toBe(
      200,
    );
    expect(await subjectsTo('sin-idioma@example.test')).toEqual(['Invitación al portal de MediVI']);
    expect((await post(spanishInviter, '/api/invite', invite('english@example.test', 'en'))).statusCode).toBe(
      200,
    );
    expect(await subjectsTo('english@example.test')).toEqual(['You are invited to MediVI']);
    expect((await post(admin, '/api/invite', invite('plain@example.test'))).statusCode).toBe(200);
    expect(await subjectsTo('plain@example.test')).toEqual(['You are invited to MediVI']);
  });

  it('refuses a language the portal does not have', async () => {
    const refused = await post(admin, '/api/invite', invite('fr@example.test', 'fr'));
    expect(refused.statusCode).toBe(400);
    expect(await outboxFor(t.app, 'fr@example.test')).toEqual([]);
  });
});
