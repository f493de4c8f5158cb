import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { duplicateNpiMessage, npiProblem, providerExperienceTexts } from '@medivi/domain';
import { useWatch } from 'react-hook-form';
import { entityTypeNameOf } from './experience-display';
import { ExperienceDialog, useExperienceForm } from './experience-dialog';
import { emptyInsertForm, insertBodyOf, insertFormSchema } from './experience-form';
import { NpiField, RecommendationAndNotesFields, TaxIdField } from './experience-form-fields';
import {
  useCreateProviderExperienceMutation,
  useGetProviderDirectoryEntryQuery,
} from './provider-experience-api';

const resolver = zodResolver(insertFormSchema);

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
  const [create, { isLoading }] = useCreateProviderExperienceMutation();
  const { control, failure, submit } = useExperienceForm({
    resolver,
    defaultValues: emptyInsertForm,
    write: (values) => create(insertBodyOf(values, new Date())),
    onWritten: onAdded,
  });
  const typedNpi = useWatch({ control, name: 'providerNPI' });
  const lookedUpNpi = npiProblem(typedNpi) === null ? typedNpi.trim() : '';

  return (
    <ExperienceDialog
      title={providerExperienceTexts.insertDialogTitle}
      maxWidth="sm"
      failure={failure}
      submitLabel="Insert"
      isSaving={isLoading}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <NpiField control={control} />
      <DirectoryNote npi={lookedUpNpi} />
      <TaxIdField control={control} />
      <RecommendationAndNotesFields control={control} />
    </ExperienceDialog>
  );
}
