import {
  featuresDocument,
  type InfoDocument,
  mobileAppDocument,
  privacyDocument,
  supportDocument,
  welcomeMemberDocument,
} from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import english from '../../locales/en/publicInfo.json';
import spanish from '../../locales/es/publicInfo.json';
import { faqDocument } from './faq-content';
import { documentIds, type InfoDocumentKey } from './worded-document';

const documents: Record<InfoDocumentKey, InfoDocument> = {
  faq: faqDocument,
  privacy: privacyDocument,
  support: supportDocument,
  features: featuresDocument,
  mobileApp: mobileAppDocument,
  welcomeMember: welcomeMemberDocument,
};

/** Each text of `document` with its id, in reading order. */
function textsById(document: InfoDocument, key: InfoDocumentKey): [string, string][] {
  const ids = documentIds(document, key);
  return [
    [ids.title, document.title],
    ...ids.intro.map((id, index): [string, string] => [id, document.intro[index] ?? '']),
    ...ids.sections.flatMap((section, index) => {
      const text = document.sections[index];
      return [
        [section.heading, text?.heading ?? ''] as [string, string],
        ...section.paragraphs.map((id, paragraph): [string, string] => [
          id,
          text?.paragraphs[paragraph] ?? '',
        ]),
        ...(section.items ?? []).map((id, item): [string, string] => [id, text?.items?.[item] ?? '']),
      ];
    }),
  ];
}

describe('the public information texts in the catalogue (issue 37)', () => {
  it.each(Object.keys(documents) as InfoDocumentKey[])(
    "holds the domain's English of %s, place by place, and nothing else under its key",
    (key) => {
      const expected = Object.fromEntries(textsById(documents[key], key));
      const catalogued = Object.fromEntries(
        Object.entries(english).filter(([id]) => id.startsWith(`publicInfo.${key}.`)),
      );
      expect(catalogued).toEqual(expected);
    },
  );

  it('words every place in Spanish, differently from the English where the text is a sentence', () => {
    for (const [key, document] of Object.entries(documents) as [InfoDocumentKey, InfoDocument][]) {
      for (const [id, text] of textsById(document, key)) {
        const worded = (spanish as Record<string, string>)[id];
        expect(worded, id).toBeTypeOf('string');
        if (text.split(' ').length > 3) expect(worded, id).not.toBe(text);
      }
    }
  });
});
