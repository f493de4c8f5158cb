import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { accessIssueReasons, accessIssueTypes, otherAccessIssueReason } from '@medivi/domain';
import { useId } from 'react';
import { type Control, Controller, type FieldErrors, useWatch } from 'react-hook-form';
import { OutlinedTextField } from '../../components/outlined-text-field';
import type { ProviderFormValues } from './case-draft';

/**
 * The Access Issue part of the provider form (cases spec §2): type of access issue, what the
 * patient is being seen for (General Care or a specific reason) and the reasons, with 'Other' and
 * its free text. Unticking 'Other' clears its text.
 */
export function AccessIssueFields({
  control,
  errors,
}: {
  control: Control<ProviderFormValues>;
  errors: FieldErrors<ProviderFormValues>;
}) {
  const typeId = useId();
  const seenForId = useId();
  const reasonsId = useId();
  const seenFor = useWatch({ control, name: 'seenFor' });
  const reasons = useWatch({ control, name: 'reasons' });
  return (
    <>
      <Controller
        control={control}
        name="typeOfAccessIssue"
        render={({ field }) => (
          <FormControl required error={errors.typeOfAccessIssue !== undefined}>
            <FormLabel id={typeId}>Type of Access Issue</FormLabel>
            <RadioGroup
              row
              aria-labelledby={typeId}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
            >
              {accessIssueTypes.map((type) => (
                <FormControlLabel
                  key={type.value}
                  value={type.value}
                  control={<Radio />}
                  label={type.memberLabel}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name="seenFor"
        render={({ field }) => (
          <FormControl required>
            <FormLabel id={seenForId}>What is the patient being seen for?</FormLabel>
            <RadioGroup
              row
              aria-labelledby={seenForId}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
            >
              <FormControlLabel value="general" control={<Radio />} label="General Care" />
              <FormControlLabel value="specific" control={<Radio />} label="Specific reason" />
            </RadioGroup>
          </FormControl>
        )}
      />
      {seenFor === 'specific' && (
        <Controller
          control={control}
          name="specificReason"
          render={({ field }) => (
            <OutlinedTextField
              label="Specific reason (surgery type or diagnosis)"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              multiline
              minRows={2}
              required
              fullWidth
              error={errors.specificReason !== undefined}
              helperText={errors.specificReason?.message}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="reasons"
        render={({ field }) => (
          <FormControl component="fieldset" required error={errors.reasons !== undefined}>
            <FormLabel component="legend" id={reasonsId}>
              Reason for the access issue
            </FormLabel>
            <FormGroup>
              {[...accessIssueReasons, otherAccessIssueReason].map((reason) => (
                <FormControlLabel
                  key={reason}
                  label={reason}
                  control={
                    <Checkbox
                      checked={field.value.includes(reason)}
                      onChange={(event) => {
                        field.onChange(
                          event.target.checked
                            ? [...field.value, reason]
                            : field.value.filter((value) => value !== reason),
                        );
                      }}
                    />
                  }
                />
              ))}
            </FormGroup>
            {errors.reasons?.message !== undefined && (
              <FormHelperText>{errors.reasons.message}</FormHelperText>
            )}
          </FormControl>
        )}
      />
      {reasons.includes(otherAccessIssueReason) && (
        <Controller
          control={control}
          name="otherReason"
          render={({ field }) => (
            <OutlinedTextField
              label="Other reason"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              required
              fullWidth
            />
          )}
        />
      )}
    </>
  );
}
