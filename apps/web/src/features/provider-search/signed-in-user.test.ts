import { describe, expect, it } from 'vitest';
import { canSeeAllPlans, selectSignedInRoles } from './signed-in-user';
describe('signed-in user', () => {
  it('reads the roles of the session user', () => {
    expect(selectSignedInRoles({ session: { user: { roles: ['medivi-read'] } } })).toEqual(['medivi-read']);
    expect(selectSignedInRoles({ session: { user: null } })).toBeNull();
  });

  it('lets only the 6dhallplans role of the variant see every live plan', () => {
    expect(canSeeAllPlans(['medivi-read', 'medivi-6dhallplans'], 'medivi')).toBe(true);
    expect(canSeeAllPlans(['medivi-read'], 'medivi')).toBe(false);
    expect(canSeeAllPlans(['medivi-6dhallplans'], 'claims')).toBe(false);
    expect(canSeeAllPlans(null, 'medivi')).toBe(false);
  });
});
