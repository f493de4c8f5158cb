import { hasRole, type User, type Variant } from '@medivi/domain';

/** The part of the store holding the signed-in user (read by shape; features stay apart). */
export interface StateWithSessionUser {
  session: { user: User | null };
}

/** The signed-in user, or null. */
export function selectExperienceUser(state: StateWithSessionUser): User | null {
  return state.session.user;
}

/** True when the user may insert and update (medivi-updateproviderexperience, cases spec §6). */
export function canWriteProviderExperience(user: User, variant: Variant): boolean {
  return hasRole(user.roles, variant, 'updateproviderexperience');
}
