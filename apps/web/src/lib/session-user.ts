import type { User } from '@medivi/domain';

/**
 * The part of the store holding the signed-in user: the session slice of the app shell, read by
 * its shape so that features and components need not import the store.
 */
export interface StateWithSessionUser {
  session: { user: User | null };
}

/** The signed-in user (accounts spec §3 User), or null when nobody is signed in. */
export function selectSessionUser(state: StateWithSessionUser): User | null {
  return state.session.user;
}
