import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { messages } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { mailRetryAfterSeconds } from './mailer.js';

/** A loopback port nothing listens on: a connection to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => {
    server.close((error) => {
      if (error === undefined) resolve();
      else reject(error);
    });
  });
  return port;
}

describe('a mail server that cannot be reached', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${String(await closedPort())}` });
  });
  afterAll(async () => {
    await t.close();
  });

  const expectMailUnavailable = (response: Awaited<ReturnType<TestApp['app']['inject']>>) => {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe(String(mailRetryAfterSeconds));
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'MAIL_UNAVAILABLE',
      message: messages.mailUnavailable,
    });
  };

  it('answers Contact Us with 503, a retry hint and a message a person can act on', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: {
        name: 'Pat Sender',
        email: 'pat.sender@example.test',
        subject: 'Question',
        message: 'Is the mail server up?',
      },
      remoteAddress: '10.77.0.1',
    });
    expectMailUnavailable(response);
  });

  it('answers Request Access the same way', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload: { email: 'partner@example.test' },
      remoteAddress: '10.77.0.2',
    });
    expectMailUnavailable(response);
  });
});
