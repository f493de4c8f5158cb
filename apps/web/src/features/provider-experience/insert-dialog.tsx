import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { duplicateNpiMessage, npiProblem, providerExperienceTexts } from '@medivi/domain';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DigitsField } from '../../components/digits-field';
import { entityTypeNameOf } from './experience-display';
import { RecommendationAndNotesFields, TaxIdField } from './experience-form-fields';
import {
  emptyInsertForm,
  formFieldErrorsOf,
  insertBodyOf,
  insertFormSchema,
  type InsertFormValues,
  npiDigits,
  serverFieldErrorsOf,
} from './experience-form';
import {
  useCreateProviderExperienceMutation,
  useGetProviderDirectoryEntryQuery,
} from './provider-experience-api';
import { writeErrorText } from './write-failure';

/**
 * What the directory says of a complete, valid NPI: the name and entity type the record will
 * take, that it is not in the directory, or that it is already listed.
 */
function DirectoryNote({ npi }: { npi: string }) {
  const { data, isError, isFetching } = useGetProviderDirectoryEntryQuery(npi === '' ? skipToken : npi);
  if (npi === '' || isFetching) return null;
  if (isError || data === undefined) {
    return (
      <Typography variant="body2" color="text.secondary">
        This NPI is not in the provider directory; the record is kept without a provider name.
      </Typography>
    );
  }
  if (data.isListed) return <Alert severity="warning">{duplicateNpiMessage(npi)}</Alert>;
  return (
    <Typography variant="body2">
      Provider: {data.provider_name} ({entityTypeNameOf(data.entity_type)})
    </Typography>
  );
}

/**
 * 'Insert New Record' (cases spec §2, §3 insert form fields, §5): Provider NPI (required, 10
 * digits, valid check digit), Provider Tax ID (up to 9 digits), Recommendation (required), notes
 * and Active (on). The name and entity type come from the provider directory, shown once the NPI is
 * valid. A refused insert keeps the dialog open with the failure and the server's field messages.
 */
export function InsertDialog({
  onCancel,
  onAdded,
}: {
  onCancel: () => void;
  onAdded: (message: string) => void;
}) {
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateProviderExperienceMutation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InsertFormValues>({
    resolver: zodResolver(insertFormSchema),
    mode: 'onTouched',
    defaultValues: emptyInsertForm,
  });
  const typedNpi = useWatch({ control, name: 'providerNPI' });
  const lookedUpNpi = npiProblem(typedNpi) === null ? typedNpi.trim() : '';

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await create(insertBodyOf(values, new Date()));
    if (result.error === undefined) {
      onAdded(result.data.message);
      return;
    }
    setFailure(writeErrorText(result.error));
    for (const { field, message } of formFieldErrorsOf(serverFieldErrorsOf(result.error))) {
      if (field in emptyInsertForm) setError(field as keyof InsertFormValues, { message });
    }
  });

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{providerExperienceTexts.insertDialogTitle}</DialogTitle>
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
              name="providerNPI"
              render={({ field }) => (
                <DigitsField
                  label="Provider NPI"
                  required
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  maxDigits={npiDigits}
                  error={errors.providerNPI?.message}
                />
              )}
            />
            <DirectoryNote npi={lookedUpNpi} />
            <TaxIdField control={control} errors={errors} />
            <RecommendationAndNotesFields control={control} errors={errors} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            Insert
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
