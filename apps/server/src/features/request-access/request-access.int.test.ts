import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../../testing/outbox.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

interface ErrorBody {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string>;
}

describe('POST /api/send-email (request access)', () => {
  let t: TestApp;
  let addressCounter = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Each call from a client address of its own unless one is given. */
  const send = (payload: unknown, remoteAddress = `10.1.0.${String((addressCounter += 1))}`) =>
    t.app.inject({ method: 'POST', url: '/api/send-email', payload: payload as object, remoteAddress });

  it("refuses every e-mail the spec's rules refuse with 400 and the field message", async () => {
    const cases: [unknown, string][] = [
      [{ email: '' }, 'This field is required'],
      [{}, 'This field is required'],
      [{ email: ' partner@example.com' }, 'No leading or trailing whitespace'],
      [{ email: 'partner@example.com ' }, 'No leading or trailing whitespace'],
      [{ email: 'part ner@example.com' }, 'Must be valid email'],
      [{ email: 'partner@example' }, 'Must be valid email'],
      [{ email: "part'ner@example.com" }, 'Must be valid email'],
      [{ email: 'partner#1@example.com' }, 'Must be valid email'],
      [{ email: 'no-at-sign.example.com' }, 'Must be valid email'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'Must be at most 254 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<ErrorBody>().fieldErrors?.email, JSON.stringify(payload)).toBe(message);
    }
    const wrongType = await send({ email: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<ErrorBody>().fieldErrors).toHaveProperty('email');
    expect(await outboxFor(t.app, 'support@medivi.test')).toEqual([]);
  });

  it('e-mails the request to the support mailbox with Reply-To the requester, and acknowledges it', async () => {
    const response = await send({ email: 'Partner.One@Example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your request has been sent.' });

    const [toSupport] = await outboxFor(t.app, 'support@medivi.test');
    expect(toSupport).toMatchObject({
      purpose: 'request-access',
      subject: 'MediVI access request from Partner.One@Example.com',
    });
    expect(toSupport?.text).toContain('Partner.One@Example.com asked for access');
    const raw = await t.db
      .selectFrom('outbox_messages')
      .select('raw')
      .where('id', '=', toSupport?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(raw.raw).toMatch(/^Reply-To: Partner\.One@Example\.com$/im);

    const [acknowledgement] = await outboxFor(t.app, 'partner.one@example.com');
    expect(acknowledgement).toMatchObject({
      purpose: 'request-access',
      subject: 'We received your MediVI access request',
    });
    expect(acknowledgement?.text).toContain('A representative will be in touch with you shortly.');
  });

  it('names the Claims application on a claims host', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload: { email: 'claims.partner@example.com' },
      headers: { host: 'claims.localhost' },
      remoteAddress: '10.2.0.1',
    });
    expect(response.statusCode).toBe(200);
    const [acknowledgement] = await outboxFor(t.app, 'claims.partner@example.com');
    expect(acknowledgement?.subject).toBe('We received your Claims access request');
  });

  it('throttles requests per e-mail address: the 4th within an hour is 429 and sends nothing', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 4; request += 1) {
      statuses.push((await send({ email: 'eager@example.com' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await outboxFor(t.app, 'eager@example.com')).toHaveLength(3);
    const other = await send({ email: 'calm@example.com' });
    expect(other.statusCode).toBe(200);
  });

  it('throttles requests per client address: the 11th within an hour is 429', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 11; request += 1) {
      statuses.push((await send({ email: `crowd${String(request)}@example.com` }, '10.9.9.9')).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
