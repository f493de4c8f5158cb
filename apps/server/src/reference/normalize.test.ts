import { describe, expect, it } from 'vitest';
import {
  isValidNpi,
  normalizeGender,
  normalizePhone,
  normalizeState,
  normalizeZip,
  npiCheckDigit,
  npiProblem,
  splitPersonName,
  taxonomyCodes,
} from './normalize.js';

describe('NPI', () => {
  it('accepts an NPI whose check digit is right', () => {
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1255334207')).toBe(true);
  });

  it('rejects an NPI whose check digit is wrong', () => {
    expect(isValidNpi('1234567890')).toBe(false);
    expect(npiProblem('1234567890')).toBe('NPI "1234567890" fails the NPI check digit');
  });

  it('rejects a missing NPI or one that is not 10 digits', () => {
    expect(npiProblem('')).toBe('missing NPI');
    expect(npiProblem('123456789')).toBe('NPI "123456789" is not 10 digits');
    expect(npiProblem('12345678A3')).toBe('NPI "12345678A3" is not 10 digits');
  });

  it('computes the check digit of a synthetic NPI', () => {
    expect(npiCheckDigit('123456789')).toBe('3');
    expect(isValidNpi(`900000001${npiCheckDigit('900000001')}`)).toBe(true);
  });
});

describe('zip', () => {
  it('splits a 9-digit zip into zip and zip+4', () => {
    expect(normalizeZip('061051208')).toEqual({ zip: '06105', plus4: '1208' });
    expect(normalizeZip('09550-2873')).toEqual({ zip: '09550', plus4: '2873' });
    expect(normalizeZip('19713 6004')).toEqual({ zip: '19713', plus4: '6004' });
  });

  it('keeps a 5-digit zip without extension', () => {
    expect(normalizeZip('44106')).toEqual({ zip: '44106', plus4: null });
  });

  it('left-pads a zip that lost its leading zeros to 5 or 9 digits', () => {
    expect(normalizeZip('4416')).toEqual({ zip: '04416', plus4: null });
    expect(normalizeZip('935')).toEqual({ zip: '00935', plus4: null });
    expect(normalizeZip('41023134')).toEqual({ zip: '04102', plus4: '3134' });
    expect(normalizeZip('6015123')).toEqual({ zip: '00601', plus4: '5123' });
  });

  it('rejects foreign postal codes and the all-zero zip', () => {
    expect(normalizeZip('N8X 1M7')).toBeNull();
    expect(normalizeZip('500045')).toBeNull();
    expect(normalizeZip('12')).toBeNull();
    expect(normalizeZip('000000921')).toBeNull();
  });

  it('drops a 0000 extension', () => {
    expect(normalizeZip('441060000')).toEqual({ zip: '44106', plus4: null });
  });
});

describe('phone', () => {
  it('keeps the 10 digits of a formatted number', () => {
    expect(normalizePhone('(860) 549-2020')).toBe('8605492020');
    expect(normalizePhone('8607144820')).toBe('8607144820');
  });

  it('drops a leading country code and a trailing extension', () => {
    expect(normalizePhone('1-800-555-0199')).toBe('8005550199');
    expect(normalizePhone('7878783000233')).toBe('7878783000');
  });

  it('gives null for too few digits or an impossible area code', () => {
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('247820197')).toBeNull();
    expect(normalizePhone('0123456789')).toBeNull();
  });
});

describe('gender', () => {
  it('keeps M and F and never guesses otherwise', () => {
    expect(normalizeGender('M')).toBe('M');
    expect(normalizeGender('female')).toBe('F');
    expect(normalizeGender('')).toBeNull();
    expect(normalizeGender('U')).toBeNull();
  });
});

describe('state', () => {
  it('accepts states, territories and military codes, refuses others', () => {
    expect(normalizeState('ct')).toBe('CT');
    expect(normalizeState('PR')).toBe('PR');
    expect(normalizeState('AE')).toBe('AE');
    expect(normalizeState('')).toBeUndefined();
    expect(normalizeState('ZZ')).toBeNull();
    expect(normalizeState('BRITISH COLUMBIA')).toBeNull();
  });
});

describe('taxonomy codes', () => {
  it('keeps valid distinct NUCC codes in order', () => {
    expect(taxonomyCodes(['207rc0000x', '', 'bad', '207RA0001X', '207RC0000X'])).toEqual([
      '207RC0000X',
      '207RA0001X',
    ]);
  });
});

describe('splitPersonName', () => {
  it('splits first and last name', () => {
    expect(splitPersonName('DAVID GILMAN')).toEqual({ first: 'DAVID', middle: null, last: 'GILMAN' });
  });

  it('puts the words between first and last in the middle name', () => {
    expect(splitPersonName('MOATAZ MOHAMED NAZMY ABDELNABY')).toEqual({
      first: 'MOATAZ',
      middle: 'MOHAMED NAZMY',
      last: 'ABDELNABY',
    });
  });

  it('keeps a surname particle with the last name', () => {
    expect(splitPersonName('MOLLY VAN WERT')).toEqual({ first: 'MOLLY', middle: null, last: 'VAN WERT' });
    expect(splitPersonName('JOCELYN ST. JEAN')).toEqual({ first: 'JOCELYN', middle: null, last: 'ST. JEAN' });
  });

  it('drops a generational suffix and joins a spaced hyphen', () => {
    expect(splitPersonName('WILLIAM LESCHEY III')).toEqual({
      first: 'WILLIAM',
      middle: null,
      last: 'LESCHEY',
    });
    expect(splitPersonName('KWAKU OWUSU - ABROKWA')).toEqual({
      first: 'KWAKU',
      middle: null,
      last: 'OWUSU-ABROKWA',
    });
  });

  it('reads a single word as a last name and nothing as nothing', () => {
    expect(splitPersonName('CHER')).toEqual({ first: null, middle: null, last: 'CHER' });
    expect(splitPersonName('  ')).toEqual({ first: null, middle: null, last: null });
  });
});
