import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueAreas, startUpAreas } from '../../lingui.config';
import { messages as englishMessages } from './en';
import { messages as spanishMessages } from './es';
import { catalogueProblems, type Catalogues } from './testing/check-catalogues';

const localesDir = dirname(fileURLToPath(import.meta.url));

/** The catalogues on disk: every `<language>/<area>.json`. */
function readCatalogues(): Catalogues {
  const catalogues: Catalogues = {};
  for (const language of ['en', 'es']) {
    const files = readdirSync(join(localesDir, language)).filter((file) => file.endsWith('.json'));
    catalogues[language] = Object.fromEntries(
      files.map((file) => [
        basename(file, '.json'),
        JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as Record<string, string>,
      ]),
    );
  }
  return catalogues;
}

describe('message catalogues (issue 37)', () => {
  it('have every message in English and Spanish, with the same placeholders, plurals with other', () => {
    expect(catalogueProblems(readCatalogues(), 'en')).toEqual([]);
  });

  it('have one file per area of the Lingui configuration in each language, all loaded', () => {
    const catalogues = readCatalogues();
    for (const language of ['en', 'es']) {
      expect(Object.keys(catalogues[language] ?? {}).sort()).toEqual([...catalogueAreas].sort());
    }
    const ids = Object.values(catalogues.en ?? {}).flatMap((catalogue) => Object.keys(catalogue));
    const startUpIds = startUpAreas.flatMap((area) => Object.keys(catalogues.en?.[area] ?? {}));
    // English at start-up holds its areas alone; the others load with their pages (load-<area>.ts).
    expect(Object.keys(englishMessages).sort()).toEqual([...startUpIds].sort());
    expect(Object.keys(spanishMessages).sort()).toEqual([...ids].sort());
    const areaLoaders = readdirSync(join(localesDir, 'en')).filter((file) => file.startsWith('load-'));
    expect(areaLoaders.sort()).toEqual(
      catalogueAreas
        .filter((area) => !(startUpAreas as readonly string[]).includes(area))
        .map((area) => `load-${area}.ts`)
        .sort(),
    );
  });

  it('finds a message missing in one language', () => {
    const problems = catalogueProblems(
      { en: { auth: { 'auth.a': 'A', 'auth.b': 'B' } }, es: { auth: { 'auth.a': 'A' } } },
      'en',
    );
    expect(problems).toEqual(['es/auth: auth.b is missing']);
  });

  it('finds placeholders that differ between languages, inside plurals too', () => {
    const problems = catalogueProblems(
      {
        en: { auth: { 'auth.wait': '{minutes, plural, one {# minute} other {# minutes for {name}}}' } },
        es: { auth: { 'auth.wait': '{minutes, plural, one {# minuto} other {# minutos}}' } },
      },
      'en',
    );
    expect(problems).toEqual([
      'es/auth: auth.wait has placeholders {minutes} where en has {minutes}, {name}',
    ]);
  });

  it("finds a plural without 'other', a message that is not ICU and an id outside its area", () => {
    const problems = catalogueProblems(
      {
        en: {
          auth: { 'auth.count': '{n, plural, one {# file}}', 'auth.broken': 'Hello {name', 'shell.x': 'X' },
        },
      },
      'en',
    );
    expect(problems).toContain("en/auth: auth.count has a plural or select on {n} without 'other'");
    expect(problems.some((problem) => problem.startsWith('en/auth: auth.broken is not an ICU message'))).toBe(
      true,
    );
    expect(problems).toContain('en/auth: shell.x is not named auth.…');
  });
});
