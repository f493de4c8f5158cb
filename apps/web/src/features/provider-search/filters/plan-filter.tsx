import { useLingui } from '../../../lib/i18n/i18n';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import type { Plan } from '@medivi/domain';
import { useAppDispatch } from '../../../lib/hooks';
import { planSelected } from '../provider-search-slice';
import { storePlanID } from '../../../lib/selected-plan';
import '../../../locales/en/load-providerSearch';

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
    <TextField
      id="provider-search-plan"
      select
      label={_('providerSearch.filters.plan')}
      size="small"
      fullWidth
      value={selectedPlanID}
      disabled={disabled}
      onChange={(event) => {
        storePlanID(event.target.value);
        dispatch(planSelected(event.target.value));
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{_('providerSearch.filters.plan.none')}</option>
      {plans.map((plan) => (
        <option key={plan.id} value={plan.id}>
          {plan.name}
        </option>
      ))}
    </TextField>
  );
}
