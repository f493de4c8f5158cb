import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { benchmarkAutocomplete, type SelectionItem } from '@medivi/domain';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { useSearchViewHospitalsQuery } from './benchmark-views-api';

export interface HospitalAutocompleteProps {
  /** The CCN typed or chosen. */
  value: string;
  onChange: (ccn: string) => void;
  error?: string | undefined;
}

/**
 * The hospital field of the profile: typing a name searches the benchmarks autocomplete (hospitals
 * only, from 2 characters, after 300 ms) and choosing one takes its CCN; a CCN may also be typed.
 */
export function HospitalAutocomplete({ value, onChange, error }: HospitalAutocompleteProps) {
  const [text, setText] = useState(value);
  const [query] = useDebounce(text.trim(), benchmarkAutocomplete.debounceMs);
  const search = useSearchViewHospitalsQuery(query, {
    skip: query.length < benchmarkAutocomplete.minQueryLength,
  });
  const options: SelectionItem[] = search.isError ? [] : (search.currentData ?? []);
  return (
    <Autocomplete<SelectionItem, false, false, true>
      freeSolo
      options={options}
      filterOptions={(items) => items}
      getOptionLabel={(option) => (typeof option === 'string' ? option : `${option.name} (${option.id})`)}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        setText(next);
        if (reason === 'input' || reason === 'clear') onChange(next.trim());
      }}
      onChange={(_event, chosen) => {
        if (chosen !== null && typeof chosen !== 'string') onChange(chosen.id);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Hospital"
          error={error !== undefined}
          helperText={error ?? 'Type a hospital name or its CCN'}
        />
      )}
    />
  );
}
