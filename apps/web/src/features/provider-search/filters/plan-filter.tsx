import { useLingui } from '../../../lib/i18n/i18n';
import Alert from '@mui/material/Alert';
import { NativeSelectField } from '../../../components/native-select-field';
import type { Plan } from '@medivi/domain';
import { useAppDispatch } from '../../../lib/hooks';
import { planSelected } from '../provider-search-slice';
import { storePlanID } from '../../../lib/selected-plan';

/**
 * The selected plan's message above the search box, when the plan enables it (accounts spec §3
 * Plan: displayMediviMessage, mediviMessage).
 */
export function PlanMessage({ plan }: { plan: Plan | null }) {
  const text = plan?.displayMediviMessage === true ? (plan.mediviMessage?.trim() ?? '') : '';
  if (text === '') return null;
  return (
    <Alert severity="info" variant="outlined">
      {text}
    </Alert>
  );
}

/**
 * Plan selector, shown only with 2 or more plans (cases spec §2). The choice is kept in local
 * storage (accounts spec §4 Plans) and restarts the list (cases spec §4).
 */
export function PlanSelect({
  plans,
  selectedPlanID,
  disabled,
}: {
  plans: readonly Plan[];
  selectedPlanID: string;
  disabled: boolean;
}) {
  const { _ } = useLingui();
  const dispatch = useAppDispatch();
  if (plans.length < 2) return null;
  return (
    <NativeSelectField
      label={_('providerSearch.filters.plan')}
      size="small"
      value={selectedPlanID}
      disabled={disabled}
      onChange={(value) => {
        storePlanID(value);
        dispatch(planSelected(value));
      }}
      emptyLabel={_('providerSearch.filters.plan.none')}
      options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
    />
  );
}
