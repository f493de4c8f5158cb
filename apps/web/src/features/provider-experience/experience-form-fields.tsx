import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { recommendations } from '@medivi/domain';
import {
  type Control,
  Controller,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { DigitsField } from '../../components/digits-field';
import { inputPropsOf } from '../../components/form-binding';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { type InsertFormValues, npiDigits, taxIdDigits } from './experience-form';

/** The form values both dialogs hold (the update form holds more). */
type SharedValues = InsertFormValues;

export interface ExperienceFieldsProps {
  control: Control<SharedValues>;
  errors: FieldErrors<SharedValues>;
}

/** One field of a dialog's form: where it lives, its label and its current message. */
interface FormFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  error: FieldError | undefined;
}

/** A digits-only field of the form (cases spec §5: NPI 10 digits, tax ID up to 9). */
function DigitsFormField({
  control,
  name,
  label,
  error,
  maxDigits,
  required = false,
}: FormFieldProps<SharedValues> & {
  name: 'providerNPI' | 'providerTaxID';
  maxDigits: number;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DigitsField
          label={label}
          required={required}
          {...inputPropsOf(field)}
          maxDigits={maxDigits}
          error={error?.message}
        />
      )}
    />
  );
}

/** Provider NPI of the insert form: required, 10 digits with a valid check digit (cases spec §5). */
export function NpiField({ control, errors }: ExperienceFieldsProps) {
  return (
    <DigitsFormField
      control={control}
      name="providerNPI"
      label="Provider NPI"
      required
      maxDigits={npiDigits}
      error={errors.providerNPI}
    />
  );
}

/** Provider Tax ID: digits only, up to 9 (cases spec §5). */
export function TaxIdField({ control, errors }: ExperienceFieldsProps) {
  return (
    <DigitsFormField
      control={control}
      name="providerTaxID"
      label="Provider Tax ID"
      maxDigits={taxIdDigits}
      error={errors.providerTaxID}
    />
  );
}

/** A free-text field of the form, on one line or (`multiline`) on two or more. */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  label,
  error,
  multiline = false,
}: FormFieldProps<Values> & { multiline?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <OutlinedTextField
          label={label}
          {...inputPropsOf(field)}
          {...(multiline ? { multiline: true, minRows: 2 } : {})}
          fullWidth
          error={error !== undefined}
          helperText={error?.message}
        />
      )}
    />
  );
}

/**
 * A native select of the form whose empty choice reads `emptyLabel` (cases spec §3:
 * recommendation and entity type).
 */
export function FormSelectField<Values extends FieldValues>({
  control,
  name,
  label,
  error,
  emptyLabel,
  options,
  required = false,
}: FormFieldProps<Values> & {
  emptyLabel: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          required={required}
          fullWidth
          label={label}
          {...inputPropsOf(field)}
          error={error !== undefined}
          helperText={error?.message}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{emptyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

const recommendationOptions = recommendations.map((recommendation) => ({
  value: recommendation,
  label: recommendation,
}));

/** The two free-text notes of a record (cases spec §3), written the same way. */
const notesFields = [
  { name: 'externalNotes', label: 'External Notes' },
  { name: 'internalNotes', label: 'Internal Notes' },
] as const;

/**
 * Recommendation (required; CAUTION, UNFRIENDLY, DELISTED), external and internal notes and
 * Active (cases spec §3 insert and update form fields, §5).
 */
export function RecommendationAndNotesFields({ control, errors }: ExperienceFieldsProps) {
  return (
    <>
      <FormSelectField
        control={control}
        name="recommendation"
        label="Recommendation"
        required
        emptyLabel="Choose…"
        options={recommendationOptions}
        error={errors.recommendation}
      />
      {notesFields.map(({ name, label }) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          label={label}
          multiline
          error={errors[name]}
        />
      ))}
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <FormControlLabel
            label="Active"
            control={
              <Checkbox
                name={field.name}
                checked={field.value}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                }}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
          />
        )}
      />
    </>
  );
}
