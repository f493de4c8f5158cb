import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn, type TestApp } from '../testing/test-app.js';
import { isUniqueViolation } from './errors.js';

describe('one error path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'user@example.test', roles: ['medivi-read'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/not valid JSON/);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a</email>',
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'user@example.test', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers wrong-typed and oversized fields with 400 and field messages', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 42, password: true },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('email');
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'user@example.test', password: 'x'.repeat(129) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('password');
  });

  it('serves the OpenAPI document with the spec paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/auth',
        '/api/provider-search/v1',
        '/api/zip-code-validation/v1/{zip}',
      ]),
    );
  });

  it('sets security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('never answers a signed-in call without a session cookie', async () => {
    const session = await signIn(t.app, 'user@example.test');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/get-plans',
      headers: { 'x-csrf-token': session.csrfToken },
    });
    expect(response.statusCode).toBe(401);
  });

  it('recognises a unique-constraint violation of this engine (answered 409, not 500)', async () => {
    const error = await createUser(t.db, { email: 'user@example.test' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
