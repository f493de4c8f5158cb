import { contactUsMessages } from '@medivi/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { advanceClocks } from '../../testing/clocks.js';
import { outboxFor } from '../../testing/outbox.js';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';
import { contactUsLimits } from './contact-us.service.js';

interface ErrorBody {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string>;
}

const support = 'support@medivi.test';

/** A message that passes every rule, from `email`. */
function validBody(email: string) {
  return {
    name: '  Pat Sender ',
    email,
    subject: ' Question about my account ',
    message: 'How do I change the e-mail address of my account?\nThank you.',
  };
}

describe('POST /api/contact-us', () => {
  let t: TestApp;
  let addressCounter = 0;
  let member: SignedIn;
  let memberId: string;

  beforeAll(async () => {
    t = await createTestApp();
    memberId = await createUser(t.db, { email: 'contact-member@example.test', roles: ['medivi-read'] });
    member = await signIn(t.app, 'contact-member@example.test');
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Each call from a client address of its own unless one is given. */
  const send = (payload: unknown, options: { address?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: payload as object,
      headers: options.headers ?? {},
      remoteAddress: options.address ?? `10.31.0.${String((addressCounter += 1))}`,
    });

  const rawOf = async (id: string) =>
    (await t.db.selectFrom('outbox_messages').select('raw').where('id', '=', id).executeTakeFirstOrThrow())
      .raw;

  it('refuses each broken rule with 400 and the message under its field, and sends nothing', async () => {
    const base = validBody('rules@example.test');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, name: '' }, 'name', 'This field is required'],
      [{ ...base, name: '   ' }, 'name', 'This field is required'],
      [{ ...base, name: 'n'.repeat(101) }, 'name', 'Maximum 100 characters'],
      [{ ...base, email: '' }, 'email', 'This field is required'],
      [{ ...base, email: ' rules@example.test' }, 'email', 'No leading or trailing whitespace'],
      [{ ...base, email: 'rules@example' }, 'email', 'Must be valid email'],
      [{ ...base, email: "ru'les@example.test" }, 'email', 'Must be valid email'],
      [{ ...base, email: `${'a'.repeat(250)}@example.test` }, 'email', 'Maximum 254 characters'],
      [{ ...base, subject: '' }, 'subject', 'This field is required'],
      [{ ...base, subject: 's'.repeat(151) }, 'subject', 'Maximum 150 characters'],
      [{ ...base, message: ' \n ' }, 'message', 'This field is required'],
      [{ ...base, message: 'm'.repeat(5001) }, 'message', 'Maximum 5000 characters'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await send(payload);
      expect(response.statusCode, `${field}: ${message}`).toBe(400);
      expect(response.json<ErrorBody>().fieldErrors?.[field], `${field}: ${message}`).toBe(message);
    }
    const empty = await send({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().fieldErrors).toEqual({
      name: 'This field is required',
      email: 'This field is required',
      subject: 'This field is required',
      message: 'This field is required',
    });
    // The longest values pass.
    const longest = await send({
      name: 'n'.repeat(100),
      email: 'longest@example.test',
      subject: 's'.repeat(150),
      message: 'm'.repeat(5000),
    });
    expect(longest.statusCode, longest.body).toBe(200);
    expect(await outboxFor(t.app, 'rules@example.test')).toEqual([]);
  });

  it('e-mails the message to the support mailbox with Reply-To the sender, and acknowledges it', async () => {
    const response = await send(validBody('Pat.Sender@Example.test'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: contactUsMessages.accepted });

    const toSupport = (await outboxFor(t.app, support)).filter((m) => m.purpose === 'contact-us');
    const message = toSupport.find((m) => m.subject === 'MediVI Contact Us: Question about my account');
    expect(message).toBeDefined();
    expect(message?.text).toContain(
      'Pat Sender <Pat.Sender@Example.test> wrote on the MediVI Contact Us page.',
    );
    expect(message?.text).toContain('How do I change the e-mail address of my account?\nThank you.');
    expect(message?.text).toContain('Sent signed out');
    expect(await rawOf(message?.id ?? '')).toMatch(/^Reply-To: Pat\.Sender@Example\.test$/im);

    const acknowledgements = await outboxFor(t.app, 'pat.sender@example.test');
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0]).toMatchObject({
      purpose: 'contact-us',
      subject: 'We received your message to MediVI support',
    });
    // The acknowledgement repeats nothing the sender wrote.
    expect(acknowledgements[0]?.text).not.toContain('change the e-mail');
  });

  it('names the signed-in user by id, and only with the session token', async () => {
    const body = { ...validBody('contact-member@example.test'), subject: 'Signed in question' };
    const withoutToken = await send(body, { headers: { cookie: member.cookie } });
    expect(withoutToken.statusCode).toBe(403);
    const forged = await send(body, { headers: { cookie: member.cookie, 'x-csrf-token': 'forged' } });
    expect(forged.statusCode).toBe(403);
    const isSent = async () =>
      (await outboxFor(t.app, support)).some((m) => m.subject === 'MediVI Contact Us: Signed in question');
    expect(await isSent()).toBe(false);

    const response = await send(body, { headers: member.headers });
    expect(response.statusCode, response.body).toBe(200);
    const message = (await outboxFor(t.app, support)).find(
      (m) => m.subject === 'MediVI Contact Us: Signed in question',
    );
    expect(message?.text).toContain(`Sent signed in as user id ${memberId}.`);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'detail'])
      .where('action', '=', 'contact_us.sent')
      .where('actor_user_id', '=', memberId)
      .execute();
    expect(audit).toEqual([{ actor_user_id: memberId, detail: null }]);
  });

  it('refuses a message from another site, signed out too', async () => {
    const response = await send(validBody('foreign@example.test'), {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().code).toBe('FOREIGN_ORIGIN');
    expect(await outboxFor(t.app, 'foreign@example.test')).toEqual([]);
  });

  it('limits messages per sender e-mail: over the hourly count 429 and nothing sent, open again after the hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const points = contactUsLimits.perEmail.points;
    const statuses: number[] = [];
    for (let i = 0; i <= points; i += 1) {
      statuses.push((await send(validBody('eager@example.test'))).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(points).fill(200), 429]);
    const refused = await send(validBody('eager@example.test'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'RATE_LIMITED',
      // The client words the wait in the reader's language from these (issue 37).
      params: { minutes: 60 },
      message: 'Too many messages. Please try again in 60 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await outboxFor(t.app, 'eager@example.test')).toHaveLength(points);
    expect((await send(validBody('calm@example.test'))).statusCode).toBe(200);

    advanceClocks(t, contactUsLimits.perEmail.durationSeconds * 1000 + 1_000);
    expect((await send(validBody('eager@example.test'))).statusCode).toBe(200);
  });

  it('limits messages per client address', async () => {
    const points = contactUsLimits.perAddress.points;
    const statuses: number[] = [];
    for (let i = 0; i <= points; i += 1) {
      statuses.push(
        (await send(validBody(`crowd${String(i)}@example.test`), { address: '10.39.9.9' })).statusCode,
      );
    }
    expect(statuses.slice(0, points).every((status) => status === 200)).toBe(true);
    expect(statuses[points]).toBe(429);
    expect(await outboxFor(t.app, `crowd${String(points)}@example.test`)).toEqual([]);
  });
});
