import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CaseRecordType, type ClientMemberDetail, clientCaseMessages } from '@medivi/domain';
import { useId, useMemo, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { MissingFieldsHint, missingFieldLabels } from '../../components/missing-fields-hint';
import { clientPatientFieldLabels } from './case-field-labels';
import { DateField } from '../../components/date-field';
import { PhoneField, ZipField } from '../../components/digits-field';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { UsStateSelect } from '../../components/us-state-select';
import { errorMessageOf } from '../../lib/api';
import type { ClientInfoDraft } from './case-draft';
import { useLazySearchClientMemberQuery } from './client-cases-api';
import {
  clientPatientSchema,
  type ClientPatientOutput,
  type ClientPatientValues,
  clientSearchOf,
  heldPatient,
  initialClientValues,
} from './client-patient-rules';
import { RadioChoice } from './member-contact-form';
import { ReadOnlyPatientFields } from './read-only-fields';

/** The hint beside the patient search (cases spec §2 client mode), quoted exactly. */
export const patientSearchHint = 'Enter Patient ID, Patient Name, and Date of Birth then click Search';

type TextName =
  | 'submitterContactInfo.firstName'
  | 'submitterContactInfo.lastName'
  | 'submitterContactInfo.companyName'
  | 'submitterContactInfo.emailAddress'
  | 'patientId'
  | 'patientName'
  | 'email'
  | 'address'
  | 'city';

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
  const resolver = useMemo(
    () =>
      zodResolver(clientPatientSchema(caseType)) as unknown as Resolver<
        ClientPatientValues,
        unknown,
        ClientPatientOutput
      >,
    [caseType],
  );
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<ClientPatientValues, unknown, ClientPatientOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: initialClientValues(held),
  });
  const allValues = useWatch({ control });
  const schema = useMemo(() => clientPatientSchema(caseType), [caseType]);
  const hintId = useId();
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
  const [searchError, setSearchError] = useState<string | null>(null);
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
    const message =
      result.error !== undefined && 'status' in result.error ? errorMessageOf(result.error) : null;
    setSearchError(message ?? clientCaseMessages.patientNotFound);
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
  const fieldError = (name: TextName): string | undefined => {
    if (name.startsWith('submitterContactInfo.')) {
      const key = name.slice(
        'submitterContactInfo.'.length,
      ) as keyof ClientPatientValues['submitterContactInfo'];
      return errors.submitterContactInfo?.[key]?.message;
    }
    return errors[name as 'email' | 'address' | 'city' | 'patientId' | 'patientName']?.message;
  };
  const text = (name: TextName, label: string, autoComplete: string, required = true) => {
    const { ref, ...field } = register(name);
    const message = fieldError(name);
    return (
      <OutlinedTextField
        {...field}
        inputRef={ref}
        label={label}
        autoComplete={autoComplete}
        required={required}
        fullWidth
        error={message !== undefined}
        helperText={message}
      />
    );
  };
  const digits = (name: 'submitterContactInfo.phoneNumber' | 'phone' | 'zip', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const Field = name === 'zip' ? ZipField : PhoneField;
        const message =
          name === 'submitterContactInfo.phoneNumber'
            ? errors.submitterContactInfo?.phoneNumber?.message
            : errors[name]?.message;
        return (
          <Field
            label={label}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required
            {...(message === undefined ? {} : { error: message })}
          />
        );
      }}
    />
  );

  return (
    <Stack
      component="form"
      noValidate
      aria-label="Patient information"
      spacing={2}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <Typography variant="h6" component="h2">
        Submitter Contact Information
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('submitterContactInfo.firstName', 'First Name', 'given-name')}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('submitterContactInfo.lastName', 'Last Name', 'family-name')}
        </Grid>
        <Grid size={12}>{text('submitterContactInfo.companyName', 'Company Name', 'organization')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{digits('submitterContactInfo.phoneNumber', 'Submitter Phone')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('submitterContactInfo.emailAddress', 'Submitter Email', 'email')}
        </Grid>
      </Grid>
      <Typography variant="h6" component="h2">
        Patient Information
      </Typography>
      <Typography color="text.secondary">{patientSearchHint}</Typography>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, sm: 4 }}>{text('patientId', 'Patient ID', 'off')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('patientName', 'Patient Name', 'off')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            control={control}
            name="patientDob"
            render={({ field }) => (
              <DateField
                label="Date of Birth"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                required
              />
            )}
          />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          disabled={search === null || isSearching}
          onClick={() => {
            void runSearch();
          }}
        >
          Search
        </Button>
        {searchError !== null && patient === null && (
          <Alert severity="error" sx={{ flexGrow: 1 }}>
            {searchError}
          </Alert>
        )}
      </Stack>
      {patient !== null && <ReadOnlyPatientFields patient={{ ...patient, sixDegPatientID: '' }} />}
      {caseType === 'AccessIssue' && (
        <Controller
          control={control}
          name="newPatient"
          render={({ field }) => (
            <RadioChoice
              label="Patient Type (with provider)"
              name={field.name}
              value={field.value}
              options={[
                { value: 'new', label: 'New Patient' },
                { value: 'existing', label: 'Existing Patient' },
              ]}
              onChange={field.onChange}
            />
          )}
        />
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{digits('phone', 'Phone')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('email', 'Email', 'email')}</Grid>
        <Grid size={12}>{text('address', 'Address', 'street-address')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            control={control}
            name="state"
            render={({ field }) => (
              <UsStateSelect
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                required
                {...(errors.state?.message === undefined ? {} : { error: errors.state.message })}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('city', 'City', 'address-level2')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{digits('zip', 'Zip')}</Grid>
      </Grid>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onBack}>BACK</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!isValid || patient === null}
          aria-describedby={isValid && patient !== null ? undefined : hintId}
        >
          NEXT
        </Button>
      </Stack>
      {!(isValid && patient !== null) && (
        <MissingFieldsHint
          id={hintId}
          missing={[
            ...missingFieldLabels(schema.safeParse(allValues).error?.issues ?? [], clientPatientFieldLabels),
            ...(patient === null ? ['a patient found by Search'] : []),
          ]}
        />
      )}
    </Stack>
  );
}
