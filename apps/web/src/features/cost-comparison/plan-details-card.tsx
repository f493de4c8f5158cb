import Box from '@mui/material/Box';
import { memo } from 'react';
import { comparisonLimits } from '@medivi/domain';
import { FormDateField } from '../../components/form-fields/form-date-field';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { type AnalysisForm, AnalysisCard } from './analysis-card';
import { FormNumberInput } from './number-input';
import { useLingui } from '../../lib/i18n/i18n';

/** Two columns from the small breakpoint up, one on a phone. */
export const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * Plan details (spec §2, §3): plan name, number of employees (1000 by default, spec §9) and the
 * analysis period, whose dates take the spec §5 date entry (the kit's date field).
 */
function PlanDetailsCardBody({ form, today }: { form: AnalysisForm; today: Date }) {
  const { _ } = useLingui();
  const { control } = form;
  return (
    <AnalysisCard title={_('costComparison.planDetails.title')}>
      <FormTextField
        control={control}
        name="planName"
        label={_('costComparison.planDetails.planName')}
        required
      />
      <FormNumberInput
        control={control}
        name="numberOfEmployees"
        label={_('costComparison.planDetails.employees')}
        decimals={0}
        max={comparisonLimits.employeesMax}
      />
      <Box sx={twoColumns}>
        <FormDateField
          control={control}
          name="startDate"
          label={_('costComparison.planDetails.startDate')}
          autoComplete="off"
          today={today}
        />
        <FormDateField
          control={control}
          name="endDate"
          label={_('costComparison.planDetails.endDate')}
          autoComplete="off"
          today={today}
        />
      </Box>
    </AnalysisCard>
  );
}

/** Re-renders only when its props change, not on every keystroke elsewhere in the form. */
export const PlanDetailsCard = memo(PlanDetailsCardBody);
