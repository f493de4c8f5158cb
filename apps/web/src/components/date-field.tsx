import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { formatDateInput, partialDateProblem } from '@medivi/domain';
import { type Ref, useId } from 'react';
import { useLingui } from '../lib/i18n/i18n';
import { dateProblemText } from './date-problem-text';

export interface DateFieldProps {
  label: string;
  name?: string;
  /** The text as typed and formatted (`mm/dd/yyyy`, `mm/dd/yy` or `yyyy-mm-dd`). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  /** A message from the form (required, a whole-date rule); shown before the typing check. */
  error?: string | undefined;
  /** "Today" for the two-digit year pivot and the partial check; the current date by default. */
  today?: Date | undefined;
  disabled?: boolean;
  /** The browser's autofill hint; 'bday' (a date of birth) by default. */
  autoComplete?: string | undefined;
}

/** Shown under an empty field: the formats it takes ('mm/dd/yyyy'; 'mm/dd/aaaa' in Spanish). */
export const dateFieldHint = 'common.date.hint';

/**
 * A date text field with the entry rules of accounts spec §5: `mm/dd/yyyy` (two-digit years
 * allowed) or `yyyy-mm-dd`; digits auto-padded and the delimiter inserted while typing
 * (`formatDateInput`); a part already wrong (month 13, April 31, year 1850) is flagged at once
 * (`partialDateProblem`). The form converts the value with `parseDateEntry` for the API.
 */
export function DateField({
  label,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  required = false,
  error,
  today,
  disabled = false,
  autoComplete = 'bday',
}: DateFieldProps) {
  const { _ } = useLingui();
  const id = useId();
  const typingProblem = partialDateProblem(value, today ?? new Date());
  const problem =
    error ?? (typingProblem === null ? null : (dateProblemText(typingProblem, _) ?? typingProblem));
  const helperTextId = `${id}-helper-text`;
  return (
    <FormControl
      variant="outlined"
      required={required}
      error={problem !== null}
      disabled={disabled}
      fullWidth
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={name}
        value={value}
        inputRef={inputRef}
        fullWidth
        autoComplete={autoComplete}
        placeholder={_(dateFieldHint)}
        inputProps={{ inputMode: 'numeric', maxLength: 10, 'aria-describedby': helperTextId }}
        onChange={(event) => {
          onChange(formatDateInput(value, event.target.value));
        }}
        onBlur={onBlur}
      />
      <FormHelperText id={helperTextId}>{problem ?? _(dateFieldHint)}</FormHelperText>
    </FormControl>
  );
}
