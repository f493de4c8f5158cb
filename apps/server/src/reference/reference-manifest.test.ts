import { describe, expect, it } from 'vitest';
import { importKey } from './import-runs.js';
import { type ManifestFile, planImports } from './reference-manifest.js';

function file(name: string, writesProviders: boolean): ManifestFile & { fingerprint: string } {
  return { path: `data/${name}`, name, writesProviders, fingerprint: `fp-${name}` };
}

const files = [
  file('zip.csv', false),
  file('taxonomy.csv', false),
  file('medicare.csv', true),
  file('dac.csv', true),
  file('nppes.csv', true),
];

describe('first-start import plan', () => {
  it('imports every file in the fixed order on a fresh database', () => {
    expect(planImports(files, new Set()).map((step) => step.file.name)).toEqual([
      'zip.csv',
      'taxonomy.csv',
      'medicare.csv',
      'dac.csv',
      'nppes.csv',
    ]);
  });

  it('imports nothing when every file was imported with the same fingerprint', () => {
    const done = new Set(files.map((f) => importKey(f.name, f.fingerprint)));
    expect(planImports(files, done)).toEqual([]);
  });

  it('re-applies the more authoritative provider files after a changed one', () => {
    const done = new Set(files.map((f) => importKey(f.name, f.fingerprint)));
    done.delete(importKey('dac.csv', 'fp-dac.csv'));
    expect(planImports(files, done).map((step) => [step.file.name, step.reason])).toEqual([
      ['dac.csv', 'new'],
      ['nppes.csv', 'reapplied'],
    ]);
  });

  it('does not re-apply provider files after a changed zip file', () => {
    const done = new Set(files.map((f) => importKey(f.name, f.fingerprint)));
    done.delete(importKey('zip.csv', 'fp-zip.csv'));
    expect(planImports(files, done).map((step) => step.file.name)).toEqual(['zip.csv']);
  });
});
