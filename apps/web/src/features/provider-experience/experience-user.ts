import { hasRole, type User, type Variant } from '@medivi/domain';

/** True when the user may insert and update (medivi-updateproviderexperience, cases spec §6). */
export function canWriteProviderExperience(user: User, variant: Variant): boolean {
  return hasRole(user.roles, variant, 'updateproviderexperience');
}
