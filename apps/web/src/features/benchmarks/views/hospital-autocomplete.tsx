import { useAutocompleteQuery } from '../benchmarks-api';
import { noMatchText, SelectionAutocomplete, useSearchText } from './selection-autocomplete';
import { hospitalSearchBody } from './view-searches';

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
  const { text, setText, query } = useSearchText(value);
  const search = useAutocompleteQuery(
    { query: query ?? '', body: hospitalSearchBody },
    { skip: query === null },
  );
  // The reply also names states; the profile takes hospitals only.
  const hospitals = search.currentData?.filter((item) => item.type === 'provider');
  return (
    <SelectionAutocomplete
      label="Hospital"
      hint="Type a hospital name or its CCN"
      noMatch={noMatchText(query, { ...search, currentData: hospitals }, 'hospital')}
      error={error}
      text={text}
      setText={setText}
      options={search.isError ? [] : (hospitals ?? [])}
      optionLabel={(option) => `${option.name} (${option.id})`}
      onChange={onChange}
    />
  );
}
