import { passwordMessages } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { BreachedPasswords, sha1Hex } from './breached-passwords.js';
import { DomainError } from './errors.js';
import { PasswordPolicy } from './password-policy.js';

describe('breached passwords (self-hosted range data)', () => {
  const breached = new BreachedPasswords();

  it('answers a range in the public API format, listing a common password', async () => {
    const hash = sha1Hex('password');
    expect(hash).toBe('5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8');
    const body = await breached.range(hash.slice(0, 5).toLowerCase());
    const lines = body.split('\r\n');
    expect(lines.every((line) => /^[0-9A-F]{35}:\d+$/.test(line))).toBe(true);
    expect(lines.some((line) => line.startsWith(`${hash.slice(5)}:`))).toBe(true);
  });

  it('knows common passwords and not a long random one', async () => {
    expect(await breached.includes('qwertyuiop')).toBe(true);
    expect(await breached.includes('Vq8!rT2#mZ5@wL9x')).toBe(false);
  });
});

describe('password policy', () => {
  const policy = new PasswordPolicy(new BreachedPasswords());

  async function problemOf(password: string, field?: string) {
    try {
      await policy.assertAcceptable(password, field);
      return null;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { status: error.statusCode, fieldErrors: error.fieldErrors };
    }
  }

  it('accepts a strong password', async () => {
    expect(await problemOf('Vq8!rT2#mZ5@wL9x')).toBeNull();
  });

  it('refuses the §5 rules with a field message', async () => {
    expect(await problemOf('Short1!', 'newPassword')).toEqual({
      status: 400,
      fieldErrors: { newPassword: passwordMessages.minLength },
    });
    expect(await problemOf(' Vq8!rT2#mZ5@wL9x')).toEqual({
      status: 400,
      fieldErrors: { password: passwordMessages.whitespace },
    });
  });

  it('refuses a compromised password of 12 characters or more', async () => {
    const breached = new BreachedPasswords();
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    const long = dictionary['passwords-common'].find((p) => p.length >= 12 && p.trim() === p);
    expect(long).toBeDefined();
    expect(await breached.includes(long ?? '')).toBe(true);
    expect(await problemOf(long ?? '')).toEqual({
      status: 400,
      fieldErrors: { password: passwordMessages.compromised },
    });
  });
});
