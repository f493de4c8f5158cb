import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, useState } from 'react';

export interface PasswordFieldProps extends Pick<
  OutlinedInputProps,
  'name' | 'inputRef' | 'onChange' | 'onBlur' | 'onFocus' | 'value' | 'disabled'
> {
  label: string;
  /** `new-password` for a password being set, `current-password` for one being checked. */
  autoComplete: 'new-password' | 'current-password';
  required?: boolean;
  error?: boolean;
  /** Shown under the field and linked to it with `aria-describedby`. */
  helperText?: string;
  /** Ids of more descriptions (for example the checklist), appended to `aria-describedby`. */
  describedBy?: string;
  /** The show/hide button's name, in the page's language ('Show new password'). */
  showLabel: string;
}

/**
 * An outlined password field with a show/hide button (its name and pressed state say which),
 * built from the same parts as `OutlinedTextField`.
 */
export function PasswordField({
  label,
  autoComplete,
  required = false,
  error = false,
  helperText,
  describedBy,
  showLabel,
  ...input
}: PasswordFieldProps) {
  const id = useId();
  const [isShown, setShown] = useState(false);
  const helperTextId = helperText === undefined ? undefined : `${id}-helper-text`;
  const descriptions = [helperTextId, describedBy].filter((value) => value !== undefined).join(' ');
  return (
    <FormControl variant="outlined" required={required} error={error} fullWidth>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        type={isShown ? 'text' : 'password'}
        autoComplete={autoComplete}
        fullWidth
        inputProps={{ 'aria-describedby': descriptions === '' ? undefined : descriptions }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={showLabel}
              aria-pressed={isShown}
              edge="end"
              onClick={() => {
                setShown((shown) => !shown);
              }}
              onMouseDown={(event) => {
                // Keeps the focus (and the caret) in the field.
                event.preventDefault();
              }}
            >
              {isShown ? <VisibilityOffIcon /> : <VisibilityIcon />}
            </IconButton>
          </InputAdornment>
        }
      />
      {helperText !== undefined && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
