import { messages } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRbpFormTestApp, solvedToken, validRbpBodies } from '../features/rbp-form/testing/rbp-form.js';
import type { CaseTestApp } from '../testing/cases.js';
import { outboxFor } from '../testing/outbox.js';
import { createUser, signIn } from '../testing/test-app.js';

const thisSite = 'http://localhost:3000';
const otherSite = 'https://evil.example';

describe('state-changing calls from another site are refused (docs/decisions/0091)', () => {
  let t: CaseTestApp;

  beforeAll(async () => {
    t = await createRbpFormTestApp();
    await createUser(t.db, { email: 'origin-member@example.test', roles: ['medivi-read'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const caseCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('cases')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a password reset request from another site and e-mails nothing', async () => {
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/request-password-reset',
        headers,
        payload: { email: 'origin-member@example.test', application: 'MediVI' },
        remoteAddress: '10.91.0.1',
      });
    const foreign = await send({ origin: otherSite });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'FOREIGN_ORIGIN', message: messages.foreignOrigin });
    expect(await outboxFor(t.app, 'origin-member@example.test')).toEqual([]);
    expect((await send({ origin: thisSite })).statusCode).toBe(200);
    expect(await outboxFor(t.app, 'origin-member@example.test')).toHaveLength(1);
  });

  it('answers a refused browser form post as a page with a title and lang, never raw JSON (issue 31)', async () => {
    const formPost = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/comparison-executive-summary?format=html',
        headers: {
          origin,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        },
        payload: 'state=%7B%7D&csrfToken=x',
      });
    for (const origin of ['null', otherSite]) {
      const refused = await formPost(origin);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.body).toMatch(/<html lang="en">/);
      expect(refused.body).toMatch(/<title>Forbidden – MediVI<\/title>/);
      expect(refused.body).toContain(messages.foreignOrigin);
    }
    // From this site the same post passes the origin check and meets the sign-in guard, also as a page.
    const signedOut = await formPost(thisSite);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).toMatch(/<title>Unauthorized – MediVI<\/title>/);
  });

  it('refuses a request-access message from another site, also when only the Referer tells', async () => {
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/send-email',
        headers,
        payload: { email: 'origin-partner@example.test' },
        remoteAddress: '10.91.0.2',
      });
    expect((await send({ origin: otherSite })).statusCode).toBe(403);
    expect((await send({ referer: `${otherSite}/phish.html` })).statusCode).toBe(403);
    expect((await send({ origin: 'null' })).statusCode).toBe(403);
    expect(await outboxFor(t.app, 'origin-partner@example.test')).toEqual([]);
    expect((await send({ origin: thisSite, referer: `${thisSite}/request-access` })).statusCode).toBe(200);
  });

  it('refuses the public case form and its upload from another site and files nothing', async () => {
    const before = await caseCount();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/createRbpFormCase',
      headers: { origin: otherSite },
      payload: { ...validRbpBodies.BalanceBill, token: await solvedToken(t) },
      remoteAddress: '10.91.0.3',
    });
    expect(foreign.statusCode).toBe(403);
    expect(await caseCount()).toBe(before);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploadAttachmentRbpForms',
      headers: { origin: otherSite, 'content-type': 'multipart/form-data; boundary=xx' },
      payload: '--xx--\r\n',
    });
    expect(upload.json()).toMatchObject({ code: 'FOREIGN_ORIGIN' });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/createRbpFormCase',
      headers: { origin: thisSite },
      payload: { ...validRbpBodies.BalanceBill, token: await solvedToken(t) },
      remoteAddress: '10.91.0.3',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await caseCount()).toBe(before + 1);
  });

  it('accepts the Claims variant on its own host name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { host: 'claims.localhost:3000', origin: 'http://claims.localhost:3000' },
      payload: { email: 'origin-claims@example.test' },
      remoteAddress: '10.91.0.4',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses every state-changing route of the API from another site, signed in or not', async () => {
    const session = await signIn(t.app, 'origin-member@example.test');
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    let tried = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        const url = path.replace(/\{[^}]+\}/g, 'x1');
        for (const headers of [{}, session.headers]) {
          const response = await t.app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            headers: { ...headers, origin: otherSite },
            payload: {},
          });
          expect(response.statusCode, `${method} ${url}`).toBe(403);
          expect(response.json<{ code: string }>().code, `${method} ${url}`).toBe('FOREIGN_ORIGIN');
        }
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(20);
  });
});
