import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { comparisonLimits } from '@medivi/domain';
import { memo, useEffect } from 'react';
import { useController } from 'react-hook-form';
import { FormMoneyField, FormPercentField } from '../../components/form-fields/form-number-fields';
import { useLingui } from '../../lib/i18n/i18n';
import { type AnalysisForm, AnalysisCard } from './analysis-card';
import { dollarsText } from './analysis-texts';
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
  const { _ } = useLingui();
  const { control, setValue } = form;
  useEffect(() => {
    if (!bothPepm) return;
    const options = { shouldValidate: true } as const;
    setValue('vendorFees.percentBilled', 0, options);
    setValue('vendorFees.percentSavings', 0, options);
  }, [bothPepm, setValue]);
  const { field: estimate } = useController({ control, name: 'vendorFees.isEstimate' });
  return (
    <AnalysisCard title={_('costComparison.vendorFees.title')}>
      <Box sx={twoColumns}>
        <FormMoneyField
          control={control}
          name="vendorFees.facilityPEPM"
          label={_('costComparison.vendorFees.facilityPEPM')}
        />
        <FormMoneyField
          control={control}
          name="vendorFees.professionalPEPM"
          label={_('costComparison.vendorFees.professionalPEPM')}
        />
        <FormPercentField
          control={control}
          name="vendorFees.percentBilled"
          label={_('costComparison.vendorFees.percentBilled')}
          disabled={percentBilledDisabled}
        />
        <FormPercentField
          control={control}
          name="vendorFees.percentSavings"
          label={_('costComparison.vendorFees.percentSavings')}
          disabled={percentSavingsDisabled}
        />
      </Box>
      {bothPepm && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {_('costComparison.vendorFees.bothPepm')}
        </Typography>
      )}
      <FormControlLabel
        label={_('costComparison.vendorFees.isEstimate')}
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
        {_('costComparison.vendorFees.pepm', { max: dollarsText(comparisonLimits.pepmMax, _) })}
      </Typography>
    </AnalysisCard>
  );
}

/** Re-renders only when its props change, not on every keystroke elsewhere in the form. */
export const VendorFeesCard = memo(VendorFeesCardBody);
