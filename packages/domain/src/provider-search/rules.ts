import type { Recommendation } from '../shared/providers.js';

/**
 * Provider Search rules and constants (cases-and-provider-search spec §5 Provider search, §9). The
 * recommendations and entity types, which provider experience shares, are in shared/providers.ts.
 */

/** Accessibility labels in filter order (spec §9). `Recommended` is only ever a second label. */
export const accessibilityLabels = ['Contracted', 'Unknown', 'Caution', 'Not Recommended'] as const;
export type AccessibilityLabel = (typeof accessibilityLabels)[number];

/** Second label of a provider contracted with the selected plan (spec §9). */
export const recommendedLabel = 'Recommended';

/**
 * The accessibility label of a provider for the selected plan. An active provider-experience
 * record wins over a partner-plan contract, so a warning is never hidden: CAUTION gives Caution,
 * UNFRIENDLY and DELISTED give Not Recommended; otherwise a contract with the selected plan gives
 * Contracted (and Recommended as second label); otherwise Unknown. See
 * docs/decisions/0003-accessibility-labels.md.
 */
export function accessibilityLabel(
  recommendation: Recommendation | null,
  isContracted: boolean,
): AccessibilityLabel {
  if (recommendation === 'CAUTION') return 'Caution';
  if (recommendation === 'UNFRIENDLY' || recommendation === 'DELISTED') return 'Not Recommended';
  return isContracted ? 'Contracted' : 'Unknown';
}

/** Tooltip text of each label (spec §9 fixed texts). */
export const labelTooltips: Record<AccessibilityLabel, string> = {
  Contracted: 'Contracted Provider',
  Unknown: 'No significant Access Issues known.',
  Caution: 'Provider has a history of denying access',
  'Not Recommended': 'Provider has a history of denying access',
};

/** Card border colour of each label (spec §9): green, grey, yellow, red. */
export const labelColours: Record<AccessibilityLabel, 'success' | 'grey' | 'warning' | 'error'> = {
  Contracted: 'success',
  Unknown: 'grey',
  Caution: 'warning',
  'Not Recommended': 'error',
};

/** Radius slider bounds and default, miles (spec §9). 0 means within the zip code. */
export const radiusMinMiles = 0;
export const radiusMaxMiles = 100;
export const radiusDefaultMiles = 25;

/** Page sizes offered; the first is the default (spec §9). */
export const providerPageSizes = [50, 75, 100] as const;
export const providerPageSizeDefault = 50;

/** Bounds of a search query's page size and page number (spec §7). */
export const providerSearchLimitMax = 100;
export const providerSearchPageMax = 100_000;

/** Longest plan id, and longest provider type, specialty or joined labels, a query carries. */
export const planIdMaxLength = 64;
export const filterValueMaxLength = 200;

/** A zip code as the API takes it: 5 digits (spec §5). */
export const zipPattern = /^\d{5}$/;

/** Free text applies only when longer than this many characters (spec §5). */
export const searchTextMinExclusive = 2;
export const searchTextMaxLength = 100;

/** Debounce of the free-text search and of radius changes, ms (spec §7 notes). */
export const searchDebounceMs = 500;

/** Delay and fade of the loading spinner, ms (spec §2 Provider Search). */
export const spinnerDelayMs = 400;
export const spinnerFadeMs = 300;

/** Sort criteria and directions (spec §9). */
export const sortCriteria = ['distance', 'accessibility', 'name'] as const;
export type SortCriterion = (typeof sortCriteria)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];
export const defaultSort = { sortBy: 'accessibility', sortDirection: 'asc' } as const;
/** Clear sets accessibility descending (spec §4 Provider search). */
export const clearedSort = { sortBy: 'accessibility', sortDirection: 'desc' } as const;

/** Gender codes (empty = all) (spec §3); the entity types are in shared/providers.ts. */
export const genderCodes = ['M', 'F'] as const;
export type GenderCode = (typeof genderCodes)[number];

/** Provider Type shown for a provider without a NUCC taxonomy code. */
export const unclassifiedCategory = 'Unclassified';

/** Zip field messages (spec §5, §8). */
export const zipMessages = {
  required: 'Required',
  fiveDigits: 'Must be 5 digits',
} as const;

/** Strips non-digits and keeps at most 5 (spec §5: digits only, max 5). */
export function normalizeZipInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, 5);
}

/** The zip field's message, or null when the zip has 5 digits and can go to the server. */
export function zipInputError(zip: string): string | null {
  if (zip.length === 0) return zipMessages.required;
  if (!zipPattern.test(zip)) return zipMessages.fiveDigits;
  return null;
}

/** Formats a 10-digit phone as (xxx) xxx-xxxx; anything else is not shown (spec §5). */
export function formatPhone(phone: string | null | undefined): string | null {
  if (phone == null || !/^\d{10}$/.test(phone)) return null;
  return `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
}

/**
 * Distance text of a card (spec §9): 0 miles is within the zip code, up to 5 miles is within 5
 * miles, otherwise '~ N miles away' with N rounded to the nearest 5.
 */
export function distanceLabel(miles: number): string {
  const band = distanceBand(miles);
  if (band.kind === 'zip') return 'Within your zip code';
  if (band.kind === 'within') return `Within ${String(band.miles)} miles`;
  return `~ ${String(band.miles)} miles away`;
}

/** A card's distance (spec §9) for a text in any language: `distanceLabel`'s three cases, in miles. */
export type DistanceBand = { kind: 'zip' } | { kind: 'within'; miles: 5 } | { kind: 'about'; miles: number };

/** `miles` as `distanceLabel` words it: within the zip code, within 5 miles, or about N miles (N a multiple of 5). */
export function distanceBand(miles: number): DistanceBand {
  if (miles <= 0) return { kind: 'zip' };
  if (miles <= 5) return { kind: 'within', miles: 5 };
  return { kind: 'about', miles: Math.round(miles / 5) * 5 };
}

/** The empty-results message, with the search-text clause when text is active (spec §2). */
export function noProvidersMessage(searchText: string): string {
  const text = activeSearchText(searchText);
  return text !== ''
    ? `No providers found with given filters and search text of "${text}"`
    : 'No providers found with given filters';
}

/** Great-circle distance in miles between two points given in degrees (haversine). */
export function greatCircleMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const earthRadiusMiles = 3958.7613;
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLon = (lon2 - lon1) * toRad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A map link for an address (spec §2: map link built from the address). */
export function mapLink(parts: readonly (string | null | undefined)[]): string {
  const query = parts.filter((part): part is string => part != null && part.trim() !== '').join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The free text that applies: trimmed, and only when longer than 2 characters (cases spec §5); else ''. */
export function activeSearchText(searchInput: string): string {
  const text = searchInput.trim();
  return text.length > searchTextMinExclusive ? text : '';
}
