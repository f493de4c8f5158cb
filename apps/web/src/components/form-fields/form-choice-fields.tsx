import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type Ref, useId } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import type { SelectOption } from '../native-select-field';
import { type KitFieldProps, shownError, useBoundText } from './field-binding';

export interface RadioChoiceProps<Choice extends string> {
  label: string;
  name: string;
  /** The choice made, or '' for none yet. */
  value: Choice | '';
  options: readonly { value: Choice; label: string }[];
  onChange: (value: Choice) => void;
  onBlur?: () => void;
  /** Given the first radio button (react-hook-form focuses it on an error). */
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  error?: string | undefined;
  helperText?: string | undefined;
  disabled?: boolean;
}

/**
 * A group of radio buttons in a row under a visible label (the group is named by it): one tab
 * stop, arrow keys move the choice. Required by default, as every choice of the portal's forms is.
 */
export function RadioChoice<Choice extends string>({
  label,
  name,
  value,
  options,
  onChange,
  onBlur,
  inputRef,
  required = true,
  error,
  helperText,
  disabled = false,
}: RadioChoiceProps<Choice>) {
  const id = useId();
  const message = error ?? helperText;
  return (
    <FormControl required={required} error={error !== undefined} disabled={disabled}>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={`${id}-label`}
        aria-describedby={message === undefined ? undefined : `${id}-helper-text`}
        value={value}
        onChange={(event) => {
          onChange(event.target.value as Choice);
        }}
        onBlur={onBlur}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio {...(index === 0 ? { slotProps: { input: { ref: inputRef } } } : {})} />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {message !== undefined && <FormHelperText id={`${id}-helper-text`}>{message}</FormHelperText>}
    </FormControl>
  );
}

export interface FormRadioChoiceProps<Values extends FieldValues> extends KitFieldProps<Values> {
  options: readonly SelectOption[];
  /** Called with the new choice after the form holds it (to clear fields that depend on it). */
  onPicked?: (value: string) => void;
}

/** A radio choice of the kit, bound to react-hook-form by `name`; its value is the option's, '' before. */
export function FormRadioChoice<Values extends FieldValues>({
  control,
  name,
  onPicked,
  ...props
}: FormRadioChoiceProps<Values>) {
  const { onChange, ...bound } = useBoundText(control, name);
  return (
    <RadioChoice
      {...props}
      {...bound}
      onChange={(value) => {
        onChange(value);
        onPicked?.(value);
      }}
    />
  );
}

export interface FormCheckboxGroupProps<Values extends FieldValues> extends KitFieldProps<Values> {
  options: readonly SelectOption[];
  /** Called with the option and whether it is now ticked, after the form holds the change. */
  onToggled?: (value: string, checked: boolean) => void;
}

/**
 * A group of checkboxes of the kit under a legend, bound to react-hook-form by `name`: its value is
 * the ticked options' values in the order they were ticked.
 */
export function FormCheckboxGroup<Values extends FieldValues>({
  control,
  name,
  label,
  required = false,
  helperText,
  disabled = false,
  options,
  onToggled,
}: FormCheckboxGroupProps<Values>) {
  const id = useId();
  const { field, fieldState, formState } = useController({ control, name });
  const error = shownError(fieldState, formState);
  const message = error ?? helperText;
  const ticked: readonly string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <FormControl
      component="fieldset"
      required={required}
      error={error !== undefined}
      disabled={disabled}
      aria-describedby={message === undefined ? undefined : `${id}-helper-text`}
    >
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                name={field.name}
                value={option.value}
                checked={ticked.includes(option.value)}
                onBlur={field.onBlur}
                {...(index === 0 ? { slotProps: { input: { ref: field.ref } } } : {})}
                onChange={(event) => {
                  const { checked } = event.target;
                  field.onChange(
                    checked ? [...ticked, option.value] : ticked.filter((value) => value !== option.value),
                  );
                  onToggled?.(option.value, checked);
                }}
              />
            }
          />
        ))}
      </FormGroup>
      {message !== undefined && <FormHelperText id={`${id}-helper-text`}>{message}</FormHelperText>}
    </FormControl>
  );
}
