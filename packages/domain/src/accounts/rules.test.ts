import { describe, expect, it } from 'vitest';
import { addDependentBodySchema, addPlanBodySchema } from './member-input.js';
import { dependentDateOfBirthProblem, memberFormMessages, memberZipProblem } from './rules.js';

const today = new Date(2026, 0, 5, 15, 0);

describe('dependent date of birth (accounts spec §5)', () => {
  it('accepts a child who turns 18 tomorrow and refuses one who turns 18 today', () => {
    expect(dependentDateOfBirthProblem('2008-01-06', today)).toBeNull();
    expect(dependentDateOfBirthProblem('2008-01-05', today)).toBe(memberFormMessages.dependentAge);
    expect(dependentDateOfBirthProblem('1990-01-01', today)).toBe(memberFormMessages.dependentAge);
  });

  it('refuses a date in the future and a date that does not exist', () => {
    expect(dependentDateOfBirthProblem('2026-01-06', today)).not.toBeNull();
    expect(dependentDateOfBirthProblem('2020-02-30', today)).not.toBeNull();
  });

  it('lets someone born on 29 February turn 18 on 1 March of a common year', () => {
    const firstOfMarch = new Date(2026, 2, 1);
    expect(dependentDateOfBirthProblem('2008-02-29', new Date(2026, 1, 28))).toBeNull();
    expect(dependentDateOfBirthProblem('2008-02-29', firstOfMarch)).toBe(memberFormMessages.dependentAge);
  });
});

describe('member zip (accounts spec §5)', () => {
  it('says required, only numbers, then 5 digits', () => {
    expect(memberZipProblem('')).toBe(memberFormMessages.required);
    expect(memberZipProblem('44a06')).toBe(memberFormMessages.onlyNumbers);
    expect(memberZipProblem('4410')).toBe(memberFormMessages.fiveDigits);
    expect(memberZipProblem('44106')).toBeNull();
  });
});

describe('member form bodies', () => {
  const body = {
    memberID: ' m100 ',
    groupID: 'g1',
    firstName: 'ava',
    lastName: 'member',
    dateOfBirth: '2015-06-02',
    zip: '44106',
  };

  it('trims and uppercases the text fields', () => {
    expect(addDependentBodySchema.parse(body)).toMatchObject({ memberID: 'M100', firstName: 'AVA' });
  });

  it('applies the Add Plan maximums (group ID 20) and the dependent ones (50)', () => {
    const groupID = 'G'.repeat(21);
    expect(addPlanBodySchema.safeParse({ ...body, groupID }).success).toBe(false);
    expect(addDependentBodySchema.safeParse({ ...body, groupID }).success).toBe(true);
  });
});
