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
import { dollarsText } from './analysis-texts';
import { twoColumns } from './plan-details-card';
import { FormNumberInput } from './number-input';
import { formatNumber } from '../../lib/i18n/format';
import { useLingui, type Translate } from '../../lib/i18n/i18n';

const customKeys = Object.keys(customPricingLabels) as (keyof CustomPricing)[];

/** The custom fields on first choosing Custom: the Current tier's figures to start from. */
function customFromCurrent(): CustomPricing {
  const { facilityOONPEPM: _notCustom, ...current } = pricingTiers.Current;
  return current;
}

/** A tier figure as the table shows it (spec §9 tier table units). */
function tierFigure(key: keyof CustomPricing, tier: PricingTier, _: Translate): string {
  const value = tier[key];
  if (key === 'minEmployees') return formatNumber(value, 0);
  if (key === 'facilityOONPercentOfSavings')
    return _('costComparison.percentValue', { value: formatNumber(value, 2) });
  return dollarsText(value, _);
}

/** The label of a custom price (the domain's `customPricingLabels`). */
function customLabel(key: keyof CustomPricing, _: Translate): string {
  return _(`costComparison.pricing.custom.${key}`);
}

/** The kit field of a custom price (PEPM and minimums in dollars, the OON share in percent). */
function CustomField({ form, name }: { form: AnalysisForm; name: keyof CustomPricing }) {
  const { _ } = useLingui();
  const path = `customPricing.${name}` as const;
  const label = customLabel(name, _);
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
  const { _ } = useLingui();
  const selection = useWatch({ control: form.control, name: 'pricingSelection' });
  const selectionOptions = pricingSelections.map((value) => ({
    value,
    label: _(`costComparison.pricing.selection.${value}`),
  }));
  return (
    <AnalysisCard title={_('costComparison.pricing.title')}>
      <FormRadioChoice
        control={form.control}
        name="pricingSelection"
        label={_('costComparison.pricing.tier')}
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
        <Table size="small" aria-label={_('costComparison.pricing.table', { tier: selection })}>
          <TableBody>
            {customKeys.map((key) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row">
                  {customLabel(key, _)}
                </TableCell>
                <TableCell align="right">{tierFigure(key, pricingTiers[selection], _)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                {_('costComparison.pricing.facilityOONPEPM')}
              </TableCell>
              <TableCell align="right">
                {pricingTiers[selection].facilityOONPEPM === null
                  ? _('costComparison.pricing.notShown')
                  : dollarsText(pricingTiers[selection].facilityOONPEPM, _)}
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
  const { _ } = useLingui();
  return (
    <AnalysisCard title={_('costComparison.notes.title')}>
      <FormTextField control={form.control} name="notes" label={_('costComparison.notes.title')} multiline />
    </AnalysisCard>
  );
});
