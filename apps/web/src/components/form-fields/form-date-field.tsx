import type { FieldValues } from 'react-hook-form';
import { DateField } from '../date-field';
import { type KitFieldProps, useBoundText } from './field-binding';

export interface FormDateFieldProps<Values extends FieldValues> extends Omit<
  KitFieldProps<Values>,
  'helperText'
> {
  /** "Today" for the two-digit year pivot and the partial check; the current date by default. */
  today?: Date | undefined;
  /** The browser's autofill hint: 'bday' for a date of birth (the default), 'off' for others. */
  autoComplete?: string;
}

/**
 * A date field of the kit (accounts spec §5 Date entry): the text as typed (`mm/dd/yyyy`, two-digit
 * years allowed, or `yyyy-mm-dd`), formatted while typing; a part already wrong shows at once,
 * the form's zod rule decides the rest. The form converts the text with `parseDateEntry`.
 */
export function FormDateField<Values extends FieldValues>({
  control,
  name,
  ...props
}: FormDateFieldProps<Values>) {
  return <DateField {...props} {...useBoundText(control, name)} />;
}
