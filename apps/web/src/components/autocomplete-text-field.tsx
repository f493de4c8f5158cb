import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface AutocompleteTextFieldProps {
  /** What MUI's Autocomplete hands its `renderInput`. */
  params: AutocompleteRenderInputParams;
  label: string;
  placeholder?: string | undefined;
  error?: boolean;
  /** Shown under the field and linked to it with `aria-describedby`. */
  helperText?: string | undefined;
  /** The helper text is announced as it changes (a search that found nothing says so). */
  isHelperLive?: boolean;
}

/**
 * The field of an MUI Autocomplete, put together as MUI's `TextField` does for its outlined
 * variant (form control, label, outlined input, helper text, with the same ids and ARIA links) but
 * without `TextField`'s select mode, whose select, menu and popover code would otherwise load with
 * every page that has a search field (issue 39; see `OutlinedTextField`).
 */
export function AutocompleteTextField({
  params,
  label,
  placeholder,
  error = false,
  helperText,
  isHelperLive = false,
}: AutocompleteTextFieldProps) {
  const { id, disabled, fullWidth, size, slotProps } = params;
  const helperTextId = helperText === undefined || helperText === '' ? undefined : `${id}-helper-text`;
  return (
    <FormControl variant="outlined" disabled={disabled} fullWidth={fullWidth} size={size} error={error}>
      <InputLabel {...slotProps.inputLabel}>{label}</InputLabel>
      <OutlinedInput
        {...slotProps.input}
        id={id}
        label={label}
        placeholder={placeholder}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        inputProps={slotProps.htmlInput}
      />
      {helperTextId !== undefined && (
        <FormHelperText id={helperTextId} aria-live={isHelperLive ? 'polite' : undefined}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
