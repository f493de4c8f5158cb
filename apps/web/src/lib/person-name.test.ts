import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsOf } from './person-name';

describe('avatar name and initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Pat van Member')).toBe('PM');
    expect(initialsOf('  sam  ')).toBe('S');
  });

  it("falls back to 'Me' and 'MediVI User'", () => {
    expect(initialsOf('')).toBe('Me');
    expect(initialsOf(null)).toBe('Me');
    expect(displayNameOf('   ')).toBe('MediVI User');
    expect(displayNameOf(' Pat Member ')).toBe('Pat Member');
  });
});
