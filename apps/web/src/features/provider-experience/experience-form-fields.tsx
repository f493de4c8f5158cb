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
      <Controller
        control={control}
        name="externalNotes"
        render={({ field }) => (
          <OutlinedTextField
            label="External Notes"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            multiline
            minRows={2}
            fullWidth
            error={errors.externalNotes !== undefined}
            helperText={errors.externalNotes?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="internalNotes"
        render={({ field }) => (
          <OutlinedTextField
            label="Internal Notes"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            multiline
            minRows={2}
            fullWidth
            error={errors.internalNotes !== undefined}
            helperText={errors.internalNotes?.message}
          />
        )}
      />
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
