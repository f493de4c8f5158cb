import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, readCatalogues as readCataloguesIn } from '../../../../tools/check-catalogues.js';
import { catalogueAreas, pageAreas, startUpAreas } from '../../lingui.config';
import { pageAreaCatalogues } from '../lib/i18n/page-areas';
import { messages as englishMessages } from './en';
import { messages as spanishMessages } from './es';

const localesDir = dirname(fileURLToPath(import.meta.url));

/** The catalogues on disk: every `<language>/<area>.json`. */
function readCatalogues() {
  return readCataloguesIn(localesDir, ['en', 'es']);
}

describe('message catalogues (issue 37)', () => {
  it('have every message in English and Spanish, with the same placeholders, plurals with other', () => {
    expect(catalogueProblems(readCatalogues(), 'en')).toEqual([]);
  });

  it('have one file per area of the Lingui configuration in each language, all loaded', async () => {
    const catalogues = readCatalogues();
    for (const language of ['en', 'es']) {
      expect(Object.keys(catalogues[language] ?? {}).sort()).toEqual([...catalogueAreas].sort());
    }
    const idsOf = (areas: readonly string[]) =>
      areas.flatMap((area) => Object.keys(catalogues.en?.[area] ?? {})).sort();
    // The start-up areas are in the first download, and only they.
    expect(Object.keys(englishMessages).sort()).toEqual(idsOf(startUpAreas));
    expect(Object.keys(spanishMessages).sort()).toEqual(idsOf(startUpAreas));
    // Each page area has a loader per language that gives that area's messages.
    expect(Object.keys(pageAreaCatalogues).sort()).toEqual([...pageAreas].sort());
    for (const area of pageAreas) {
      for (const language of ['en', 'es'] as const) {
        const { messages } = await pageAreaCatalogues[area][language]();
        expect(Object.keys(messages).sort(), `${language}/${area}`).toEqual(idsOf([area]));
      }
    }
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
