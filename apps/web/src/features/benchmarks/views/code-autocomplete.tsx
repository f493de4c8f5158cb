import type { ClaimType } from '@medivi/domain';
import { useAutocompleteQuery } from '../benchmarks-api';
import { noMatchText, SelectionAutocomplete, useSearchText } from './selection-autocomplete';
import { codeSearchBody } from './view-searches';

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
  const { text, setText, query } = useSearchText(value);
  const search = useAutocompleteQuery(
    { query: query ?? '', body: codeSearchBody(claimType) },
    { skip: query === null },
  );
  return (
    <SelectionAutocomplete
      label={label}
      hint="Type a code or words of its description"
      noMatch={noMatchText(query, search, label)}
      error={error}
      text={text}
      setText={setText}
      options={search.isError ? [] : (search.currentData ?? [])}
      // The server names a code '<code> - <description>' already.
      optionLabel={(option) => option.name}
      onChange={onChange}
    />
  );
}
