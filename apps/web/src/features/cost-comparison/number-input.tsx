import TextField from '@mui/material/TextField';
import { forwardRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { NumericFormat, type NumericFormatProps } from 'react-number-format';
import { shownError } from '../../components/form-fields/field-binding';
import { numberOf } from '../../components/form-fields/form-number-fields';
import { formatNumber } from '../../lib/i18n/format';
import { useLingui } from '../../lib/i18n/i18n';

const NumericInput = forwardRef<HTMLInputElement, NumericFormatProps>(function NumericInput(props, ref) {
  return <NumericFormat {...props} getInputRef={ref} />;
});

export interface NumberInputProps {
  label: string;
  /** The number shown, null while empty. */
  value: number | null;
  /** Called with the typed number (null when emptied); not for values the page sets. */
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  /** Digits after the decimal point (0: whole numbers). */
  decimals: number;
  /** Text after the number, e.g. '%'. */
  suffix?: string;
  /** The largest value accepted as typed; larger input is refused at the keyboard. */
  max?: number;
  /** Told the value of an entry refused for passing `max`, so the page can say why. */
  onRefused?: (value: number) => void;
  helperText?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/**
 * A number the page computes with but the form-field kit has no field for (a Medicare ratio, a
 * head count, a state's utilization percent next to its slider): react-number-format in an MUI
 * outlined text field, thousand separators, `decimals` digits at most, never negative.
 */
export function NumberInput({
  label,
  value,
  onChange,
  onBlur,
  decimals,
  suffix,
  max,
  onRefused,
  helperText,
  error,
  disabled = false,
  size = 'medium',
  fullWidth = true,
}: NumberInputProps) {
  const numericProps: NumericFormatProps = {
    thousandSeparator: ',',
    decimalScale: decimals,
    allowNegative: false,
    valueIsNumericString: false,
    inputMode: decimals === 0 ? 'numeric' : 'decimal',
    ...(suffix === undefined ? {} : { suffix }),
    isAllowed: ({ floatValue }) => {
      const isAllowed = max === undefined || floatValue === undefined || floatValue <= max;
      if (!isAllowed) onRefused?.(floatValue);
      return isAllowed;
    },
    onValueChange: ({ floatValue }, { event }) => {
      if (event !== undefined) onChange(floatValue ?? null);
    },
  };
  return (
    <TextField
      label={label}
      value={value ?? ''}
      onBlur={onBlur}
      disabled={disabled}
      size={size}
      fullWidth={fullWidth}
      error={error !== undefined}
      helperText={error ?? helperText}
      slotProps={{
        input: { inputComponent: NumericInput as never },
        htmlInput: numericProps,
      }}
    />
  );
}

export interface FormNumberInputProps<Values extends FieldValues> extends Omit<
  NumberInputProps,
  'value' | 'onChange' | 'onBlur' | 'error'
> {
  control: Control<Values>;
  name: FieldPath<Values>;
}

/** A `NumberInput` bound to the form field `name`, its message the contract's (see `shownError`). */
export function FormNumberInput<Values extends FieldValues>({
  control,
  name,
  ...props
}: FormNumberInputProps<Values>) {
  const { _ } = useLingui();
  const { field, fieldState, formState } = useController({ control, name });
  // An entry past `max` is refused at the keyboard; the field says so (issue 31 item 15), worded
  // when shown so that a change of language rewords it.
  const [refused, setRefused] = useState<number | undefined>(undefined);
  const max = props.max;
  return (
    <NumberInput
      {...props}
      value={numberOf(field.value)}
      onChange={(value) => {
        setRefused(undefined);
        field.onChange(value);
      }}
      onRefused={
        max === undefined
          ? undefined
          : () => {
              setRefused(max);
            }
      }
      onBlur={field.onBlur}
      error={
        shownError(fieldState, formState) ??
        (refused === undefined
          ? undefined
          : _('costComparison.field.atMost', { max: formatNumber(refused, 0) }))
      }
    />
  );
}
