import { useSearchViewHospitalsQuery } from './benchmark-views-api';
import { noMatchText, SelectionAutocomplete, useSearchText } from './selection-autocomplete';

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
  const search = useSearchViewHospitalsQuery(query ?? '', { skip: query === null });
  return (
    <SelectionAutocomplete
      label="Hospital"
      hint="Type a hospital name or its CCN"
      noMatch={noMatchText(query, search, 'hospital')}
      error={error}
      text={text}
      setText={setText}
      options={search.isError ? [] : (search.currentData ?? [])}
      optionLabel={(option) => `${option.name} (${option.id})`}
      onChange={onChange}
    />
  );
}
