/**
 * Local storage of the web app (accounts spec §3): the anti-forgery token, e-mail, full name,
 * selected plan and the compressed provider-list cache. Every access tolerates a browser that
 * refuses storage.
 */
export const storageKeys = {
  csrfToken: 'medivi.csrfToken',
  email: 'medivi.email',
  fullName: 'medivi.fullName',
  selectedPlan: 'medivi.selectedPlan',
  providerCachePrefix: 'medivi.providers.',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or refused: the app keeps working without it.
  }
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
