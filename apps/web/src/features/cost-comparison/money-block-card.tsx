import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AmountKey,
  type Amounts,
  amountKeys,
  blockDataSources,
  type DataSource,
  type MoneyBlock,
} from '@medivi/domain';
import { useController } from 'react-hook-form';
import { FormMoneyField, FormPercentField } from '../../components/form-fields/form-number-fields';
import { useLingui } from '../../lib/i18n/i18n';
import { type AnalysisForm, AnalysisCard } from './analysis-card';
import { amountText, dataSourceText, dollarsText } from './analysis-texts';
import { twoColumns } from './plan-details-card';

/** The amounts a data source has the user enter (spec §9 Data-source options); none when derived. */
const enteredAmounts: Record<DataSource, readonly AmountKey[]> = {
  allActuals: ['inpatient', 'outpatient', 'professional'],
  facilityAndProfessional: ['facility', 'professional'],
  total: ['total'],
  percentOfMedical: [],
  fromPlanResponsibility: [],
  percentOfBilled: [],
  estimate: [],
};

/** The percent field a block shows (what its derivations use) and its label's id. */
const blockPercent = {
  planResponsibility: {
    name: 'currentPercentOfMedical',
    labelId: 'costComparison.block.percentOfMedical',
  },
  medicalSpend: null,
  billed: { name: 'currentNetworkDiscount', labelId: 'costComparison.block.networkDiscount' },
} as const;

export interface MoneyBlockCardProps {
  form: AnalysisForm;
  block: MoneyBlock;
  title: string;
  /** Data sources of this block that are unavailable now (spec §5 disabling rules). */
  disabledSources: ReadonlySet<DataSource>;
  /** The block's amounts as the comparison uses them (entered or derived). */
  used: Amounts;
}

/**
 * One money block (spec §2 plan responsibility, medical allowable, medical billed; §3; §9
 * Data-source options): its data-source select, options unavailable under the spec §5 rules
 * disabled, the amounts that source has the user enter (money fields of 2 decimals, totals
 * rounded on blur), and the amounts the comparison uses, derived ones included.
 */
export function MoneyBlockCard({ form, block, title, disabledSources, used }: MoneyBlockCardProps) {
  const { _ } = useLingui();
  const { field } = useController({ control: form.control, name: `dataSources.${block}` });
  const source: DataSource = field.value;
  const percent = blockPercent[block];
  return (
    <AnalysisCard title={title}>
      <TextField
        select
        label={_('costComparison.block.dataSource', { title })}
        name={field.name}
        value={source}
        inputRef={field.ref}
        onBlur={field.onBlur}
        onChange={(event) => {
          field.onChange(event.target.value);
        }}
        slotProps={{ select: { native: true } }}
        fullWidth
      >
        {blockDataSources[block].map((option) => (
          <option key={option} value={option} disabled={disabledSources.has(option)}>
            {dataSourceText(option, _)}
          </option>
        ))}
      </TextField>
      {enteredAmounts[source].length > 0 && (
        <Box sx={twoColumns}>
          {enteredAmounts[source].map((key) => (
            <FormMoneyField
              key={key}
              control={form.control}
              name={`${block}.${key}`}
              label={_(`costComparison.block.amountField.${key}`, { title })}
              total={key === 'total' || key === 'facility'}
            />
          ))}
        </Box>
      )}
      {percent !== null && (
        <FormPercentField control={form.control} name={percent.name} label={_(percent.labelId)} />
      )}
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
        {_('costComparison.block.used', {
          figures: amountKeys
            .map((key) =>
              _('costComparison.block.usedFigure', {
                label: amountText(key, _),
                amount: dollarsText(used[key], _),
              }),
            )
            .join(' · '),
        })}
      </Typography>
    </AnalysisCard>
  );
}
