import { useEffect } from 'react';
import type { Plan } from '@medivi/domain';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useVariant } from '../../lib/variant';
import { useGetLivePlansForProvidersQuery, useGetProviderSearchPlansQuery } from './provider-search-api';
import { plansSettled, selectProviderSearch } from './provider-search-slice';
import { readStoredPlanID, settleSelectedPlan, storePlanID } from '../../lib/selected-plan';
import { canSeeAllPlans, selectSignedInRoles } from './signed-in-user';

const noPlans: readonly Plan[] = [];

/** The plans a member may search with, and the selected one. */
export interface SearchPlans {
  plans: readonly Plan[];
  selectedPlan: Plan | null;
}

/**
 * Loads the plans (accounts spec §4 Plans): every live plan for the 6dhallplans role, otherwise the
 * member's own. When they arrive the selection is settled (kept if still listed, a single plan
 * auto-selected, else cleared) and stored; searches wait for it so labels are right the first time.
 * A failed load settles on no plan.
 */
export function useSearchPlans(): SearchPlans {
  const dispatch = useAppDispatch();
  const roles = useAppSelector(selectSignedInRoles);
  const hasAllPlans = canSeeAllPlans(roles, useVariant());
  const own = useGetProviderSearchPlansQuery(undefined, { skip: hasAllPlans });
  const live = useGetLivePlansForProvidersQuery(undefined, { skip: !hasAllPlans });
  const { data, isError } = hasAllPlans ? live : own;
  const selectedPlanID = useAppSelector((state) => selectProviderSearch(state).selectedPlanID);

  useEffect(() => {
    if (data !== undefined) {
      const planID = settleSelectedPlan(data, readStoredPlanID());
      storePlanID(planID);
      dispatch(plansSettled(planID));
    } else if (isError) {
      dispatch(plansSettled(''));
    }
  }, [data, isError, dispatch]);

  const plans = data ?? noPlans;
  return { plans, selectedPlan: plans.find((plan) => plan.id === selectedPlanID) ?? null };
}
