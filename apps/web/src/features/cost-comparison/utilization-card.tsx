import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { capUtilization, utilizationSources, usStates, utilizationTotalMax } from '@medivi/domain';
import { memo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormRadioChoice } from '../../components/form-fields/form-choice-fields';
import { NativeSelectField } from '../../components/native-select-field';
import { formatNumber } from '../../lib/i18n/format';
import { useLingui } from '../../lib/i18n/i18n';
import { type AnalysisForm, AnalysisCard } from './analysis-card';
import { shareText } from './analysis-texts';
import { NumberInput } from './number-input';

/** The name of a USPS code. */
export function stateName(code: string): string {
  return usStates.find((state) => state.code === code)?.name ?? code;
}

/**
 * One state's row: on a phone the percent field (with its full label, e.g. 'District of Columbia
 * percent') and the remove button share a line above the slider, which takes the whole width;
 * from `sm` on, slider, field and button sit on one line, the field wide enough for that label.
 */
const rowLayout = {
  display: 'grid',
  alignItems: 'center',
  columnGap: { xs: 1.5, sm: 2 },
  rowGap: 1,
  pl: 1,
  gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) 14rem auto' },
  gridTemplateAreas: { xs: '"percent remove" "slider slider"', sm: '"slider percent remove"' },
} as const;

/**
 * Utilization by location (spec §2, §3 utilization, §5 Cost-comparison): a slider and a percent
 * per chosen state, one value for both, states added and removed, the total kept at most 100 by
 * `capUtilization` (a slider moved past it stops at what is left; a percent typed past it is
 * refused with a message at the field, issue 31 item 6), and where the estimate came from.
 * `stateCodes` are the states offered (those with Medicare ratio defaults once loaded).
 */
function UtilizationCardBody({ form, stateCodes }: { form: AnalysisForm; stateCodes: readonly string[] }) {
  const { _ } = useLingui();
  const sourceOptions = utilizationSources.map((value) => ({
    value,
    label: _(`costComparison.utilization.source.${value}`),
  }));
  const max = String(utilizationTotalMax);
  const entries = useWatch({ control: form.control, name: 'utilization' });
  const [toAdd, setToAdd] = useState('');
  /** The state whose typed percent was refused, and the share left for it. */
  const [refused, setRefused] = useState<{ state: string; left: number } | null>(null);
  const total = entries.reduce((sum, entry) => sum + entry.percent, 0);
  const leftFor = (state: string) =>
    roundShare(
      utilizationTotalMax - entries.reduce((sum, e) => (e.state === state ? sum : sum + e.percent), 0),
    );
  const change = (state: string, percent: number) => {
    if (refused?.state === state) setRefused(null);
    form.setValue('utilization', capUtilization(entries, state, percent), {
      shouldDirty: true,
      shouldValidate: true,
    });
  };
  const remove = (state: string) => {
    form.setValue(
      'utilization',
      entries.filter((entry) => entry.state !== state),
      { shouldDirty: true, shouldValidate: true },
    );
  };
  const chosen = new Set(entries.map((entry) => entry.state));
  const options = stateCodes
    .filter((code) => !chosen.has(code))
    .map((code) => ({ value: code, label: stateName(code) }));

  return (
    <AnalysisCard title={_('costComparison.utilization.title')}>
      {entries.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{_('costComparison.utilization.none')}</Typography>
      )}
      {entries.map((entry) => {
        const name = stateName(entry.state);
        return (
          <Stack key={entry.state} spacing={0.5}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Box sx={rowLayout}>
              <Slider
                aria-label={_('costComparison.utilization.slider', { state: name })}
                getAriaValueText={(value) =>
                  _('costComparison.utilization.sliderValue', { value: formatNumber(value, 2) })
                }
                value={entry.percent}
                min={0}
                max={utilizationTotalMax}
                onChange={(_event, value) => {
                  change(entry.state, value);
                }}
                sx={{ gridArea: 'slider', minWidth: 0 }}
              />
              <Box sx={{ gridArea: 'percent', minWidth: 0 }}>
                <NumberInput
                  label={_('costComparison.utilization.percent', { state: name })}
                  value={entry.percent}
                  onChange={(value) => {
                    change(entry.state, value ?? 0);
                  }}
                  decimals={2}
                  suffix="%"
                  max={leftFor(entry.state)}
                  onRefused={() => {
                    setRefused({ state: entry.state, left: leftFor(entry.state) });
                  }}
                  error={
                    refused?.state === entry.state
                      ? _('costComparison.utilization.refused', {
                          left: shareText(refused.left, _),
                          state: name,
                          max,
                        })
                      : undefined
                  }
                  size="small"
                />
              </Box>
              <IconButton
                aria-label={_('costComparison.utilization.remove', { state: name })}
                onClick={() => {
                  remove(entry.state);
                }}
                sx={{ gridArea: 'remove' }}
              >
                <Delete />
              </IconButton>
            </Box>
          </Stack>
        );
      })}
      <Typography role="status">
        {_('costComparison.utilization.total', { total: shareText(total, _), max })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <NativeSelectField
          label={_('costComparison.utilization.stateToAdd')}
          value={toAdd}
          onChange={setToAdd}
          options={options}
          emptyLabel={_('costComparison.utilization.chooseState')}
        />
        <Button
          variant="outlined"
          disabled={toAdd === ''}
          onClick={() => {
            change(toAdd, 0);
            setToAdd('');
          }}
          sx={{ flexShrink: 0 }}
        >
          {_('costComparison.utilization.addState')}
        </Button>
      </Stack>
      <FormRadioChoice
        control={form.control}
        name="utilizationSource"
        label={_('costComparison.utilization.source')}
        options={sourceOptions}
      />
    </AnalysisCard>
  );
}

/** A share in percent to its 2 decimals (the sums of fractions drift). */
function roundShare(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Re-renders only when its props change, not on every keystroke elsewhere in the form. */
export const UtilizationCard = memo(UtilizationCardBody);
