import { useEffect, useMemo, useState } from 'react';
import type { Plan, User } from '@medivi/domain';
import { readStoredPlanID, settleSelectedPlan, storePlanID } from '../../lib/selected-plan';
import { useVariant } from '../../lib/variant';
import { useGetAccountLivePlansQuery, useGetAccountPlansQuery } from './account-settings-api';
import { seesAllPlans } from './account-user';

const noPlans: readonly Plan[] = [];

/** The plans of My Plan, the selected one and how to change it. */
export interface AccountPlans {
  plans: readonly Plan[];
  isLoading: boolean;
  selectedPlanID: string;
  selectPlan: (planID: string) => void;
}

/**
 * The plan list of My Plan (accounts spec §4 Plans): every live plan for the 6dhallplans role,
 * otherwise the member's own. When a list arrives the selection is settled (kept if still listed,
 * a single plan auto-selected, else cleared) and kept in local storage, where Provider Search
 * reads it too.
 */
export function useAccountPlans(user: User): AccountPlans {
  const allPlans = seesAllPlans(user, useVariant());
  const own = useGetAccountPlansQuery(undefined, { skip: allPlans });
  const live = useGetAccountLivePlansQuery(undefined, { skip: !allPlans });
  const { data, isLoading } = allPlans ? live : own;
  // A choice counts only for the list it was made in; a new list is settled again.
  const [choice, setChoice] = useState<{ plans: readonly Plan[]; planID: string } | null>(null);
  const settledPlanID = useMemo(
    () => (data === undefined ? '' : settleSelectedPlan(data, readStoredPlanID())),
    [data],
  );

  useEffect(() => {
    if (data !== undefined) storePlanID(settledPlanID);
  }, [data, settledPlanID]);

  const plans = data ?? noPlans;
  return {
    plans,
    isLoading,
    selectedPlanID: choice !== null && choice.plans === plans ? choice.planID : settledPlanID,
    selectPlan: (planID) => {
      storePlanID(planID);
      setChoice({ plans, planID });
    },
  };
}
