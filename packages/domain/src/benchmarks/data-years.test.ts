import { describe, expect, it } from 'vitest';
import { thinYearNote } from './data-years.js';

describe('thinYearNote (issue 31 item 14)', () => {
  it('names the thin year, its count and the fuller year', () => {
    expect(
      thinYearNote('Professional', 2023, [
        { year: 2023, providers: 1 },
        { year: 2012, providers: 58 },
      ]),
    ).toBe(
      'Thin data: 2023 has figures for 1 professional in this selection; 2012 has 58. ' +
        'Choose 2012 under Data year for a fuller comparison.',
    );
  });

  it('speaks of hospitals for the facility claim types and picks the fullest other year', () => {
    expect(
      thinYearNote('Inpatient', 2021, [
        { year: 2021, providers: 3 },
        { year: 2019, providers: 12 },
        { year: 2011, providers: 40 },
      ]),
    ).toContain('2021 has figures for 3 hospitals in this selection; 2011 has 40.');
  });

  it('says nothing when the shown year holds at least a quarter of the fullest year', () => {
    expect(
      thinYearNote('Inpatient', 2021, [
        { year: 2021, providers: 3 },
        { year: 2019, providers: 11 },
      ]),
    ).toBeNull();
  });

  it('says nothing with one year, no year shown, or the fullest year shown', () => {
    expect(thinYearNote('Professional', 2023, [{ year: 2023, providers: 1 }])).toBeNull();
    expect(thinYearNote('Professional', null, [{ year: 2012, providers: 9 }])).toBeNull();
    expect(
      thinYearNote('Professional', 2012, [
        { year: 2023, providers: 1 },
        { year: 2012, providers: 58 },
      ]),
    ).toBeNull();
  });
});
