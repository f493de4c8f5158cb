import type { FieldValues } from 'react-hook-form';
import { DigitsField, phoneDigits, zipDigits } from '../digits-field';
import { type KitFieldProps, useBoundText } from './field-binding';

export interface FormDigitsFieldProps<Values extends FieldValues> extends KitFieldProps<Values> {
  /** Most digits kept; anything else typed or pasted is dropped. */
  maxDigits: number;
  autoComplete?: string;
}

/**
 * A digits-only field of the kit (phone, zip, NPI, tax ID), bound to react-hook-form by `name`:
 * its value is the digits typed, at most `maxDigits`; whether they are complete is the form's
 * zod rule.
 */
export function FormDigitsField<Values extends FieldValues>({
  control,
  name,
  ...props
}: FormDigitsFieldProps<Values>) {
  return <DigitsField {...props} {...useBoundText(control, name)} />;
}

/** A phone field of the kit: digits only, at most 10 (cases spec §5 Phone). */
export function FormPhoneField<Values extends FieldValues>(props: KitFieldProps<Values>) {
  return <FormDigitsField {...props} maxDigits={phoneDigits} autoComplete="tel-national" />;
}

/** A zip code field of the kit: digits only, at most 5 (cases spec §5 Zip). */
export function FormZipField<Values extends FieldValues>(props: KitFieldProps<Values>) {
  return <FormDigitsField {...props} maxDigits={zipDigits} autoComplete="postal-code" />;
}
