import { readFileSync } from 'node:fs';
import { privacyDocument, supportDocument, type InfoDocument } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { infoDocumentIn, type WordedDocumentName } from './public-document-words.js';

/** The web's Spanish of the same pages (`publicInfo` area), which the PDFs must say alike. */
const webSpanish = JSON.parse(
  readFileSync(new URL('../../../../web/src/locales/es/publicInfo.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** Every text of `document` with its place (`title`, `intro.0`, `s1.p0`, `s0.item2`). */
function placesOf(document: InfoDocument): [string, string][] {
  return [
    ['title', document.title],
    ...document.intro.map((text, index): [string, string] => [`intro.${String(index)}`, text]),
    ...document.sections.flatMap((section, index): [string, string][] => [
      [`s${String(index)}.heading`, section.heading],
      ...section.paragraphs.map((text, p): [string, string] => [`s${String(index)}.p${String(p)}`, text]),
      ...(section.items ?? []).map((text, i): [string, string] => [
        `s${String(index)}.item${String(i)}`,
        text,
      ]),
    ]),
  ];
}

const documents: [WordedDocumentName, InfoDocument][] = [
  ['privacy', privacyDocument],
  ['support', supportDocument],
];

describe('the public documents in each language (issue 37)', () => {
  it.each(documents)("words %s in English as the domain's text, place by place", (name, document) => {
    expect(infoDocumentIn('en', name, document)).toEqual(document);
  });

  it.each(documents)("words %s in Spanish as the web's /privacy and /support pages do", (name, document) => {
    const spanish = placesOf(infoDocumentIn('es', name, document));
    const english = placesOf(document);
    expect(spanish.map(([place]) => place)).toEqual(english.map(([place]) => place));
    for (const [index, [place, text]] of spanish.entries()) {
      expect(text, place).toBe(webSpanish[`publicInfo.${name}.${place}`]);
      expect(text, place).not.toBe(english[index]?.[1]);
    }
  });
});
