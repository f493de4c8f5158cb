import { describe, expect, it } from 'vitest';
import { caseStatusDetailLabel } from '../cases/rules.js';
import { hasOwnEntry, ownEntry } from './own-entry.js';

const labels = { Resolved: 'Resolved', Withdrawn: 'Withdrawn by the member' };

describe('ownEntry', () => {
  it('finds own entries', () => {
    expect(ownEntry(labels, 'Resolved')).toBe('Resolved');
    expect(hasOwnEntry(labels, 'Withdrawn')).toBe(true);
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'])(
    'never answers the inherited member %s',
    (key) => {
      expect(ownEntry(labels, key)).toBeUndefined();
      expect(hasOwnEntry(labels, key)).toBe(false);
    },
  );
});

describe('caseStatusDetailLabel with inherited names', () => {
  it.each([
    ['Processing', 'toString'],
    ['Processing', 'constructor'],
    ['__proto__', 'constructor'],
    ['__proto__', 'toString'],
    ['constructor', 'name'],
    ['hasOwnProperty', 'length'],
  ])('answers null for status %s and detail %s', (status, detail) => {
    expect(caseStatusDetailLabel(status, detail)).toBeNull();
  });

  it('still labels a known detail', () => {
    expect(caseStatusDetailLabel('Processing', 'ProviderNegotiation')).toBe('Negotiating with the provider');
  });
});
