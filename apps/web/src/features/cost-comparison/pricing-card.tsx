import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { memo } from 'react';
import {
  type CustomPricing,
  customPricingLabels,
  comparisonLimits,
  type PricingTier,
  pricingSelections,
  pricingTiers,
} from '@medivi/domain';
import { useWatch } from 'react-hook-form';
import { FormRadioChoice } from '../../components/form-fields/form-choice-fields';
import { FormMoneyField, FormPercentField } from '../../components/form-fields/form-number-fields';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { type AnalysisForm, AnalysisCard } from './analysis-card';
import { twoColumns } from './plan-details-card';
import { FormNumberInput } from './number-input';

const selectionOptions = pricingSelections.map((value) => ({ value, label: value }));
const customKeys = Object.keys(customPricingLabels) as (keyof CustomPricing)[];

/** The custom fields on first choosing Custom: the Current tier's figures to start from. */
function customFromCurrent(): CustomPricing {
  const { facilityOONPEPM: _notCustom, ...current } = pricingTiers.Current;
  return current;
}

/** A tier figure as the table shows it (spec §9 tier table units). */
function tierFigure(key: keyof CustomPricing, tier: PricingTier): string {
  const value = tier[key];
  if (key === 'minEmployees') return value.toLocaleString('en-US');
  if (key === 'facilityOONPercentOfSavings') return `${String(value)} %`;
  return `$${value.toLocaleString('en-US')}`;
}

/** The kit field of a custom price (PEPM and minimums in dollars, the OON share in percent). */
function CustomField({ form, name }: { form: AnalysisForm; name: keyof CustomPricing }) {
  const path = `customPricing.${name}` as const;
  const label = customPricingLabels[name];
  if (name === 'minEmployees')
    return (
      <FormNumberInput
        control={form.control}
        name={path}
        label={label}
        decimals={0}
        max={comparisonLimits.employeesMax}
      />
    );
  if (name === 'facilityOONPercentOfSavings')
    return <FormPercentField control={form.control} name={path} label={label} />;
  return <FormMoneyField control={form.control} name={path} label={label} />;
}

/**
 * Pricing (spec §2, §9 Pricing selections and tier table): Current, Old or Custom. A tier shows its
 * figures; Custom shows the nine custom fields, starting from the Current tier's figures.
 */
function PricingCardBody({ form }: { form: AnalysisForm }) {
  const selection = useWatch({ control: form.control, name: 'pricingSelection' });
  return (
    <AnalysisCard title="Pricing">
      <FormRadioChoice
        control={form.control}
        name="pricingSelection"
        label="Pricing tier"
        options={selectionOptions}
        onPicked={(value) => {
          if (value === 'Custom' && form.getValues('customPricing') === null)
            form.setValue('customPricing', customFromCurrent(), { shouldValidate: true });
        }}
      />
      {selection === 'Custom' ? (
        <Box sx={twoColumns}>
          {customKeys.map((key) => (
            <CustomField key={key} form={form} name={key} />
          ))}
        </Box>
      ) : (
        <Table size="small" aria-label={`${selection} pricing tier`}>
          <TableBody>
            {customKeys.map((key) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row">
                  {customPricingLabels[key]}
                </TableCell>
                <TableCell align="right">{tierFigure(key, pricingTiers[selection])}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                Facility OON PEPM
              </TableCell>
              <TableCell align="right">
                {pricingTiers[selection].facilityOONPEPM === null
                  ? 'Not shown'
                  : `$${String(pricingTiers[selection].facilityOONPEPM)}`}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
    </AnalysisCard>
  );
}

/** Re-renders only when its props change, not on every keystroke elsewhere in the form. */
export const PricingCard = memo(PricingCardBody);

/** Notes (spec §2): free text that the documents carry. */
export const NotesCard = memo(function NotesCard({ form }: { form: AnalysisForm }) {
  return (
    <AnalysisCard title="Notes">
      <FormTextField control={form.control} name="notes" label="Notes" multiline />
    </AnalysisCard>
  );
});
