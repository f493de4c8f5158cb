/**
 * The kinds of code the look-up holds: the DRG, APC and HCPCS codes of the imported CMS price
 * files (`benchmark_codes`) and the NUCC provider taxonomy codes (`taxonomies`).
 */
export const lookupCodeTypes = ['DRG', 'APC', 'HCPCS', 'taxonomy'] as const;
export type LookupCodeType = (typeof lookupCodeTypes)[number];

/** The name of each code type on the page. */
export const lookupCodeTypeLabels: Record<LookupCodeType, string> = {
  DRG: 'DRG',
  APC: 'APC',
  HCPCS: 'HCPCS',
  taxonomy: 'NUCC taxonomy',
};

/** Page sizes of the code search. */
export const codePageSizes = [25, 50, 100] as const;

/** The page size of the code search when none is asked for. */
export const codePageSizeDefault = 25;

/** The highest page number the code search accepts (keeps OFFSET bounded). */
export const codePageMax = 10_000;

/** Longest search text accepted, in characters. */
export const codeSearchMaxLength = 100;

/** Texts of the code look-up pages. */
export const codeLookupMessages = {
  pageSize: `Choose ${codePageSizes.join(', ')} rows a page.`,
  page: `Choose a page from 1 to ${String(codePageMax)}.`,
  tooLong: `Use at most ${String(codeSearchMaxLength)} characters.`,
  codeType: `Choose one of ${lookupCodeTypes.map((type) => lookupCodeTypeLabels[type]).join(', ')}.`,
  noCodes: 'No codes match.',
  noImports: 'No reference files have been imported.',
} as const;

/**
 * The words of a search text: split on white space, at most 10, each lower-cased. A code row
 * matches when every word is part of its code or of its description (for a taxonomy code also of
 * its grouping, classification or specialization). `'  Knee  joint '` gives `['knee', 'joint']`.
 */
export function searchWords(text: string | undefined): string[] {
  if (text === undefined) return [];
  return text
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 10);
}
