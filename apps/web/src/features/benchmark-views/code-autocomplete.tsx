import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { benchmarkAutocomplete, type ClaimType, type SelectionItem } from '@medivi/domain';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { useSearchViewCodesQuery } from './benchmark-views-api';

export interface CodeAutocompleteProps {
  claimType: ClaimType;
  label: string;
  /** The code typed or chosen. */
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}

/**
 * A DRG, APC or HCPCS code field: typing searches the benchmarks autocomplete (from 2 characters,
 * after 300 ms, spec §5 Benchmarks) and a code may also be typed as it is; keyboard-operable (MUI
 * Autocomplete: arrows to move, Enter to choose).
 */
export function CodeAutocomplete({ claimType, label, value, onChange, error }: CodeAutocompleteProps) {
  const [text, setText] = useState(value);
  const [query] = useDebounce(text.trim(), benchmarkAutocomplete.debounceMs);
  const search = useSearchViewCodesQuery(
    { query, claimType },
    { skip: query.length < benchmarkAutocomplete.minQueryLength },
  );
  const options: SelectionItem[] = search.isError ? [] : (search.currentData ?? []);
  return (
    <Autocomplete<SelectionItem, false, false, true>
      freeSolo
      options={options}
      filterOptions={(items) => items}
      getOptionLabel={(option) => (typeof option === 'string' ? option : `${option.id} - ${option.name}`)}
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
          label={label}
          error={error !== undefined}
          helperText={error ?? 'Type a code or words of its description'}
        />
      )}
    />
  );
}
