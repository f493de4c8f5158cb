import type { Plan } from '@medivi/domain';
import { readStorage, storageKeys, writeStorage } from './storage';

/**
 * The plan to select after the plan list loads (accounts spec §4 Plans): the stored selection if
 * it is still in the list, else the only plan when there is exactly one, else none ('').
 */
export function settleSelectedPlan(plans: readonly Plan[], storedPlanID: string | null): string {
  if (storedPlanID !== null && plans.some((plan) => plan.id === storedPlanID)) return storedPlanID;
  if (plans.length === 1) return plans[0]?.id ?? '';
  return '';
}

/** The selected plan kept in local storage (accounts spec §3), or null. */
export function readStoredPlanID(): string | null {
  return readStorage(storageKeys.selectedPlan);
}

/** Keeps the selected plan in local storage; '' removes it. */
export function storePlanID(planID: string): void {
  writeStorage(storageKeys.selectedPlan, planID === '' ? null : planID);
}
