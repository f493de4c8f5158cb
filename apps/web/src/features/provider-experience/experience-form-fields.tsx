import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type Control, Controller } from 'react-hook-form';
import { FormDigitsField } from '../../components/form-fields/form-digits-field';
import { FormSelectField } from '../../components/form-fields/form-select-field';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { useLingui } from '../../lib/i18n/i18n';
import { type InsertFormValues, npiDigits, taxIdDigits } from './experience-form';
import { recommendationOptions } from './experience-texts';

/** The form values both dialogs hold (the update form holds more). */
type SharedValues = InsertFormValues;

export interface ExperienceFieldsProps {
  control: Control<SharedValues>;
}

/** Provider NPI of the insert form: required, 10 digits with a valid check digit (cases spec §5). */
export function NpiField({ control }: ExperienceFieldsProps) {
  const { _ } = useLingui();
  return (
    <FormDigitsField
      control={control}
      name="providerNPI"
      label={_('providerExperience.form.npi')}
      required
      maxDigits={npiDigits}
    />
  );
}

/** Provider Tax ID: digits only, up to 9 (cases spec §5). */
export function TaxIdField({ control }: ExperienceFieldsProps) {
  const { _ } = useLingui();
  return (
    <FormDigitsField
      control={control}
      name="providerTaxID"
      label={_('providerExperience.form.taxId')}
      maxDigits={taxIdDigits}
    />
  );
}

/** The two free-text notes of a record (cases spec §3), written the same way. */
const notesFields = [
  { name: 'externalNotes', labelId: 'providerExperience.field.externalNotes' },
  { name: 'internalNotes', labelId: 'providerExperience.field.internalNotes' },
] as const;

/**
 * Recommendation (required; CAUTION, UNFRIENDLY, DELISTED), external and internal notes and
 * Active (cases spec §3 insert and update form fields, §5).
 */
export function RecommendationAndNotesFields({ control }: ExperienceFieldsProps) {
  const { _ } = useLingui();
  return (
    <>
      <FormSelectField
        control={control}
        name="recommendation"
        label={_('providerExperience.field.recommendation')}
        required
        emptyLabel={_('providerExperience.form.choose')}
        options={recommendationOptions(_)}
      />
      {notesFields.map(({ name, labelId }) => (
        <FormTextField key={name} control={control} name={name} label={_(labelId)} multiline minRows={2} />
      ))}
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <FormControlLabel
            label={_('providerExperience.field.active')}
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
