import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { entityTypeNames, entityTypes, type ProviderExperienceRecord } from '@medivi/domain';
import { useId, useState } from 'react';
import { type Control, Controller, type FieldErrors, useForm } from 'react-hook-form';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { ChangeHistory } from './change-history';
import { formatChangeTime } from './experience-display';
import { RecommendationAndNotesFields, TaxIdField } from './experience-form-fields';
import {
  formFieldErrorsOf,
  type InsertFormValues,
  serverFieldErrorsOf,
  updateBodyOf,
  updateFormOf,
  updateFormSchema,
  type UpdateFormValues,
} from './experience-form';
import { useUpdateProviderExperienceMutation } from './provider-experience-api';
import { writeErrorText } from './write-failure';

/**
 * The update dialog of a listed record (cases spec §2, §3 update form fields, §5): provider name,
 * NPI (read-only), tax ID, entity type, recommendation, notes, active and the last update
 * (read-only), with the record's change history below. A refused update keeps the dialog open with
 * the failure and the server's field messages (spec §8: error flag set).
 */
export function UpdateDialog({
  record,
  onCancel,
  onUpdated,
}: {
  record: ProviderExperienceRecord;
  onCancel: () => void;
  onUpdated: (message: string) => void;
}) {
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateProviderExperienceMutation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdateFormValues>({
    resolver: zodResolver(updateFormSchema),
    mode: 'onTouched',
    defaultValues: updateFormOf(record),
  });
  // The shared fields read only the fields both forms have.
  const sharedControl = control as unknown as Control<InsertFormValues>;
  const sharedErrors = errors as FieldErrors<InsertFormValues>;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await update({ npi: record.npi, body: updateBodyOf(values, new Date()) });
    if (result.error === undefined) {
      onUpdated(result.data.message);
      return;
    }
    setFailure(writeErrorText(result.error));
    for (const { field, message } of formFieldErrorsOf(serverFieldErrorsOf(result.error))) {
      setError(field, { message });
    }
  });

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Update Record</DialogTitle>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure !== null && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <Controller
              control={control}
              name="providerName"
              render={({ field }) => (
                <OutlinedTextField
                  label="Provider Name"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  fullWidth
                  error={errors.providerName !== undefined}
                  helperText={errors.providerName?.message}
                />
              )}
            />
            <OutlinedTextField label="Provider NPI" value={record.npi} readOnly fullWidth />
            <TaxIdField control={sharedControl} errors={sharedErrors} />
            <Controller
              control={control}
              name="entityType"
              render={({ field }) => (
                <TextField
                  select
                  fullWidth
                  label="Entity Type"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={errors.entityType !== undefined}
                  helperText={errors.entityType?.message}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">Not known</option>
                  {entityTypes.map((entityType) => (
                    <option key={entityType} value={entityType}>
                      {entityTypeNames[entityType]}
                    </option>
                  ))}
                </TextField>
              )}
            />
            <RecommendationAndNotesFields control={sharedControl} errors={sharedErrors} />
            <OutlinedTextField
              label="Last Updated Date"
              value={formatChangeTime(record.lastupdateddate)}
              readOnly
              fullWidth
            />
            <Divider />
            <ChangeHistory npi={record.npi} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            Update
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
