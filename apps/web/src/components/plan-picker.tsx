import { useSearchParams } from 'react-router';
import { NativeSelectField } from './native-select-field';

/** Query parameter naming the plan a per-plan admin page shows (`?plan=<planId>`), so it can be linked. */
export const planParam = 'plan';

/** One plan of the picker: its id and the text that names it (with what the page says of it). */
export interface PickerPlan {
  planId: string;
  label: string;
}

/**
 * The plan a per-plan admin page shows: the one `?plan=` names when it is among `plans`, else the
 * first ('' while there are none); and a way to pick another, which names it in the address
 * (replacing the entry, so Back leaves the page rather than stepping through plans).
 */
export function usePickedPlan(plans: readonly PickerPlan[]): [string, (planId: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(planParam) ?? '';
  const planId = plans.some((plan) => plan.planId === asked) ? asked : (plans[0]?.planId ?? '');
  const pick = (picked: string) => {
    if (picked !== '') setSearchParams({ [planParam]: picked }, { replace: true });
  };
  return [planId, pick];
}

export interface PlanPickerProps {
  plans: readonly PickerPlan[];
  /** The plan shown (`usePickedPlan`). */
  value: string;
  onPick: (planId: string) => void;
  /** The select's label ("Plan"), in the page's language. */
  label: string;
  /** The empty choice ("Choose a plan"), in the page's language. */
  emptyLabel: string;
}

/**
 * The plan picker of the per-plan admin pages (Service Levels, Plan Identifiers): one native
 * select labelled as the page words it, each plan named by its label.
 */
export function PlanPicker({ plans, value, onPick, label, emptyLabel }: PlanPickerProps) {
  return (
    <NativeSelectField
      label={label}
      name="plan"
      value={value}
      emptyLabel={emptyLabel}
      options={plans.map((plan) => ({ value: plan.planId, label: plan.label }))}
      onChange={onPick}
    />
  );
}
