import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ChangeEvent, ReactNode } from 'react';
import {
  claimTypes,
  type ClaimType,
  outpatientCodeTypes,
  type OutpatientCodeType,
  professionalCodeTypes,
  type ProfessionalCodeType,
} from './benchmarks-api-types';
import { useLingui } from '../../lib/i18n/i18n';
import { type Averaging, type Display, type SortKey, sortOptionsFor } from './benchmarks-options';
import { claimTypeLabel, codeTypeLabel, figureLabel } from './benchmarks-texts';
import type { BenchmarksSettings } from './benchmarks-settings';

/** A series the user may hide: its key and legend label. */
export interface SeriesChoice {
  key: string;
  label: string;
}

export interface OptionsPanelProps {
  settings: BenchmarksSettings;
  /** The sort in force (after the professional fallbacks). */
  sortKey: SortKey;
  onChange: (change: Partial<BenchmarksSettings>) => void;
  onClaimTypeChange: (claimType: ClaimType) => void;
  /** Whether the professional code type shows (medivi-admin only, spec §5). */
  isAdmin: boolean;
  series: readonly SeriesChoice[];
  availableYears: readonly number[];
  /** The year the chart shows, null before any. */
  shownYear: number | null;
}

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <FormControl>
      <FormLabel>{label}</FormLabel>
      <RadioGroup
        row
        value={value}
        onChange={(_event, next) => {
          const chosen = options.find((option) => option.value === next);
          if (chosen !== undefined) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function NativeChoice({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        onChange(event.target.value);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}

/**
 * The Options panel (spec §2, §9): claim type, weighted or simple averages, values or ratios, sort
 * order, hidden series, the outpatient code type, the professional code type (admins only) and the
 * data year. Only the claim type, code types and year ask the server again.
 */
export function OptionsPanel({
  settings,
  sortKey,
  onChange,
  onClaimTypeChange,
  isAdmin,
  series,
  availableYears,
  shownYear,
}: OptionsPanelProps) {
  const { _ } = useLingui();
  const sortOptions = sortOptionsFor(settings.claimType, settings.display);
  const averagingOptions: readonly { value: Averaging; label: string }[] = [
    { value: 'weighted', label: _('benchmarks.options.weighted') },
    { value: 'simple', label: _('benchmarks.options.simple') },
  ];
  const displayOptions: readonly { value: Display; label: string }[] = [
    { value: 'values', label: _('benchmarks.options.values') },
    { value: 'ratios', label: _('benchmarks.options.ratios') },
  ];
  return (
    <Stack spacing={2}>
      <Choice
        label={_('benchmarks.options.claimType')}
        value={settings.claimType}
        options={claimTypes.map((value) => ({ value, label: claimTypeLabel(value, _) }))}
        onChange={onClaimTypeChange}
      />
      <Choice
        label={_('benchmarks.options.averages')}
        value={settings.averaging}
        options={averagingOptions}
        onChange={(averaging) => {
          onChange({ averaging });
        }}
      />
      <Choice
        label={_('benchmarks.options.display')}
        value={settings.display}
        options={displayOptions}
        onChange={(display) => {
          onChange({ display });
        }}
      />
      <Stack spacing={2}>
        <NativeChoice
          label={_('benchmarks.options.sortBy')}
          value={sortKey}
          onChange={(value) => {
            const chosen = sortOptions.find((key) => key === value);
            if (chosen !== undefined) onChange({ sortKey: chosen });
          }}
        >
          {sortOptions.map((key) => (
            <option key={key} value={key}>
              {figureLabel(key, _)}
            </option>
          ))}
        </NativeChoice>
        <NativeChoice
          label={_('benchmarks.options.order')}
          value={settings.sortDirection}
          onChange={(value) => {
            onChange({ sortDirection: value === 'asc' ? 'asc' : 'desc' });
          }}
        >
          <option value="desc">{_('benchmarks.options.highestFirst')}</option>
          <option value="asc">{_('benchmarks.options.lowestFirst')}</option>
        </NativeChoice>
      </Stack>
      {settings.claimType === 'Outpatient' && (
        <NativeChoice
          label={_('benchmarks.options.outpatientCodeType')}
          value={settings.outpatientCodeType}
          onChange={(value) => {
            const chosen = outpatientCodeTypes.find((type) => type === value);
            if (chosen !== undefined) onChange({ outpatientCodeType: chosen satisfies OutpatientCodeType });
          }}
        >
          {outpatientCodeTypes.map((type) => (
            <option key={type} value={type}>
              {codeTypeLabel(type, _)}
            </option>
          ))}
        </NativeChoice>
      )}
      {settings.claimType === 'Professional' && isAdmin && (
        <NativeChoice
          label={_('benchmarks.options.professionalCodeType')}
          value={settings.professionalCodeType}
          onChange={(value) => {
            const chosen = professionalCodeTypes.find((type) => type === value);
            if (chosen !== undefined)
              onChange({ professionalCodeType: chosen satisfies ProfessionalCodeType });
          }}
        >
          {professionalCodeTypes.map((type) => (
            <option key={type} value={type}>
              {codeTypeLabel(type, _)}
            </option>
          ))}
        </NativeChoice>
      )}
      <NativeChoice
        label={_('benchmarks.options.dataYear')}
        value={settings.dataYear === undefined ? '' : String(settings.dataYear)}
        onChange={(value) => {
          onChange({ dataYear: value === '' ? undefined : Number(value) });
        }}
      >
        <option value="">
          {shownYear === null
            ? _('benchmarks.options.newest')
            : _('benchmarks.options.newestYear', { year: String(shownYear) })}
        </option>
        {availableYears.map((year) => (
          <option key={year} value={String(year)}>
            {year}
          </option>
        ))}
      </NativeChoice>
      {series.length > 0 && (
        <FormControl component="fieldset">
          <FormLabel component="legend">{_('benchmarks.options.seriesShown')}</FormLabel>
          <FormGroup>
            {series.map((choice) => (
              <FormControlLabel
                key={choice.key}
                label={choice.label}
                control={
                  <Checkbox
                    checked={!settings.hiddenSeries.includes(choice.key)}
                    onChange={(_event, checked) => {
                      onChange({
                        hiddenSeries: checked
                          ? settings.hiddenSeries.filter((key) => key !== choice.key)
                          : [...settings.hiddenSeries, choice.key],
                      });
                    }}
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
    </Stack>
  );
}
