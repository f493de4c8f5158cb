/*
 * What the Spanish page tests of issue 37 share (docs/decisions/0125): the English an area must not
 * leave on a Spanish page, and every text a person reads or hears there.
 */

/**
 * The messages of an area's English catalogue that must not show on a Spanish page: whole
 * messages without placeholders, and not those the area's Spanish catalogue words alike (such as
 * 'Plan').
 * @param english The area's English catalogue (`locales/en/<area>.json`), id to message.
 * @param spanish The same area's Spanish catalogue.
 */
export function untranslatedEnglish(
  english: Readonly<Record<string, string>>,
  spanish: Readonly<Record<string, string>>,
): string[] {
  return Object.entries(english)
    .filter(([id, text]) => !text.includes('{') && spanish[id] !== text)
    .map(([, text]) => text);
}

/**
 * Every text a person reads or hears in `container` (the whole document by default): its text,
 * and the accessible names, values and titles its elements carry (`aria-label`, `aria-valuetext`,
 * `title`), one per line.
 */
export function readableTexts(container: ParentNode = document.body): string {
  const names = [...container.querySelectorAll('[aria-label], [aria-valuetext], [title]')].map((element) =>
    ['aria-label', 'aria-valuetext', 'title'].map((name) => element.getAttribute(name) ?? '').join(' '),
  );
  return [container.textContent, ...names].join('\n');
}

/**
 * Those of `candidates` (English texts, from `untranslatedEnglish`) that `texts` holds as whole
 * words: 'or' is not found in 'por', nor 'Email' in a longer word.
 */
export function foundAsWords(candidates: readonly string[], texts: string): string[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return candidates.filter((text) =>
    new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, 'u').test(texts),
  );
}
