import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type Ref, useId } from 'react';

/** US states, the District of Columbia and inhabited territories: USPS code and name. */
export const usStates: readonly { code: string; name: string }[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AS', name: 'American Samoa' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'GU', name: 'Guam' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

export interface UsStateSelectProps {
  label?: string;
  name?: string;
  /** The USPS code chosen, or '' for none. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLSelectElement>;
  required?: boolean;
  /** A message shown under the field (and the field marked invalid). */
  error?: string;
  disabled?: boolean;
}

/**
 * The State field of the case forms (cases spec §2): a native select of the USPS codes (shown
 * with their names), empty until chosen. A value that is not a known code (a state held from
 * elsewhere) is kept as an extra option so it is not lost.
 */
export function UsStateSelect({
  label = 'State',
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  required = false,
  error,
  disabled = false,
}: UsStateSelectProps) {
  const id = useId();
  const helperTextId = `${id}-helper-text`;
  const isKnown = value === '' || usStates.some((state) => state.code === value);
  return (
    <FormControl
      variant="outlined"
      required={required}
      error={error !== undefined}
      fullWidth
      disabled={disabled}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        onBlur={onBlur}
        input={<OutlinedInput label={label} notched inputRef={inputRef} />}
        inputProps={{
          id,
          name,
          'aria-describedby': error === undefined ? undefined : helperTextId,
        }}
      >
        <option value="">Select a state</option>
        {!isKnown && <option value={value}>{value}</option>}
        {usStates.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </NativeSelect>
      {error !== undefined && <FormHelperText id={helperTextId}>{error}</FormHelperText>}
    </FormControl>
  );
}
