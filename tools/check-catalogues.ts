import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';

/** A catalogue: message id to ICU message. */
export type Catalogue = Record<string, string>;

/** Every area's catalogue of every language: `catalogues[language][area]`. */
export type Catalogues = Record<string, Record<string, Catalogue>>;

interface MessageShape {
  /** Names of the message's placeholders (`{name}`, `{count, plural, …}`), sorted. */
  placeholders: string[];
  /** The plural, selectordinal and select placeholders that have no `other` case. */
  withoutOther: string[];
}

function collect(tokens: readonly Token[], shape: { placeholders: Set<string>; withoutOther: Set<string> }) {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') shape.placeholders.add(token.arg);
    if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
      shape.placeholders.add(token.arg);
      if (!token.cases.some((selectCase) => selectCase.key === 'other')) shape.withoutOther.add(token.arg);
      for (const selectCase of token.cases) collect(selectCase.tokens, shape);
    }
  }
}

/** The placeholders of an ICU `message`. @throws the parser's error for a message that is not ICU. */
export function shapeOf(message: string): MessageShape {
  const shape = { placeholders: new Set<string>(), withoutOther: new Set<string>() };
  // `strict: false` keeps `#` as plural's number and leaves apostrophes as ICU escapes.
  collect(parse(message), shape);
  return { placeholders: [...shape.placeholders].sort(), withoutOther: [...shape.withoutOther].sort() };
}

/**
 * The problems of a set of catalogues (issue 37, docs/decisions/0125 and 0126: the web app's and
 * the server's), one line each, empty when
 * none: an area missing in a language, a message id missing in a language or named outside its
 * area (`auth.…` in auth.json), a message that is not ICU, placeholders that differ from the
 * source language's, and a plural or select without `other`.
 */
export function catalogueProblems(catalogues: Catalogues, sourceLanguage: string): string[] {
  const problems: string[] = [];
  const source = catalogues[sourceLanguage] ?? {};
  const languages = Object.keys(catalogues);
  const areas = new Set(languages.flatMap((language) => Object.keys(catalogues[language] ?? {})));
  for (const area of areas) {
    const ids = new Set(languages.flatMap((language) => Object.keys(catalogues[language]?.[area] ?? {})));
    for (const language of languages) {
      const catalogue = catalogues[language]?.[area];
      if (catalogue === undefined) {
        problems.push(`${language}: no catalogue for area ${area}`);
        continue;
      }
      for (const id of ids) {
        const message = catalogue[id];
        if (message === undefined) {
          problems.push(`${language}/${area}: ${id} is missing`);
          continue;
        }
        if (!id.startsWith(`${area}.`)) problems.push(`${language}/${area}: ${id} is not named ${area}.…`);
        let shape: MessageShape;
        try {
          shape = shapeOf(message);
        } catch (error) {
          problems.push(`${language}/${area}: ${id} is not an ICU message (${(error as Error).message})`);
          continue;
        }
        for (const arg of shape.withoutOther) {
          problems.push(`${language}/${area}: ${id} has a plural or select on {${arg}} without 'other'`);
        }
        const sourceMessage = source[area]?.[id];
        if (language === sourceLanguage || sourceMessage === undefined) continue;
        let sourceShape: MessageShape;
        try {
          sourceShape = shapeOf(sourceMessage);
        } catch {
          continue;
        }
        if (sourceShape.placeholders.join(',') !== shape.placeholders.join(',')) {
          problems.push(
            `${language}/${area}: ${id} has placeholders {${shape.placeholders.join('}, {')}} where ${sourceLanguage} has {${sourceShape.placeholders.join('}, {')}}`,
          );
        }
      }
    }
  }
  return problems;
}

/**
 * The catalogues under `localesDir`: every `<language>/<area>.json` of each of `languages`, read
 * from disk as a translator left them (Lingui JSON, minimal style).
 * @throws the file system's or JSON's error for a missing folder or a file that is not JSON.
 */
export function readCatalogues(localesDir: string, languages: readonly string[]): Catalogues {
  const catalogues: Catalogues = {};
  for (const language of languages) {
    const files = readdirSync(join(localesDir, language)).filter((file) => file.endsWith('.json'));
    catalogues[language] = Object.fromEntries(
      files.map((file) => [
        basename(file, '.json'),
        JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as Catalogue,
      ]),
    );
  }
  return catalogues;
}
