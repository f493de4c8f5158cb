import { describe, expect, it } from 'vitest';
import {
  caseDateOfBirthProblem,
  joinAccessIssueReasons,
  normaliseServiceDate,
  serviceDateProblem,
} from './case-fields.js';

describe('case dates', () => {
  it('keeps the placeholder service date and makes other dates midnight UTC', () => {
    expect(normaliseServiceDate('1111-01-01')).toBe('1111-01-01');
    expect(normaliseServiceDate('2026-03-04')).toBe('2026-03-04T00:00:00.000Z');
    expect(normaliseServiceDate('2026-03-04T00:00:00Z')).toBe('2026-03-04T00:00:00.000Z');
  });
  it('accepts service years 1900 to 2100 only', () => {
    expect(serviceDateProblem('1899-12-31', true)).toBe('Must be a valid date');
    expect(serviceDateProblem('1900-01-01', true)).toBeNull();
    expect(serviceDateProblem('2100-12-31', true)).toBeNull();
    expect(serviceDateProblem('2101-01-01', true)).toBe('Must be a valid date');
    expect(serviceDateProblem('2026-02-30', true)).toBe('Must be a valid date');
    expect(serviceDateProblem('', true)).toBe('Date of Service is required');
    expect(serviceDateProblem('', false)).toBeNull();
  });
  it('refuses a date of birth in the future or more than 200 years ago', () => {
    const today = new Date(2026, 4, 1);
    expect(caseDateOfBirthProblem('', today)).toBe('Date of birth is required');
    expect(caseDateOfBirthProblem('2026-05-02', today)).toBe('Must be a valid date');
    expect(caseDateOfBirthProblem('1825-01-01', today)).toBe('Must be a valid date');
    expect(caseDateOfBirthProblem('1980-04-12', today)).toBeNull();
  });
});

describe('access issue reasons', () => {
  it('joins the checked reasons with commas, then the free text of Other', () => {
    expect(joinAccessIssueReasons(['A', 'Other', 'B'], ' waited too long ')).toBe('A,B,waited too long');
    expect(joinAccessIssueReasons(['A'], 'ignored')).toBe('A');
  });
});
