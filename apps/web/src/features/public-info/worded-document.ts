import type { InfoDocument } from '@medivi/domain';
import { hasMessage, type Translate } from '../../lib/i18n/i18n';

/**
 * The public information texts the `publicInfo` catalogue words (issue 37, docs/decisions/0125):
 * /FAQ, /privacy, /support, /features, /app and /welcome-member.
 */
export type InfoDocumentKey = 'faq' | 'privacy' | 'support' | 'features' | 'mobileApp' | 'welcomeMember';

/**
 * The catalogue id of each text of `document`, by its place: `publicInfo.<key>.title`,
 * `.intro.<i>`, and per section `.s<i>.heading`, `.s<i>.p<j>` and `.s<i>.item<j>`. The English
 * catalogue holds the domain's text at each id (a test keeps them equal), so the domain stays the
 * source of the wording and the Spanish catalogue follows it place by place.
 */
export function documentIds(document: InfoDocument, key: InfoDocumentKey): InfoDocument {
  const base = `publicInfo.${key}`;
  return {
    title: `${base}.title`,
    intro: document.intro.map((_, index) => `${base}.intro.${String(index)}`),
    sections: document.sections.map((section, index) => {
      const prefix = `${base}.s${String(index)}`;
      return {
        heading: `${prefix}.heading`,
        paragraphs: section.paragraphs.map((_, paragraph) => `${prefix}.p${String(paragraph)}`),
        ...(section.items === undefined
          ? {}
          : { items: section.items.map((_, item) => `${prefix}.item${String(item)}`) }),
      };
    }),
  };
}

/**
 * `document` in the portal's language: each text looked up by its place (`documentIds`); a text
 * the catalogue lacks (its area not loaded) shows as the domain gives it.
 */
export function wordedDocument(document: InfoDocument, key: InfoDocumentKey, _: Translate): InfoDocument {
  const ids = documentIds(document, key);
  const word = (id: string, english: string) => (hasMessage(id) ? _(id) : english);
  return {
    title: word(ids.title, document.title),
    intro: ids.intro.map((id, index) => word(id, document.intro[index] ?? '')),
    sections: ids.sections.map((section, index) => {
      const english = document.sections[index];
      return {
        heading: word(section.heading, english?.heading ?? ''),
        paragraphs: section.paragraphs.map((id, paragraph) => word(id, english?.paragraphs[paragraph] ?? '')),
        ...(section.items === undefined
          ? {}
          : { items: section.items.map((id, item) => word(id, english?.items?.[item] ?? '')) }),
      };
    }),
  };
}
