import { describe, expect, it } from 'vitest';
import {
  accessibilityLabel,
  distanceBand,
  distanceLabel,
  formatPhone,
  greatCircleMiles,
  mapLink,
  noProvidersMessage,
  normalizeZipInput,
  zipInputError,
  activeSearchText,
} from './rules.js';
import { providerSearchQuerySchema } from './contract.js';

describe('provider search rules', () => {
  it('labels a provider from provider experience before its contract', () => {
    expect(accessibilityLabel('CAUTION', true)).toBe('Caution');
    expect(accessibilityLabel('UNFRIENDLY', false)).toBe('Not Recommended');
    expect(accessibilityLabel('DELISTED', true)).toBe('Not Recommended');
    expect(accessibilityLabel(null, true)).toBe('Contracted');
    expect(accessibilityLabel(null, false)).toBe('Unknown');
  });

  it('words the distance: within the zip, within 5 miles, then rounded to the nearest 5', () => {
    expect(distanceLabel(0)).toBe('Within your zip code');
    expect(distanceLabel(0.4)).toBe('Within 5 miles');
    expect(distanceLabel(5)).toBe('Within 5 miles');
    expect(distanceLabel(7.4)).toBe('~ 5 miles away');
    expect(distanceLabel(7.6)).toBe('~ 10 miles away');
    expect(distanceLabel(23)).toBe('~ 25 miles away');
    expect(distanceBand(0)).toEqual({ kind: 'zip' });
    expect(distanceBand(4)).toEqual({ kind: 'within', miles: 5 });
    expect(distanceBand(23)).toEqual({ kind: 'about', miles: 25 });
  });

  it('formats only 10-digit phones', () => {
    expect(formatPhone('2168441000')).toBe('(216) 844-1000');
    expect(formatPhone('216844100')).toBeNull();
    expect(formatPhone(null)).toBeNull();
    expect(formatPhone('21684410000')).toBeNull();
  });

  it('keeps digits of a zip input, at most 5, and words its errors', () => {
    expect(normalizeZipInput('44-10a6 7')).toBe('44106');
    expect(zipInputError('')).toBe('Required');
    expect(zipInputError('441')).toBe('Must be 5 digits');
    expect(zipInputError('44106')).toBeNull();
  });

  it('adds the search-text clause to the empty message only for text longer than 2 characters', () => {
    expect(noProvidersMessage('ab')).toBe('No providers found with given filters');
    expect(noProvidersMessage(' smith ')).toBe(
      'No providers found with given filters and search text of "smith"',
    );
  });

  it('measures great-circle miles between Cleveland and Columbus centroids', () => {
    const miles = greatCircleMiles(41.5051, -81.6051, 39.9612, -82.9988);
    expect(miles).toBeGreaterThan(120);
    expect(miles).toBeLessThan(130);
  });

  it('builds a map link from the non-empty address parts', () => {
    expect(mapLink(['11100 EUCLID AVE', null, 'CLEVELAND', 'OH', '44106'])).toBe(
      'https://www.google.com/maps/search/?api=1&query=11100%20EUCLID%20AVE%2C%20CLEVELAND%2C%20OH%2C%2044106',
    );
  });
});

describe('provider search query contract', () => {
  it('parses the spec query with defaults and comma-joined accessibilities', () => {
    const parsed = providerSearchQuerySchema.parse({
      zip: '44106',
      accessibilities: 'Contracted,Caution',
      gender: '',
      radius: '10',
    });
    expect(parsed).toMatchObject({
      zip: '44106',
      accessibilities: ['Contracted', 'Caution'],
      radius: 10,
      limit: 50,
      page: 1,
      sortBy: 'accessibility',
      sortDirection: 'asc',
    });
    expect(parsed.gender).toBeUndefined();
  });

  it('rejects a radius beyond 100 miles, an unknown label and a short zip', () => {
    expect(providerSearchQuerySchema.safeParse({ zip: '44106', radius: '101' }).success).toBe(false);
    expect(providerSearchQuerySchema.safeParse({ zip: '44106', accessibilities: 'Great' }).success).toBe(
      false,
    );
    expect(providerSearchQuerySchema.safeParse({ zip: '4410' }).success).toBe(false);
  });
});

describe('activeSearchText', () => {
  it('applies search text only when longer than 2 characters, trimmed', () => {
    expect(activeSearchText(' ab ')).toBe('');
    expect(activeSearchText(' abc ')).toBe('abc');
  });
});
