import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { comparisonDefaults, comparisonLimits } from '@medivi/domain';
import { type AnalysisForm, AnalysisCard } from './analysis-card';
import { twoColumns } from './plan-details-card';
import { FormNumberInput } from './number-input';
import { formatNumber } from '../../lib/i18n/format';
import { useLingui } from '../../lib/i18n/i18n';

/**
 * Desired Medicare reimbursement (spec §2, §3 sixd Medicare multiples, §9 defaults 1.5 facility
 * and 1.2 professional): what the plan would pay as a multiple of Medicare.
 */
function MedicareMultipleCardBody({ form }: { form: AnalysisForm }) {
  const { _ } = useLingui();
  const { facility, professional } = comparisonDefaults.sixdMultiples;
  return (
    <AnalysisCard title={_('costComparison.multiples.title')}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {_('costComparison.multiples.intro')}
      </Typography>
      <Box sx={twoColumns}>
        <FormNumberInput
          control={form.control}
          name="sixdMultiples.facility"
          label={_('costComparison.multiples.facility')}
          decimals={2}
          max={comparisonLimits.ratioMax}
          helperText={_('costComparison.multiples.default', { value: formatNumber(facility) })}
        />
        <FormNumberInput
          control={form.control}
          name="sixdMultiples.professional"
          label={_('costComparison.multiples.professional')}
          decimals={2}
          max={comparisonLimits.ratioMax}
          helperText={_('costComparison.multiples.default', { value: formatNumber(professional) })}
        />
      </Box>
    </AnalysisCard>
  );
}

/** Re-renders only when its props change, not on every keystroke elsewhere in the form. */
export const MedicareMultipleCard = memo(MedicareMultipleCardBody);
