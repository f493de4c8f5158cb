/**
 * Local storage of the web app (accounts spec §3): the anti-forgery token, e-mail, full name,
 * selected plan, the compressed provider-list cache and the portal language (issue 37). Every access tolerates a browser that
 * refuses storage.
 */
export const storageKeys = {
  csrfToken: 'medivi.csrfToken',
  email: 'medivi.email',
  fullName: 'medivi.fullName',
  selectedPlan: 'medivi.selectedPlan',
  providerCachePrefix: 'medivi.providers.',
  /** The portal language this browser chose ('en' or 'es', issue 37). */
  language: 'medivi.language',
  /** A language a visitor chose before signing in, to be stored on the account at sign-in. */
  pendingLanguage: 'medivi.pendingLanguage',
} as const;

type StorageArea = 'localStorage' | 'sessionStorage';

function readFrom(area: StorageArea, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

function writeTo(area: StorageArea, key: string, value: string | null): void {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch {
    // Storage full or refused: the app keeps working without it (a tab value then does not
    // survive a reload).
  }
}

export function readStorage(key: string): string | null {
  return readFrom('localStorage', key);
}

export function writeStorage(key: string, value: string | null): void {
  writeTo('localStorage', key, value);
}

/** Clears local storage except the keys given (logout keeps the full name, spec §4 Session). */
export function clearStorageExcept(keep: readonly string[]): void {
  try {
    const kept = keep.map((key) => [key, window.localStorage.getItem(key)] as const);
    window.localStorage.clear();
    for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value);
  } catch {
    // Nothing to clear.
  }
}

/**
 * Session storage of the web app: kept for one tab and gone with it, never shared with another
 * tab. The password-reset flow's verified name and destination, and the embedded report view's
 * token (docs/decisions/0105), so a reload of that tab keeps them.
 */
export const tabStorageKeys = {
  resetName: 'medivi.passwordReset.name',
  resetDestination: 'medivi.passwordReset.destination',
  reportEmbedTokenPrefix: 'medivi.reportEmbed.',
  /** Unsaved Market Analysis edits of this tab (cost-comparison analysis-draft.ts). */
  analysisDraft: 'medivi.analysisDraft',
} as const;

export function readTabStorage(key: string): string | null {
  return readFrom('sessionStorage', key);
}

export function writeTabStorage(key: string, value: string | null): void {
  writeTo('sessionStorage', key, value);
}

/** Removes this tab's values whose keys start with `prefix` (the report view tokens at logout). */
export function clearTabStorageStartingWith(prefix: string): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, index) =>
      window.sessionStorage.key(index),
    );
    for (const key of keys) if (key?.startsWith(prefix) === true) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
