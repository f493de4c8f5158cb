import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { benchmarkAutocomplete, type SelectionItem } from '@medivi/domain';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';

/**
 * What a field says when its finished search for `query` found nothing, or undefined: while the
 * search runs, fails or found something, the field's hint stands.
 */
export function noMatchText(
  query: string | null,
  search: { isSuccess: boolean; isFetching: boolean; currentData?: readonly unknown[] | undefined },
  what: string,
): string | undefined {
  if (query === null || search.isFetching || !search.isSuccess || (search.currentData?.length ?? 0) > 0) {
    return undefined;
  }
  return `No ${what} matches “${query}”. Check it, or try other words.`;
}

/**
 * The text of a search field starting at `value`, and the query to search with: trimmed, after
 * the benchmarks autocomplete's 300 ms, null while shorter than its 2 characters (spec §5
 * Benchmarks).
 */
export function useSearchText(value: string) {
  const [text, setText] = useState(value);
  const [debounced] = useDebounce(text.trim(), benchmarkAutocomplete.debounceMs);
  const query = debounced.length < benchmarkAutocomplete.minQueryLength ? null : debounced;
  return { text, setText, query };
}

export interface SelectionAutocompleteProps {
  label: string;
  /** Shown under the field while there is no `error`. */
  hint: string;
  /** Said under the field, in the hint's place, when a finished search found nothing. */
  noMatch?: string | undefined;
  error?: string | undefined;
  /** The text typed, from `useSearchText`. */
  text: string;
  setText: (text: string) => void;
  /** What the search found (none while it fails). */
  options: readonly SelectionItem[];
  /** How a found item reads in the list. */
  optionLabel: (option: SelectionItem) => string;
  /** Called with the trimmed text as typed, or the chosen item's id. */
  onChange: (id: string) => void;
}

/**
 * A free-text field with the items a search found (MUI Autocomplete, keyboard-operable: arrows to
 * move, Enter to choose): typing passes the text on as it is, choosing an item passes its id.
 */
export function SelectionAutocomplete(props: SelectionAutocompleteProps) {
  return (
    <Autocomplete<SelectionItem, false, false, true>
      freeSolo
      options={props.options}
      filterOptions={(items) => items}
      getOptionLabel={(option) => (typeof option === 'string' ? option : props.optionLabel(option))}
      inputValue={props.text}
      onInputChange={(_event, next, reason) => {
        props.setText(next);
        if (reason === 'input' || reason === 'clear') props.onChange(next.trim());
      }}
      onChange={(_event, chosen) => {
        if (chosen !== null && typeof chosen !== 'string') props.onChange(chosen.id);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          error={props.error !== undefined}
          helperText={props.error ?? props.noMatch ?? props.hint}
          // A search that found nothing says so as it happens (issue 31 item 14).
          slotProps={{ ...params.slotProps, formHelperText: { 'aria-live': 'polite' } }}
        />
      )}
    />
  );
}
