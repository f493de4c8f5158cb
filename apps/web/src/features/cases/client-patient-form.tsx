import type { MessageDescriptor } from '@lingui/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseRecordType, ClientMemberDetail } from '@medivi/domain';
import { useMemo, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormRadioChoice } from '../../components/form-fields/form-choice-fields';
import { type GridField, GridFields } from '../../components/form-fields/grid-fields';
import { missingFieldLabels } from '../../components/missing-fields-hint';
import { activeLanguage, useLingui, type Translate } from '../../lib/i18n/i18n';
import { serverErrorMessage } from '../../lib/i18n/server-errors';
import { clientPatientFieldLabels, patientTypeOptions } from './case-field-labels';
import type { ClientInfoDraft } from './case-draft';
import { useLazySearchClientMemberQuery } from './client-cases-api';
import {
  type ClientPatientOutput,
  type ClientPatientValues,
  clientSearchOf,
  heldPatient,
  initialClientValues,
} from './client-patient-rules';
import { ContactFields } from './contact-fields';
import { ReadOnlyPatientFields } from './read-only-fields';
import { StepActions } from './step-actions';
import { wordedResolver } from '../../lib/i18n/worded-resolver';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useLoaded } from '../../lib/use-loaded';
import { fieldMessageText } from './case-texts';

type Fields = readonly GridField<ClientPatientValues>[];

/** The form's zod checks, loaded after its first render so that zod stays off the page's first load. */
const loadChecks = () => import('./client-patient-checks');

/** Submitter Contact Information (cases spec §2 client mode), labelled through `_`. */
function submitterFields(_: Translate): Fields {
  return [
    {
      name: 'submitterContactInfo.firstName',
      label: _('cases.client.firstName'),
      autoComplete: 'given-name',
      required: true,
    },
    {
      name: 'submitterContactInfo.lastName',
      label: _('cases.client.lastName'),
      autoComplete: 'family-name',
      required: true,
    },
    {
      name: 'submitterContactInfo.companyName',
      label: _('cases.client.companyName'),
      autoComplete: 'organization',
      required: true,
      width: 12,
    },
    {
      name: 'submitterContactInfo.phoneNumber',
      label: _('cases.client.submitterPhone'),
      kind: 'phone',
      required: true,
    },
    {
      name: 'submitterContactInfo.emailAddress',
      label: _('cases.client.submitterEmail'),
      kind: 'email',
      required: true,
    },
  ];
}

/** The patient search (cases spec §2 client mode): all three are needed for Search. */
function patientSearchFields(_: Translate): Fields {
  return [
    { name: 'patientId', label: _('cases.client.patientId'), required: true, width: 4 },
    { name: 'patientName', label: _('cases.client.patientName'), required: true, width: 4 },
    { name: 'patientDob', label: _('cases.field.dateOfBirth'), kind: 'date', required: true, width: 4 },
  ];
}

/**
 * The client-mode first form (cases spec §2, §5 client mode): Submitter Contact Information, the
 * patient search (Search disabled until Patient ID, Patient Name and Date of Birth are filled;
 * `GET /api/clientMemberDetail`), the patient found, his contact fields and, for Access Issue, the
 * patient type. NEXT is disabled until every rule holds and a patient was found; changing the
 * search fields drops the patient found.
 */
export function ClientPatientForm({
  caseType,
  held,
  onBack,
  onNext,
}: {
  caseType: CaseRecordType;
  held: ClientInfoDraft | null;
  onBack: () => void;
  onNext: (clientInfo: ClientInfoDraft) => void;
}) {
  const { _ } = useLingui();
  // The schema's messages are the spec's English: they are worded in the portal's language here.
  const resolver = useMemo((): Resolver<ClientPatientValues, unknown, ClientPatientOutput> => {
    const check = lazyResolver(async () => (await loadChecks()).clientPatientResolver(caseType));
    return wordedResolver(check, (message) => fieldMessageText(message, _));
  }, [caseType, _]);
  const fields = useMemo(() => ({ submitter: submitterFields(_), search: patientSearchFields(_) }), [_]);
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm<ClientPatientValues, unknown, ClientPatientOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: initialClientValues(held),
  });
  const allValues = useWatch({ control });
  const checks = useLoaded(loadChecks);
  const [patientId, patientName, patientDob] = useWatch({
    control,
    name: ['patientId', 'patientName', 'patientDob'],
  });
  const search = clientSearchOf({ patientId, patientName, patientDob }, new Date());
  const searchKey = search === null ? null : JSON.stringify(search);
  const [found, setFound] = useState<{ key: string; patient: ClientMemberDetail } | null>(() => {
    const patient = heldPatient(held);
    const key = clientSearchOf(initialClientValues(held), new Date());
    return patient === null || key === null ? null : { key: JSON.stringify(key), patient };
  });
  // Worded when shown, so that a change of language rewords it.
  const [searchError, setSearchError] = useState<MessageDescriptor | null>(null);
  const [searchPatient, { isFetching: isSearching }] = useLazySearchClientMemberQuery();
  const patient = found !== null && found.key === searchKey ? found.patient : null;

  const runSearch = async () => {
    if (search === null || searchKey === null) return;
    setSearchError(null);
    const result = await searchPatient(search);
    if (result.data !== undefined) {
      setFound({ key: searchKey, patient: result.data });
      return;
    }
    setFound(null);
    setSearchError(
      result.error !== undefined && 'status' in result.error
        ? serverErrorMessage(result.error, 'cases.client.search.errors', activeLanguage())
        : { id: 'cases.client.search.errors.PATIENT_NOT_FOUND' },
    );
  };
  const submit = handleSubmit((values) => {
    if (patient === null) return;
    onNext({
      submitterContactInfo: values.submitterContactInfo,
      search: {
        patientId: values.patientId,
        patientName: values.patientName,
        dateOfBirth: values.patientDob,
      },
      memberId: patient.memberId,
      firstName: patient.firstName,
      lastName: patient.lastName,
      dateOfBirth: patient.dateOfBirth,
      planname: patient.planname,
      groupid: patient.groupid,
      masterplanID: patient.masterplanID,
      phone: values.phone,
      email: values.email,
      address: values.address,
      city: values.city,
      state: values.state,
      zip: values.zip,
      newPatient: values.newPatient,
    });
  });
  return (
    <Stack
      component="form"
      noValidate
      aria-label={_('cases.client.form')}
      spacing={2}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <Typography variant="h6" component="h2">
        {_('cases.client.submitterHeading')}
      </Typography>
      <Grid container spacing={2}>
        <GridFields control={control} fields={fields.submitter} />
      </Grid>
      <Typography variant="h6" component="h2">
        {_('cases.client.patientHeading')}
      </Typography>
      <Typography color="text.secondary">{_('cases.client.searchHint')}</Typography>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <GridFields control={control} fields={fields.search} />
      </Grid>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          disabled={search === null || isSearching}
          onClick={() => {
            void runSearch();
          }}
        >
          {_('cases.client.search')}
        </Button>
        {searchError !== null && patient === null && (
          <Alert severity="error" sx={{ flexGrow: 1 }}>
            {_(searchError)}
          </Alert>
        )}
      </Stack>
      {patient !== null && <ReadOnlyPatientFields patient={{ ...patient, sixDegPatientID: '' }} />}
      {caseType === 'AccessIssue' && (
        <FormRadioChoice
          control={control}
          name="newPatient"
          label={_('cases.member.patientType')}
          options={patientTypeOptions(_)}
        />
      )}
      <ContactFields control={control} addressRequired={true} />
      <StepActions
        submitLabel={_('cases.actions.next')}
        canSubmit={isValid && patient !== null}
        missing={() => [
          ...missingFieldLabels(
            checks?.clientPatientIssues(caseType, allValues) ?? [],
            clientPatientFieldLabels(_),
          ),
          ...(patient === null ? [_('cases.client.patientFound')] : []),
        ]}
        onBack={onBack}
      />
    </Stack>
  );
}
