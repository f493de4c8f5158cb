import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { recommendations } from '@medivi/domain';
import { type Control, Controller } from 'react-hook-form';
import { FormDigitsField } from '../../components/form-fields/form-digits-field';
import { FormSelectField } from '../../components/form-fields/form-select-field';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { type InsertFormValues, npiDigits, taxIdDigits } from './experience-form';

/** The form values both dialogs hold (the update form holds more). */
type SharedValues = InsertFormValues;

export interface ExperienceFieldsProps {
  control: Control<SharedValues>;
}

/** Provider NPI of the insert form: required, 10 digits with a valid check digit (cases spec §5). */
export function NpiField({ control }: ExperienceFieldsProps) {
  return (
    <FormDigitsField
      control={control}
      name="providerNPI"
      label="Provider NPI"
      required
      maxDigits={npiDigits}
    />
  );
}

/** Provider Tax ID: digits only, up to 9 (cases spec §5). */
export function TaxIdField({ control }: ExperienceFieldsProps) {
  return (
    <FormDigitsField control={control} name="providerTaxID" label="Provider Tax ID" maxDigits={taxIdDigits} />
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
export function RecommendationAndNotesFields({ control }: ExperienceFieldsProps) {
  return (
    <>
      <FormSelectField
        control={control}
        name="recommendation"
        label="Recommendation"
        required
        emptyLabel="Choose…"
        options={recommendationOptions}
      />
      {notesFields.map(({ name, label }) => (
        <FormTextField key={name} control={control} name={name} label={label} multiline minRows={2} />
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
