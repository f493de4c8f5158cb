import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type Ref, useId } from 'react';

/** One choice of a select: the value held and the text shown. */
export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (a month with no figures yet). */
  disabled?: boolean;
}

export interface NativeSelectFieldProps {
  label: string;
  name?: string;
  /** The value chosen, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLSelectElement>;
  options: readonly SelectOption[];
  /** The text of the empty first choice ('' value), e.g. 'Select a state'; none without it. */
  emptyLabel?: string;
  required?: boolean;
  /** A message shown under the field (and the field marked invalid). */
  error?: string | undefined;
  /** Shown under the field while there is no `error`. */
  helperText?: string | undefined;
  disabled?: boolean;
  /** MUI's field sizes: 'small' for a choice in a toolbar. */
  size?: 'small' | 'medium';
}

/**
 * An outlined native select (the phone's own picker, one tab stop, typing a letter jumps): an
 * empty first choice when `emptyLabel` is given, then `options`. A value that is not among the options (one held from
 * elsewhere) is kept as an extra choice so it is not lost. Native rather than MUI's menu select,
 * whose popover code would load with every form (docs/decisions/0011-code-splitting-and-start-up.md).
 */
export function NativeSelectField({
  label,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  options,
  emptyLabel,
  required = false,
  error,
  helperText,
  disabled = false,
  size = 'medium',
}: NativeSelectFieldProps) {
  const id = useId();
  const message = error ?? helperText;
  const helperTextId = message === undefined ? undefined : `${id}-helper-text`;
  const isKnown =
    (value === '' && emptyLabel !== undefined) || options.some((option) => option.value === value);
  return (
    <FormControl
      variant="outlined"
      required={required}
      error={error !== undefined}
      fullWidth
      disabled={disabled}
      size={size}
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
        inputProps={{ id, name, 'aria-describedby': helperTextId }}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {!isKnown && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {message !== undefined && <FormHelperText id={helperTextId}>{message}</FormHelperText>}
    </FormControl>
  );
}
