import { normalizeState, normalizeZip, type UsZip } from './normalize.js';

/** A checked US practice location: state (or null when the file gives none) and zip. */
export interface PracticeLocation {
  state: string | null;
  zip: UsZip;
}

/**
 * Checks the state and zip of a practice address. A state that is not a US state, territory or
 * military code (CMS files use ZZ for a foreign address and XX for an unknown one) and a zip that
 * is not a US zip are bad rows: search places providers by zip, so a row without one cannot be
 * shown anywhere.
 */
export function checkPracticeLocation(rawState: string, rawZip: string): PracticeLocation | string {
  const state = normalizeState(rawState);
  if (state === null) return `state "${rawState}" is not a US state, territory or military code`;
  if (rawZip === '') return 'missing zip';
  const zip = normalizeZip(rawZip);
  if (zip === null) return `invalid zip "${rawZip}"`;
  return { state: state ?? null, zip };
}

/** An entity type code: '1' individual, '2' organization; null for anything else. */
export function entityTypeOf(raw: string): '1' | '2' | null {
  return raw === '1' || raw === '2' ? raw : null;
}
