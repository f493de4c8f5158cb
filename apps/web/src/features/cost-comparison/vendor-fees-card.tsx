import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { comparisonLimits } from '@medivi/domain';
import { memo, useEffect } from 'react';
import { useController } from 'react-hook-form';
import { FormMoneyField, FormPercentField } from '../../components/form-fields/form-number-fields';
import { type AnalysisForm, AnalysisCard } from './analysis-card';
import { twoColumns } from './plan-details-card';

/**
 * The current vendor's fees (spec §2, §3 Vendor fees, §5): facility and professional PEPM, percent
 * of billed or percent of savings (each disabled while the other is non-zero), both percents
 * forced to 0 and disabled while both PEPM fees are non-zero, and whether the fees are an
 * estimate. The three flags come from `disabledInputs`.
 */
function VendorFeesCardBody({
  form,
  percentBilledDisabled,
  percentSavingsDisabled,
  bothPepm,
}: {
  form: AnalysisForm;
  percentBilledDisabled: boolean;
  percentSavingsDisabled: boolean;
  /** Both PEPM fees are non-zero: the percent fees are forced to 0. */
  bothPepm: boolean;
}) {
  const { control, setValue } = form;
  useEffect(() => {
    if (!bothPepm) return;
    const options = { shouldValidate: true } as const;
    setValue('vendorFees.percentBilled', 0, options);
    setValue('vendorFees.percentSavings', 0, options);
  }, [bothPepm, setValue]);
  const { field: estimate } = useController({ control, name: 'vendorFees.isEstimate' });
  return (
    <AnalysisCard title="Vendor fees">
      <Box sx={twoColumns}>
        <FormMoneyField control={control} name="vendorFees.facilityPEPM" label="Vendor facility PEPM" />
        <FormMoneyField
          control={control}
          name="vendorFees.professionalPEPM"
          label="Vendor professional PEPM"
        />
        <FormPercentField
          control={control}
          name="vendorFees.percentBilled"
          label="Vendor percent of billed"
          disabled={percentBilledDisabled}
        />
        <FormPercentField
          control={control}
          name="vendorFees.percentSavings"
          label="Vendor percent of savings"
          disabled={percentSavingsDisabled}
        />
      </Box>
      {bothPepm && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Percent fees are 0 while both PEPM fees are set.
        </Typography>
      )}
      <FormControlLabel
        label="The fees are an estimate"
        control={
          <Checkbox
            name={estimate.name}
            checked={estimate.value}
            slotProps={{ input: { ref: estimate.ref } }}
            onBlur={estimate.onBlur}
            onChange={(event) => {
              estimate.onChange(event.target.checked);
            }}
          />
        }
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {`PEPM: per employee per month, at most $${comparisonLimits.pepmMax.toLocaleString('en-US')}.`}
      </Typography>
    </AnalysisCard>
  );
}

/** Re-renders only when its props change, not on every keystroke elsewhere in the form. */
export const VendorFeesCard = memo(VendorFeesCardBody);
