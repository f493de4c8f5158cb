import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage';
import { readStoredPlanID, settleSelectedPlan, storePlanID } from './selected-plan';
import { canSeeAllPlans, selectSignedInRoles } from './signed-in-user';
import { makePlan } from './testing/fixtures';

const plans = [makePlan({ id: 'plan-1' }), makePlan({ id: 'plan-2', name: 'Other plan' })];

describe('selected plan', () => {
  it('keeps the stored plan when it is still in the list', () => {
    expect(settleSelectedPlan(plans, 'plan-2')).toBe('plan-2');
  });

  it('selects the only plan', () => {
    expect(settleSelectedPlan([makePlan({ id: 'solo' })], null)).toBe('solo');
    expect(settleSelectedPlan([makePlan({ id: 'solo' })], 'gone')).toBe('solo');
  });

  it('clears the selection otherwise', () => {
    expect(settleSelectedPlan(plans, 'gone')).toBe('');
    expect(settleSelectedPlan(plans, null)).toBe('');
    expect(settleSelectedPlan([], 'plan-1')).toBe('');
  });

  it('persists the selection in local storage and removes it when cleared', () => {
    storePlanID('plan-2');
    expect(window.localStorage.getItem(storageKeys.selectedPlan)).toBe('plan-2');
    expect(readStoredPlanID()).toBe('plan-2');
    storePlanID('');
    expect(readStoredPlanID()).toBeNull();
  });
});

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
