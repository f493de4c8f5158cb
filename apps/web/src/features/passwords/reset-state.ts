import { defaultResetDestination, resetDestinationPath } from '@medivi/domain';

/**
 * What the reset flow keeps for this tab (session storage, gone with the tab): the name of a
 * verified reset (spec §4 "stores token and name"; the token is the CSRF token in local storage)
 * and where the success page's link leads.
 */
const keys = {
  resetName: 'medivi.passwordReset.name',
  destination: 'medivi.passwordReset.destination',
} as const;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused: the flow still works, with the default destination.
  }
}

/** Name of the account whose reset link was verified in this tab, or null. */
export function readVerifiedResetName(): string | null {
  return read(keys.resetName);
}

export function writeVerifiedResetName(name: string | null): void {
  write(keys.resetName, name);
}

/** Keeps a destination for the success page when it is a path on this site; ignores anything else. */
export function keepResetDestination(value: string | null): void {
  const path = value === null ? null : resetDestinationPath(value, window.location.origin);
  if (path !== null) write(keys.destination, path);
}

/** The destination kept for the success page, or `/` (spec §2 screen 3 "default /"). */
export function readResetDestination(): string {
  const kept = read(keys.destination);
  return kept === null ? defaultResetDestination : (resetDestinationPath(kept) ?? defaultResetDestination);
}
