import { zodResolver } from '@hookform/resolvers/zod';
import Divider from '@mui/material/Divider';
import type { ProviderExperienceRecord } from '@medivi/domain';
import { FormSelectField } from '../../components/form-fields/form-select-field';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { useLingui } from '../../lib/i18n/i18n';
import { ChangeHistory } from './change-history';
import { formatChangeTime } from './experience-display';
import { ExperienceDialog, useExperienceForm } from './experience-dialog';
import { updateBodyOf, updateFormOf, updateFormSchema } from './experience-form';
import { RecommendationAndNotesFields, TaxIdField } from './experience-form-fields';
import { entityTypeOptions } from './experience-texts';
import { useUpdateProviderExperienceMutation } from './provider-experience-api';

const resolver = zodResolver(updateFormSchema);

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
  const { _ } = useLingui();
  const [update, { isLoading }] = useUpdateProviderExperienceMutation();
  const { control, sharedControl, failure, submit } = useExperienceForm({
    resolver,
    defaultValues: updateFormOf(record),
    write: (values) => update({ npi: record.npi, body: updateBodyOf(values, new Date()) }),
    onWritten: onUpdated,
  });

  return (
    <ExperienceDialog
      title={_('providerExperience.update.title')}
      maxWidth="md"
      failure={failure}
      submitLabel={_('providerExperience.update.submit')}
      isSaving={isLoading}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <FormTextField
        control={control}
        name="providerName"
        label={_('providerExperience.field.providerName')}
      />
      <OutlinedTextField label={_('providerExperience.form.npi')} value={record.npi} readOnly fullWidth />
      <TaxIdField control={sharedControl} />
      <FormSelectField
        control={control}
        name="entityType"
        label={_('providerExperience.field.entityType')}
        emptyLabel={_('providerExperience.form.notKnown')}
        options={entityTypeOptions(_)}
      />
      <RecommendationAndNotesFields control={sharedControl} />
      <OutlinedTextField
        label={_('providerExperience.form.lastUpdatedDate')}
        value={formatChangeTime(record.lastupdateddate)}
        readOnly
        fullWidth
      />
      <Divider />
      <ChangeHistory npi={record.npi} />
    </ExperienceDialog>
  );
}
