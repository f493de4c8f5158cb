import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase();

describe('the built-in breach-range service (accounts spec §5)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers SUFFIX:COUNT lines as text, listing a common password under its prefix', async () => {
    const hash = sha1('password1234');
    const response = await t.app.inject({ method: 'GET', url: `/api/password-range/${hash.slice(0, 5)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\r\n');
    expect(lines.every((line) => /^[0-9A-F]{35}:\d+$/.test(line))).toBe(true);
    const listed = lines.find((line) => line.startsWith(`${hash.slice(5)}:`));
    expect(Number(listed?.split(':')[1])).toBeGreaterThan(0);
    const lower = await t.app.inject({
      method: 'GET',
      url: `/api/password-range/${hash.slice(0, 5).toLowerCase()}`,
    });
    expect(lower.body).toBe(response.body);
  });

  it('does not list a strong password', async () => {
    const hash = sha1('Lantern-Quarry-Oboe-58');
    const response = await t.app.inject({ method: 'GET', url: `/api/password-range/${hash.slice(0, 5)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(hash.slice(5));
  });

  it('pads the reply with count-0 lines on Add-Padding', async () => {
    const hash = sha1('password1234');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/password-range/${hash.slice(0, 5)}`,
      headers: { 'add-padding': 'true' },
    });
    const lines = response.body.split('\r\n');
    expect(lines.length).toBeGreaterThanOrEqual(100);
    expect(lines.filter((line) => line.endsWith(':0')).length).toBeGreaterThan(90);
    expect(lines.some((line) => line.startsWith(`${hash.slice(5)}:`) && !line.endsWith(':0'))).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a prefix that is not exactly 5 hexadecimal characters', async () => {
    for (const prefix of ['5BAA', '5BAA61', 'XYZ12', '5BA%20A']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/password-range/${prefix}` });
      expect(response.statusCode, prefix).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors.prefix).toBe(
        'The prefix must be exactly 5 hexadecimal characters.',
      );
    }
  });
});
