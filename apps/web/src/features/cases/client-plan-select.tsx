import TextField from '@mui/material/TextField';
import type { MasterPlan } from '@medivi/domain';

/** Value of the plan selector meaning every plan of the client. */
export const allPlansValue = '';

/**
 * The plan selector of the client case view (cases spec §6 client view, §7 masterplanID): every
 * plan of the client, or one master plan.
 */
export function ClientPlanSelect({
  plans,
  value,
  onChange,
}: {
  plans: readonly MasterPlan[];
  value: string;
  onChange: (masterplanID: string) => void;
}) {
  return (
    <TextField
      select
      label="Plan"
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 260, alignSelf: { md: 'flex-start' } }}
    >
      <option value={allPlansValue}>All Plans</option>
      {plans.map((plan) => (
        <option key={plan.id} value={plan.id}>
          {plan.name}
        </option>
      ))}
    </TextField>
  );
}
