import { describe, expect, it } from 'vitest';
import { activeText, maskOf, sliceAcross } from './provider-filters.js';

describe('provider filters', () => {
  it('reads a page across label buckets without joining them', () => {
    const buckets = [[1, 2], [3], [], [4, 5, 6]];
    expect(sliceAcross(buckets, 0, 2)).toEqual([1, 2]);
    expect(sliceAcross(buckets, 1, 3)).toEqual([2, 3, 4]);
    expect(sliceAcross(buckets, 3, 10)).toEqual([4, 5, 6]);
    expect(sliceAcross(buckets, 6, 5)).toEqual([]);
  });

  it('pages through a bucket larger than the call stack allows to spread', () => {
    const big = Array.from({ length: 300_000 }, (_, index) => index);
    expect(sliceAcross([big], 299_990, 50)).toHaveLength(10);
  });

  it('masks the selected labels, and every label when none is selected', () => {
    expect(maskOf(undefined)).toBe(0b1111);
    expect(maskOf(['Contracted'])).toBe(0b0001);
    expect(maskOf(['Caution', 'Not Recommended'])).toBe(0b1100);
    expect(maskOf([])).toBe(0);
  });

  it('applies free text only when longer than 2 characters, upper-cased', () => {
    expect(activeText(' ab ')).toBeNull();
    expect(activeText(' Smith ')).toBe('SMITH');
    expect(activeText(undefined)).toBeNull();
  });
});
