import { defaultResetDestination, resetDestinationPath } from '@medivi/domain';
import { readTabStorage, tabStorageKeys, writeTabStorage } from '../../lib/storage';

// What the reset flow keeps for this tab (session storage, gone with the tab): the name of a
// verified reset (spec §4 "stores token and name"; the token is the CSRF token in local storage)
// and where the success page's link leads.

/** Name of the account whose reset link was verified in this tab, or null. */
export function readVerifiedResetName(): string | null {
  return readTabStorage(tabStorageKeys.resetName);
}

export function writeVerifiedResetName(name: string | null): void {
  writeTabStorage(tabStorageKeys.resetName, name);
}

/** Keeps a destination for the success page when it is a path on this site; ignores anything else. */
export function keepResetDestination(value: string | null): void {
  const path = value === null ? null : resetDestinationPath(value, window.location.origin);
  if (path !== null) writeTabStorage(tabStorageKeys.resetDestination, path);
}

/** The destination kept for the success page, or `/` (spec §2 screen 3 "default /"). */
export function readResetDestination(): string {
  const kept = readTabStorage(tabStorageKeys.resetDestination);
  return kept === null ? defaultResetDestination : (resetDestinationPath(kept) ?? defaultResetDestination);
}
