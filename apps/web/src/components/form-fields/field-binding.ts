import {
  type Control,
  type ControllerFieldState,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
  useController,
  type UseFormStateReturn,
} from 'react-hook-form';

/**
 * What every field of the form-field kit takes: the form's `control`, the field's `name` (a
 * dotted path of the form values), its visible `label`, whether it is required (the label's
 * asterisk; the rule itself lives in the form's zod schema), a help text shown under the field
 * while it has no error, and `disabled`.
 */
export interface KitFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  required?: boolean;
  /** Shown under the field while it has no error; linked with `aria-describedby`. */
  helperText?: string;
  disabled?: boolean;
}

/**
 * The message a kit field shows: the zod rule's message for this field once the field was left,
 * edited or a submit was tried (a server's field message set with `setError` after a submit shows
 * too); nothing before, so an untouched form is not red.
 */
export function shownError(
  fieldState: ControllerFieldState,
  formState: Pick<UseFormStateReturn<FieldValues>, 'isSubmitted'>,
): string | undefined {
  if (!(fieldState.isTouched || fieldState.isDirty || formState.isSubmitted)) return undefined;
  return fieldState.error?.message;
}

/** The text a text-like field holds: its value when a string, '' otherwise (unset, null). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** What a kit field hands to its input: the text bound to the form and the message to show. */
export interface BoundText {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: RefCallBack;
  error: string | undefined;
}

/**
 * Binds a text-valued input (text, digits, select, date, radio) to the form field `name` with
 * react-hook-form's `useController`: the value as text, the change and blur handlers, the ref
 * (for focus on the first error) and the message `shownError` lets through.
 */
export function useBoundText<Values extends FieldValues>(
  control: Control<Values>,
  name: FieldPath<Values>,
): BoundText {
  const { field, fieldState, formState } = useController({ control, name });
  return {
    name: field.name,
    value: textOf(field.value),
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: shownError(fieldState, formState),
  };
}
