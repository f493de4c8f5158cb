import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { benchmarkAutocomplete } from '@medivi/domain';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import type { AutocompleteBody, SelectionItem } from './benchmarks-api-types';
import { useAutocompleteQuery } from './benchmarks-api';

/** The autocomplete asks after this long without a key, ms (spec §5). */
export const autocompleteDebounceMs = benchmarkAutocomplete.debounceMs;
/** Shorter queries are not sent (spec §5). */
export const autocompleteMinChars = benchmarkAutocomplete.minQueryLength;

export interface SelectionAutocompleteProps {
  label: string;
  placeholder: string;
  value: SelectionItem[];
  onChange: (value: SelectionItem[]) => void;
  /** The body sent with each query (the other selection, code and claim type). */
  body: AutocompleteBody;
}

const sameItem = (a: SelectionItem, b: SelectionItem): boolean => a.id === b.id && a.type === b.type;

/**
 * A multiple-choice search of providers or codes (spec §2, §5): POST /api/autocomplete/{query}
 * 300 ms after the last key, nothing under 2 characters, and no options after a failed call
 * (spec §8). Options show their match count.
 */
export function SelectionAutocomplete({
  label,
  placeholder,
  value,
  onChange,
  body,
}: SelectionAutocompleteProps) {
  const [input, setInput] = useState('');
  const [query] = useDebounce(input.trim(), autocompleteDebounceMs);
  const isTooShort = query.length < autocompleteMinChars;
  const result = useAutocompleteQuery({ query, body }, { skip: isTooShort });
  const options = isTooShort || result.isError ? [] : (result.currentData ?? []);

  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options}
      value={value}
      loading={result.isFetching}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={sameItem}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      onChange={(_event, next) => {
        onChange(next);
        setInput('');
      }}
      noOptionsText={query.length < autocompleteMinChars ? 'Type at least 2 characters' : 'No matches'}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {option.name} ({option.matches.toLocaleString('en-US')})
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={value.length === 0 ? placeholder : undefined} />
      )}
    />
  );
}
