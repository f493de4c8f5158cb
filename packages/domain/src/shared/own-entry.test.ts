import { describe, expect, it } from 'vitest';
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
