import type { User } from '@medivi/domain';

/** The part of the store holding the signed-in user (the session slice of the app shell). */
interface StateWithSessionUser {
  session: { user: User | null };
}

/** The signed-in user, or null. The only place this feature reads the session. */
export function selectAccountUser(state: StateWithSessionUser): User | null {
  return state.session.user;
}
