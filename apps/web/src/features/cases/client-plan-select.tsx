import Box from '@mui/material/Box';
import type { MasterPlan } from '@medivi/domain';
import { NativeSelectField } from '../../components/native-select-field';
import { useLingui } from '../../lib/i18n/i18n';

/** Value of the plan selector meaning every plan of the client. */
export const allPlansValue = '';

/**
 * The plan selector of the client case view (cases spec §6 client view, §7 masterplanID): every
 * plan of the client, or one master plan. A native select (docs/decisions/0123-heavy-signed-in-pages.md).
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
  const { _ } = useLingui();
  return (
    <Box sx={{ minWidth: 260, alignSelf: { md: 'flex-start' } }}>
      <NativeSelectField
        label={_('cases.client.plan')}
        value={value}
        onChange={onChange}
        emptyLabel={_('cases.client.allPlans')}
        options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
      />
    </Box>
  );
}
