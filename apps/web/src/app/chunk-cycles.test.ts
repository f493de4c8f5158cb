import { describe, expect, it } from 'vitest';
import { findChunkCycles } from '../../chunk-cycles';

describe('findChunkCycles', () => {
  it('finds no cycle in a graph whose imports all point one way', () => {
    const chunks = [
      { fileName: 'index.js', imports: ['react.js', 'router.js'] },
      { fileName: 'router.js', imports: ['react.js', 'paths.js'] },
      { fileName: 'paths.js', imports: [] },
      { fileName: 'react.js', imports: [] },
    ];
    expect(findChunkCycles(chunks)).toEqual([]);
  });

  it('names the chunks of each loop, also a long one and one importing itself', () => {
    const chunks = [
      { fileName: 'index.js', imports: ['start-up.js'] },
      { fileName: 'start-up.js', imports: ['shared.js', 'react.js'] },
      { fileName: 'shared.js', imports: ['start-up.js'] },
      { fileName: 'a.js', imports: ['b.js'] },
      { fileName: 'b.js', imports: ['c.js'] },
      { fileName: 'c.js', imports: ['a.js', 'react.js'] },
      { fileName: 'self.js', imports: ['self.js'] },
      { fileName: 'react.js', imports: [] },
    ];
    expect(findChunkCycles(chunks)).toEqual([
      ['shared.js', 'start-up.js'],
      ['a.js', 'b.js', 'c.js'],
      ['self.js'],
    ]);
  });

  it('ignores imports of files outside the bundle', () => {
    expect(findChunkCycles([{ fileName: 'index.js', imports: ['https://cdn.example/x.js'] }])).toEqual([]);
  });
});
