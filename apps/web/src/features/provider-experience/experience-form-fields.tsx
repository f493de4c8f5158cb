import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { recommendations } from '@medivi/domain';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { DigitsField } from '../../components/digits-field';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { type InsertFormValues, taxIdDigits } from './experience-form';

/** The form values both dialogs hold (the update form holds more). */
type SharedValues = InsertFormValues;

export interface ExperienceFieldsProps {
  control: Control<SharedValues>;
  errors: FieldErrors<SharedValues>;
}

/** Provider Tax ID: digits only, up to 9 (cases spec §5). */
export function TaxIdField({ control, errors }: ExperienceFieldsProps) {
  return (
    <Controller
      control={control}
      name="providerTaxID"
      render={({ field }) => (
        <DigitsField
          label="Provider Tax ID"
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          maxDigits={taxIdDigits}
          error={errors.providerTaxID?.message}
        />
      )}
    />
  );
}

/**
 * Recommendation (required; CAUTION, UNFRIENDLY, DELISTED), external and internal notes and
 * Active (cases spec §3 insert and update form fields, §5).
 */
/** The two free-text notes of a record (cases spec §3), written the same way. */
const notesFields = [
  { name: 'externalNotes', label: 'External Notes' },
  { name: 'internalNotes', label: 'Internal Notes' },
] as const;

export function RecommendationAndNotesFields({ control, errors }: ExperienceFieldsProps) {
  return (
    <>
      <Controller
        control={control}
        name="recommendation"
        render={({ field }) => (
          <TextField
            select
            required
            fullWidth
            label="Recommendation"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.recommendation !== undefined}
            helperText={errors.recommendation?.message}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Choose…</option>
            {recommendations.map((recommendation) => (
              <option key={recommendation} value={recommendation}>
                {recommendation}
              </option>
            ))}
          </TextField>
        )}
      />
      {notesFields.map(({ name, label }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <OutlinedTextField
              label={label}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              multiline
              minRows={2}
              fullWidth
              error={errors[name] !== undefined}
              helperText={errors[name]?.message}
            />
          )}
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
