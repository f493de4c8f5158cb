import { type Ref } from 'react';
import { OutlinedTextField } from './outlined-text-field';

export interface DigitsFieldProps {
  label: string;
  name?: string;
  /** The digits held (never anything else). */
  value: string;
  /** Called with the typed text reduced to digits and cut to `maxDigits`. */
  onChange: (digits: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Most digits kept; extra ones are dropped as typed or pasted. */
  maxDigits: number;
  autoComplete?: string;
  required?: boolean;
  /** A message shown under the field (and the field marked invalid). */
  error?: string | undefined;
  /** Shown under the field while there is no `error`. */
  helperText?: string | undefined;
  disabled?: boolean;
  fullWidth?: boolean;
}

/** Keeps only the digits of `text`, at most `maxDigits` of them. */
export function toDigits(text: string, maxDigits: number): string {
  return text.replace(/\D/g, '').slice(0, maxDigits);
}

/**
 * A text field that holds digits only: anything else typed or pasted is dropped and the value is
 * cut to `maxDigits` (cases spec §5: phone digits only, max 10; zip 5). The form still decides
 * whether the value is complete and shows its message through `error`.
 */
export function DigitsField({
  maxDigits,
  onChange,
  error,
  helperText,
  autoComplete = 'off',
  fullWidth = true,
  ...field
}: DigitsFieldProps) {
  return (
    <OutlinedTextField
      {...field}
      autoComplete={autoComplete}
      fullWidth={fullWidth}
      inputMode="numeric"
      onChange={(event) => {
        onChange(toDigits(event.target.value, maxDigits));
      }}
      error={error !== undefined}
      helperText={error ?? helperText}
    />
  );
}

/** Digits of a phone number (cases spec §9: 10). */
export const phoneDigits = 10;
/** Digits of a zip code (cases spec §9: 5). */
export const zipDigits = 5;

/** A phone number field: digits only, at most 10 (cases spec §5 Phone). */
export function PhoneField(props: Omit<DigitsFieldProps, 'maxDigits' | 'autoComplete'>) {
  return <DigitsField {...props} maxDigits={phoneDigits} autoComplete="tel-national" />;
}

/** A zip code field: digits only, at most 5 (cases spec §5 Zip). */
export function ZipField(props: Omit<DigitsFieldProps, 'maxDigits' | 'autoComplete'>) {
  return <DigitsField {...props} maxDigits={zipDigits} autoComplete="postal-code" />;
}
