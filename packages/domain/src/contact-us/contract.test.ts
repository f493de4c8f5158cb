import { describe, expect, it } from 'vitest';
import { contactUsBodySchema } from './contract.js';

/** The message of each field that `body` breaks. */
function problemsOf(body: unknown): Record<string, string> {
  const result = contactUsBodySchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

const valid = { name: 'Pat', email: 'pat@example.test', subject: 'Hello', message: 'A question.' };

describe('Contact Us body (docs/decisions/0109)', () => {
  it('trims name, subject and message, and keeps the e-mail as typed', () => {
    expect(
      contactUsBodySchema.parse({ ...valid, name: ' Pat ', subject: ' Hello\n', message: '\n A question. ' }),
    ).toEqual({ ...valid, message: 'A question.' });
  });

  it('asks for every field', () => {
    expect(problemsOf({})).toEqual({
      name: 'This field is required',
      email: 'This field is required',
      subject: 'This field is required',
      message: 'This field is required',
    });
    expect(problemsOf({ ...valid, name: '   ', message: '' })).toEqual({
      name: 'This field is required',
      message: 'This field is required',
    });
  });

  it('applies the e-mail rules of accounts spec §5', () => {
    expect(problemsOf({ ...valid, email: 'pat@example.test ' })).toEqual({
      email: 'No leading or trailing whitespace',
    });
    expect(problemsOf({ ...valid, email: 'pat!@example.test' })).toEqual({ email: 'Must be valid email' });
  });

  it('takes each field up to its maximum and refuses one character more', () => {
    const longest = { ...valid, name: 'n'.repeat(100), subject: 's'.repeat(150), message: 'm'.repeat(5000) };
    expect(problemsOf(longest)).toEqual({});
    expect(
      problemsOf({ ...valid, name: 'n'.repeat(101), subject: 's'.repeat(151), message: 'm'.repeat(5001) }),
    ).toEqual({
      name: 'Maximum 100 characters',
      subject: 'Maximum 150 characters',
      message: 'Maximum 5000 characters',
    });
  });
});
