import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { npiProblem } from '@medivi/domain';
import { useWatch } from 'react-hook-form';
import { useLingui } from '../../lib/i18n/i18n';
import { ExperienceDialog, useExperienceForm } from './experience-dialog';
import { emptyInsertForm, insertBodyOf, insertFormSchema } from './experience-form';
import { NpiField, RecommendationAndNotesFields, TaxIdField } from './experience-form-fields';
import { entityTypeText } from './experience-texts';
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
  const { _ } = useLingui();
  const { data, isError, isFetching } = useGetProviderDirectoryEntryQuery(npi === '' ? skipToken : npi);
  if (npi === '' || isFetching) return null;
  if (isError || data === undefined) {
    return (
      <Typography variant="body2" color="text.secondary">
        {_('providerExperience.insert.notInDirectory')}
      </Typography>
    );
  }
  if (data.isListed) {
    return <Alert severity="warning">{_('providerExperience.errors.DUPLICATE_NPI', { npi })}</Alert>;
  }
  return (
    <Typography variant="body2">
      {_('providerExperience.insert.provider', {
        name: data.provider_name,
        entityType: entityTypeText(data.entity_type, _),
      })}
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
  const { _ } = useLingui();
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
      title={_('providerExperience.insert.title')}
      maxWidth="sm"
      failure={failure}
      submitLabel={_('providerExperience.insert.submit')}
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
