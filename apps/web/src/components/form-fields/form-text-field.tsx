import type { FieldValues } from 'react-hook-form';
import { OutlinedTextField } from '../outlined-text-field';
import { type KitFieldProps, useBoundText } from './field-binding';

export interface FormTextFieldProps<Values extends FieldValues> extends KitFieldProps<Values> {
  /** `email` offers the e-mail keyboard; `time` the browser's time picker (`HH:mm`). */
  type?: 'text' | 'email' | 'time';
  /** Several lines (at least `minRows`, 3 by default). */
  multiline?: boolean;
  minRows?: number;
  /** The browser's autofill hint; 'off' by default. */
  autoComplete?: string;
  /**
   * Changes the letters' case as typed, the caret staying where it was: 'upper' for member IDs
   * and names (accounts spec §5), 'lower' for a registration e-mail.
   */
  letterCase?: 'upper' | 'lower';
  readOnly?: boolean;
}

/** Changes the case of an input's text in place, keeping the caret (and selection) where it was. */
function changeCaseInPlace(
  input: HTMLInputElement | HTMLTextAreaElement,
  letterCase: 'upper' | 'lower',
): string {
  const changed = letterCase === 'upper' ? input.value.toUpperCase() : input.value.toLowerCase();
  if (changed !== input.value) {
    const { selectionStart, selectionEnd } = input;
    input.value = changed;
    if (selectionStart !== null && selectionEnd !== null)
      input.setSelectionRange(selectionStart, selectionEnd);
  }
  return changed;
}

/**
 * A free-text field of the kit (one line, several lines, e-mail or time), bound to react-hook-form
 * by `name`: its value is the text as typed (the form's zod rules trim and check it), its message
 * the rule's (see `shownError`).
 */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  type = 'text',
  multiline = false,
  minRows = 3,
  autoComplete = 'off',
  letterCase,
  helperText,
  ...props
}: FormTextFieldProps<Values>) {
  const { onChange, error, ...bound } = useBoundText(control, name);
  return (
    <OutlinedTextField
      {...props}
      {...bound}
      onChange={(event) => {
        onChange(letterCase === undefined ? event.target.value : changeCaseInPlace(event.target, letterCase));
      }}
      type={type}
      autoComplete={type === 'email' && autoComplete === 'off' ? 'email' : autoComplete}
      {...(type === 'email' ? { inputMode: 'email' as const } : {})}
      {...(multiline ? { multiline: true, minRows } : {})}
      fullWidth
      error={error !== undefined}
      helperText={error ?? helperText}
    />
  );
}

/** An e-mail field of the kit: a `FormTextField` of type `email` with the e-mail autofill hint. */
export function FormEmailField<Values extends FieldValues>(
  props: Omit<FormTextFieldProps<Values>, 'type' | 'multiline'>,
) {
  return <FormTextField {...props} type="email" />;
}
