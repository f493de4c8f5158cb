import { describe, expect, it } from 'vitest';
import { addMemberBodySchema, memberCredentialsSchema } from './contract.js';
import { fullNameProblem } from '../shared/create-account-rules.js';
import { emailProblem, maskEmail, registrationMessages } from './rules.js';

describe('registration rules (accounts spec §5)', () => {
  it('masks all but the start of the local part', () => {
    expect(maskEmail('member@demo.medivi.test')).toBe('me****@demo.medivi.test');
    expect(maskEmail('ab@example.test')).toBe('a****@example.test');
    expect(maskEmail('not-an-email')).toBe('****');
  });

  it('checks e-mails by the generic rules and the length limit', () => {
    expect(emailProblem('')).toBe('This field is required');
    expect(emailProblem(' a@example.test')).toBe('No leading or trailing whitespace');
    expect(emailProblem('a!b@example.test')).toBe('Must be valid email');
    expect(emailProblem(`${'a'.repeat(250)}@example.test`)).toBe('Must be valid email');
    expect(emailProblem('pat.member@example.test')).toBeNull();
  });

  it('checks the full name: no padding, at least 3 characters', () => {
    expect(fullNameProblem('')).toBe(registrationMessages.required);
    expect(fullNameProblem(' Pat')).toBe(registrationMessages.fullNameWhitespace);
    expect(fullNameProblem('Al')).toBe(registrationMessages.fullNameMinLength);
    expect(fullNameProblem('Pat')).toBeNull();
  });

  it('trims and uppercases member credentials and keeps the maxima', () => {
    const parsed = memberCredentialsSchema.parse({
      memberID: ' demo400004 ',
      groupID: 'lakeshore01',
      firstName: 'taylor',
      lastName: 'synth-register',
      dateOfBirth: '07/04/1990',
      zip: '44106',
    });
    expect(parsed).toMatchObject({ memberID: 'DEMO400004', firstName: 'TAYLOR', lastName: 'SYNTH-REGISTER' });
    const long = memberCredentialsSchema.safeParse({ ...parsed, groupID: 'G'.repeat(21), zip: '4410a' });
    expect(long.success).toBe(false);
    expect(long.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Maximum 20 characters',
      registrationMessages.onlyNumbers,
    ]);
  });

  it('lowercases the e-mail and wants the re-entered password to match', () => {
    const base = {
      memberID: 'A',
      groupID: 'B',
      firstName: 'C',
      lastName: 'D',
      dateOfBirth: '1990-07-04',
      zip: '44106',
      password: 'Vq8!rT2#mZ5@wL9x',
    };
    expect(addMemberBodySchema.parse({ ...base, email: 'Pat@Example.TEST' }).email).toBe('pat@example.test');
    const mismatch = addMemberBodySchema.safeParse({
      ...base,
      email: 'p@example.test',
      passwordConfirm: 'other',
    });
    expect(mismatch.error?.issues[0]?.message).toBe('Passwords must match');
  });
});
