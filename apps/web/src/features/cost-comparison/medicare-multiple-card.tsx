import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { comparisonDefaults, comparisonLimits } from '@medivi/domain';
import { type AnalysisForm, AnalysisCard } from './analysis-card';
import { twoColumns } from './plan-details-card';
import { FormNumberInput } from './number-input';

/**
 * Desired Medicare reimbursement (spec §2, §3 sixd Medicare multiples, §9 defaults 1.5 facility
 * and 1.2 professional): what the plan would pay as a multiple of Medicare.
 */
function MedicareMultipleCardBody({ form }: { form: AnalysisForm }) {
  const { facility, professional } = comparisonDefaults.sixdMultiples;
  return (
    <AnalysisCard title="Desired Medicare reimbursement">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The multiple of Medicare the plan would pay.
      </Typography>
      <Box sx={twoColumns}>
        <FormNumberInput
          control={form.control}
          name="sixdMultiples.facility"
          label="Facility multiple of Medicare"
          decimals={2}
          max={comparisonLimits.ratioMax}
          helperText={`Default ${String(facility)}`}
        />
        <FormNumberInput
          control={form.control}
          name="sixdMultiples.professional"
          label="Professional multiple of Medicare"
          decimals={2}
          max={comparisonLimits.ratioMax}
          helperText={`Default ${String(professional)}`}
        />
      </Box>
    </AnalysisCard>
  );
}

/** Re-renders only when its props change, not on every keystroke elsewhere in the form. */
export const MedicareMultipleCard = memo(MedicareMultipleCardBody);
