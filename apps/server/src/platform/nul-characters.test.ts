import { describe, expect, it } from 'vitest';
import { nulCharacterPath } from './nul-characters.js';

describe('nulCharacterPath', () => {
  it('finds U+0000 in a text, a nested text or a key, and names where', () => {
    expect(nulCharacterPath('a\u0000b')).toBe('');
    expect(nulCharacterPath({ id: 'a\u0000b' })).toBe('id');
    expect(nulCharacterPath({ description: { city: ['x', 'y\u0000'] } })).toBe('description.city.1');
    expect(nulCharacterPath({ 'k\u0000': 1 })).toBe('k\u0000');
  });

  it('passes texts without it, other values and nothing', () => {
    expect(nulCharacterPath({ id: 'ab', n: 0, t: true, list: ['%00', '\\u0000'] })).toBeNull();
    expect(nulCharacterPath(undefined)).toBeNull();
    expect(nulCharacterPath(null)).toBeNull();
  });
});
