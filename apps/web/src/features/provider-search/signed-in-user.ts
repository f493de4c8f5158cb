import { hasRole, type User, type Variant } from '@medivi/domain';

/** The part of the store holding the signed-in user (the session slice of the app shell). */
export interface StateWithSessionUser {
  session: { user: Pick<User, 'roles'> | null };
}

/**
 * The signed-in user's roles (accounts spec §3 User), or null when nobody is signed in. The only
 * place this feature reads the session.
 */
export function selectSignedInRoles(state: StateWithSessionUser): readonly string[] | null {
  return state.session.user?.roles ?? null;
}

/**
 * True when the roles hold the 6dhallplans role of the variant: the user may pick any live plan
 * (cases spec §6, accounts spec §4 Plans).
 */
export function canSeeAllPlans(roles: readonly string[] | null, variant: Variant): boolean {
  return roles !== null && hasRole(roles, variant, '6dhallplans');
}
