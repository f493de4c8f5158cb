import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { forwardRef, useId } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { NumericFormat, type NumericFormatProps } from 'react-number-format';
import { type KitFieldProps, shownError } from './field-binding';

/** The number a number field holds: a finite number, or null while empty. */
export function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The input element of the number fields: react-number-format's `NumericFormat` in MUI's
 * outlined input (MUI's documented way of putting a formatting input into its fields), its ref
 * handed on with `getInputRef`. NumericFormat hands on the focus event a task late (after placing
 * the caret), which would show the field's focus border late, after a check or a screen reader
 * looked; MUI gets the event at once instead (in the capture phase, on the same input).
 */
const NumericInput = forwardRef<HTMLInputElement, NumericFormatProps>(function NumericInput(
  { onFocus, ...props },
  ref,
) {
  return <NumericFormat {...props} onFocusCapture={onFocus} getInputRef={ref} />;
});

interface NumberFieldProps<Values extends FieldValues> extends KitFieldProps<Values> {
  /** Digits after the decimal point. */
  decimals: number;
  /** Always shows `decimals` digits (`12.50`), as money does. */
  fixedDecimals: boolean;
  /** '$' before the number, '%' after it. */
  unit: { prefix: string } | { suffix: string };
  /** The largest value accepted as typed; larger input is refused at the keyboard. */
  max?: number | undefined;
  /** Rounds the value to a whole number when the field is left. */
  roundOnBlur?: boolean;
}

/** The shared body of the money and percent fields (not exported: use those two). */
function NumberField<Values extends FieldValues>({
  control,
  name,
  label,
  required = false,
  helperText,
  disabled = false,
  decimals,
  fixedDecimals,
  unit,
  max,
  roundOnBlur = false,
}: NumberFieldProps<Values>) {
  const id = useId();
  const { field, fieldState, formState } = useController({ control, name });
  const error = shownError(fieldState, formState);
  const message = error ?? helperText;
  const helperTextId = message === undefined ? undefined : `${id}-helper-text`;
  const value = numberOf(field.value);
  const numericProps: NumericFormatProps = {
    thousandSeparator: ',',
    decimalScale: decimals,
    fixedDecimalScale: fixedDecimals,
    allowNegative: false,
    valueIsNumericString: false,
    inputMode: decimals === 0 ? 'numeric' : 'decimal',
    isAllowed: ({ floatValue }) => max === undefined || floatValue === undefined || floatValue <= max,
    // Only typing changes the form's value; a value set by the form (rounding) is not echoed.
    onValueChange: ({ floatValue }, { event }) => {
      if (event !== undefined) field.onChange(floatValue ?? null);
    },
    'aria-describedby': helperTextId,
  };
  return (
    <FormControl
      variant="outlined"
      required={required}
      error={error !== undefined}
      disabled={disabled}
      fullWidth
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={field.name}
        label={label}
        value={value ?? ''}
        inputRef={field.ref}
        onBlur={() => {
          if (roundOnBlur && value !== null && !Number.isInteger(value)) field.onChange(Math.round(value));
          field.onBlur();
        }}
        inputComponent={NumericInput as never}
        inputProps={numericProps as InputBaseComponentProps}
        {...('prefix' in unit
          ? { startAdornment: <InputAdornment position="start">{unit.prefix}</InputAdornment> }
          : { endAdornment: <InputAdornment position="end">{unit.suffix}</InputAdornment> })}
      />
      {message !== undefined && <FormHelperText id={helperTextId}>{message}</FormHelperText>}
    </FormControl>
  );
}

export interface FormMoneyFieldProps<Values extends FieldValues> extends KitFieldProps<Values> {
  /**
   * A total: shown and kept in whole dollars once the field is left (analysis spec §5: money
   * fields have 2 decimals and thousand separators; totals are rounded to whole numbers on blur).
   */
  total?: boolean;
}

/**
 * A money field of the kit, in US dollars: `$` before the amount, thousand separators and two
 * decimals as typed (`1,234.50`); its value is the amount as a number (null while empty), never
 * negative. A `total` rounds to whole dollars when left.
 */
export function FormMoneyField<Values extends FieldValues>({
  total = false,
  ...props
}: FormMoneyFieldProps<Values>) {
  return <NumberField {...props} decimals={2} fixedDecimals unit={{ prefix: '$' }} roundOnBlur={total} />;
}

export interface FormPercentFieldProps<Values extends FieldValues> extends KitFieldProps<Values> {
  /** The largest percent accepted (100 by default; a Medicare ratio may go above). */
  max?: number;
  /** Digits after the decimal point (2 by default). */
  decimals?: number;
}

/**
 * A percent field of the kit: `%` after the number, up to two decimals; its value is the percent
 * as a number (45.5 for 45.5 %; null while empty), between 0 and `max`.
 */
export function FormPercentField<Values extends FieldValues>({
  max = 100,
  decimals = 2,
  ...props
}: FormPercentFieldProps<Values>) {
  return (
    <NumberField {...props} decimals={decimals} fixedDecimals={false} unit={{ suffix: '%' }} max={max} />
  );
}

export interface FormWholeNumberFieldProps<Values extends FieldValues> extends KitFieldProps<Values> {
  /** The unit after the number, as read: 'business days'. */
  unit: string;
}

/**
 * A whole-number field of the kit: digits only (no sign, no decimal point), the `unit` after the
 * number; its value is the number (null while empty). Its bounds are the form's zod rules, whose
 * messages say them.
 */
export function FormWholeNumberField<Values extends FieldValues>({
  unit,
  ...props
}: FormWholeNumberFieldProps<Values>) {
  return <NumberField {...props} decimals={0} fixedDecimals={false} unit={{ suffix: unit }} />;
}
