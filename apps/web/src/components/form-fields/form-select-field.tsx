import type { FieldValues } from 'react-hook-form';
import { NativeSelectField, type SelectOption } from '../native-select-field';
import { UsStateSelect } from '../us-state-select';
import { type KitFieldProps, useBoundText } from './field-binding';

export interface FormSelectFieldProps<Values extends FieldValues> extends KitFieldProps<Values> {
  options: readonly SelectOption[];
  /** The text of the empty first choice, e.g. 'Choose…'. */
  emptyLabel: string;
}

/** A native select of the kit, bound to react-hook-form by `name`; its value is the option's. */
export function FormSelectField<Values extends FieldValues>({
  control,
  name,
  ...props
}: FormSelectFieldProps<Values>) {
  return <NativeSelectField {...props} {...useBoundText(control, name)} />;
}

/**
 * The State field of the kit: the USPS code chosen from the states by name (cases spec §2), ''
 * until chosen; labelled 'State' unless told otherwise.
 */
export function FormStateField<Values extends FieldValues>({
  control,
  name,
  ...props
}: Omit<KitFieldProps<Values>, 'label'> & { label?: string }) {
  return <UsStateSelect {...props} {...useBoundText(control, name)} />;
}
