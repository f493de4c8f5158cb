import { hasRole, isCaseMember, limitedAccessLevel, type User, type Variant } from '@medivi/domain';

/**
 * True when Account Settings shows Dependent Members: case members without 'Limited Access'
 * (accounts spec §2 screen 12, §4 Session). The server applies the same rule.
 */
export function canManageDependents(user: User, variant: Variant): boolean {
  return isCaseMember(user.roles, variant) && user.accessLevel !== limitedAccessLevel;
}

/** True when the user loads every live plan (6dhallplans role, accounts spec §4 Plans). */
export function seesAllPlans(user: User, variant: Variant): boolean {
  return hasRole(user.roles, variant, '6dhallplans');
}

/** True when ADD PLAN shows: the member ID is not empty (accounts spec §2 screen 12). */
export function canAddPlan(user: User): boolean {
  return (user.memberID ?? '').trim() !== '';
}

/** The part of the store holding the Provider Search zip (its slice, read by shape only). */
export interface StateWithProviderSearchZip {
  providerSearch?: { zipCode: string };
}

/** The zip selected in Provider Search, sent with ADD PLAN (accounts spec §7), or ''. */
export function selectProviderSearchZip(state: StateWithProviderSearchZip): string {
  const zip = state.providerSearch?.zipCode ?? '';
  return /^\d{5}$/.test(zip) ? zip : '';
}
