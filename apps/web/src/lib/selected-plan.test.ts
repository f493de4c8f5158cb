import { describe, expect, it } from 'vitest';
import { readStoredPlanID, settleSelectedPlan, storePlanID } from './selected-plan';
import { storageKeys } from './storage';
import { makePlan } from '../testing/fixtures';

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
