import type { InfoDocument, Language } from '@medivi/domain';
import { serverText, type ServerTextId } from '../../platform/i18n/server-text.js';

/**
 * The public documents' texts in a language (issue 37, docs/decisions/0126), from the server's
 * `publicDocuments` catalogue, looked up by each text's place in the domain's document:
 * `publicDocuments.<name>.title`, `.intro.<i>`, and per section `.s<i>.heading`, `.s<i>.p<j>`,
 * `.s<i>.item<j>` — the places of the web's `publicInfo` catalogue (`worded-document.ts`). The
 * English catalogue holds the domain's text at every place and the Spanish the web's Spanish, and
 * a test keeps both so, so the PDF and the page say the same.
 */

/** The documents the catalogue words. */
export type WordedDocumentName = 'privacy' | 'support';

/** `document` (the domain's `privacyDocument` or `supportDocument`, named `name`) in `language`. */
export function infoDocumentIn(
  language: Language,
  name: WordedDocumentName,
  document: InfoDocument,
): InfoDocument {
  const word = (place: string) => serverText(language, `publicDocuments.${name}.${place}` as ServerTextId);
  return {
    title: word('title'),
    intro: document.intro.map((_, index) => word(`intro.${String(index)}`)),
    sections: document.sections.map((section, index) => {
      const prefix = `s${String(index)}`;
      return {
        heading: word(`${prefix}.heading`),
        paragraphs: section.paragraphs.map((_, paragraph) => word(`${prefix}.p${String(paragraph)}`)),
        ...(section.items === undefined
          ? {}
          : { items: section.items.map((_, item) => word(`${prefix}.item${String(item)}`)) }),
      };
    }),
  };
}
