import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, testSessionSecret, type TestApp } from '../../testing/test-app.js';
import { outboxFor } from '../../testing/outbox.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { createMailer } from './mailer.js';

describe('the embedded outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a real RFC 5322 message and lists it newest first as JSON', async () => {
    const mailer = createMailer(t.db, t.clock, {
      smtpUrl: null,
      from: 'MediVI <no-reply@medivi.test>',
      supportAddress: 'support@medivi.test',
    });
    await mailer.send({ purpose: 'request-access', to: 'a@example.test', subject: 'First', text: 'one' });
    await mailer.send({
      purpose: 'password-reset',
      to: 'a@example.test',
      subject: 'Second',
      text: 'Open http://localhost:3000/verify-reset-password/abc to continue.',
    });
    await mailer.send({ purpose: 'request-access', to: 'b@example.test', subject: 'Other', text: 'x' });

    const messages = await outboxFor(t.app, 'A@example.test');
    expect(messages.map((m) => m.subject)).toEqual(['Second', 'First']);
    const raw = await t.db
      .selectFrom('outbox_messages')
      .select('raw')
      .where('subject', '=', 'Second')
      .executeTakeFirstOrThrow();
    expect(raw.raw).toMatch(/^From: MediVI <no-reply@medivi\.test>$/m);
    expect(raw.raw).toMatch(/^Subject: Second$/m);
  });

  it('shows a readable page with clickable links, HTML escaped, to a browser', async () => {
    const mailer = createMailer(t.db, t.clock, {
      smtpUrl: null,
      from: 'x@medivi.test',
      supportAddress: 's@medivi.test',
    });
    await mailer.send({
      purpose: 'request-access',
      to: 'c@example.test',
      subject: '<b>hi</b>',
      text: 'see https://example.test/a',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=c@example.test',
      headers: { accept: 'text/html' },
    });
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('&lt;b&gt;hi&lt;/b&gt;');
    expect(response.body).toContain('<a href="https://example.test/a">');
  });

  it('rejects a bad limit with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=0' });
    expect(response.statusCode).toBe(400);
  });

  it('does not exist when SMTP is configured', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      handle: database.handle,
      sessionSecret: testSessionSecret,
      logLevel: 'silent',
      smtpUrl: 'smtp://127.0.0.1:1',
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
