import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

export interface OutlinedTextFieldProps extends Pick<
  OutlinedInputProps,
  | 'name'
  | 'type'
  | 'autoComplete'
  | 'inputRef'
  | 'onChange'
  | 'onBlur'
  | 'value'
  | 'fullWidth'
  | 'multiline'
  | 'minRows'
  | 'readOnly'
  | 'disabled'
  | 'size'
> {
  label: string;
  required?: boolean;
  error?: boolean;
  /** Shown under the field and linked to it with `aria-describedby`. */
  helperText?: string;
  /** The on-screen keyboard to offer (set on the input element). */
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  /** The most characters the field takes (set on the input element). */
  maxLength?: number;
}

/**
 * An outlined text field, put together from the parts MUI's `TextField` uses (form control,
 * label, outlined input, helper text) with the same ids and ARIA links. `TextField` also carries
 * its select mode, whose menu, popover and modal code would load and be evaluated with every page
 * that has a field; pages without a select use this instead
 * (docs/decisions/0011-code-splitting-and-start-up.md).
 */
export function OutlinedTextField({
  label,
  required = false,
  error = false,
  helperText,
  fullWidth = false,
  inputMode,
  maxLength,
  size,
  ...input
}: OutlinedTextFieldProps) {
  const id = useId();
  const helperTextId = helperText === undefined ? undefined : `${id}-helper-text`;
  return (
    <FormControl variant="outlined" required={required} error={error} fullWidth={fullWidth} size={size}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        inputProps={inputMode === undefined && maxLength === undefined ? undefined : { inputMode, maxLength }}
      />
      {helperText !== undefined && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
