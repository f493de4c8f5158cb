import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { accessIssueTypes, otherAccessIssueReason, rbpFormFacilityProfessionalText } from '@medivi/domain';
import { type Control, Controller, type FieldPath, useWatch } from 'react-hook-form';
import { FormField, FormSection } from './form-fields';
import { reasonOptions, type RbpFormValues } from './rbp-form-values';

interface SectionProps {
  control: Control<RbpFormValues>;
}

/** Submitter Contact Information (cases spec §2 public form). */
export function SubmitterSection({ control }: SectionProps) {
  return (
    <FormSection title="Submitter Contact Information">
      <FormField control={control} name="submitterContactInfo.firstName" label="First Name" required />
      <FormField control={control} name="submitterContactInfo.lastName" label="Last Name" required />
      <FormField control={control} name="submitterContactInfo.companyName" label="Company Name" required />
      <FormField
        control={control}
        name="submitterContactInfo.emailAddress"
        label="Email"
        kind="email"
        required
      />
      <FormField
        control={control}
        name="submitterContactInfo.phoneNumber"
        label="Phone"
        kind="phone"
        required
      />
    </FormSection>
  );
}

/** Member Information (cases spec §2 public form). */
export function MemberSection({ control }: SectionProps) {
  return (
    <FormSection title="Member Information">
      <FormField control={control} name="firstName" label="Member First Name" required />
      <FormField control={control} name="lastName" label="Member Last Name" required />
      <FormField control={control} name="dateOfBirth" label="Date of Birth" kind="date" required />
      <FormField control={control} name="memberId" label="Member ID" required />
      <FormField control={control} name="email" label="Member Email" kind="email" required />
      <FormField control={control} name="phone" label="Member Phone" kind="phone" required />
      <FormField control={control} name="address" label="Mailing Address" required width={12} />
      <FormField control={control} name="city" label="City" required width={4} />
      <FormField control={control} name="state" label="State" kind="state" required width={4} />
      <FormField control={control} name="zip" label="Zipcode" kind="zip" required width={4} />
    </FormSection>
  );
}

/** Health Plan Information (cases spec §2 public form). */
export function PlanSection({ control }: SectionProps) {
  return (
    <FormSection title="Health Plan Information">
      <FormField control={control} name="planname" label="Plan/Employer Name" required width={4} />
      <FormField control={control} name="groupid" label="Group #" required width={4} />
      <FormField control={control} name="tpaName" label="TPA Name" required width={4} />
    </FormSection>
  );
}

/** Additional Comments (optional, multiline). */
export function CommentsSection({ control }: SectionProps) {
  return (
    <FormSection title="Additional Comments">
      <FormField
        control={control}
        name="additionalComment"
        label="Additional Comments"
        kind="multiline"
        width={12}
      />
    </FormSection>
  );
}

/** Provider Information of Call Ahead (cases spec §2 public form). */
export function CallAheadProviderSection({ control }: SectionProps) {
  return (
    <FormSection title="Provider Information">
      <FormField
        control={control}
        name="scheduledDateOfService"
        label="Date of Service"
        kind="date"
        required
      />
      <FormField control={control} name="timeOfAppointment" label="Time of Appointment (PST)" kind="time" />
      <FormField control={control} name="description.physicianName" label="Physician Name" required />
      <FormField
        control={control}
        name="description.providerOfficeName"
        label="Office/Clinic Name"
        required
      />
      <FormField control={control} name="description.providerPhone" label="Phone" kind="phone" required />
      <FormField control={control} name="description.providerCity" label="City" required />
      <FormField control={control} name="description.providerState" label="State" kind="state" required />
      <FormField control={control} name="description.providerZip" label="Zipcode" kind="zip" required />
    </FormSection>
  );
}

/** A radio group bound to the form, with its message once touched. */
function RadioField({
  control,
  name,
  label,
  options,
  onPicked,
}: SectionProps & {
  name: FieldPath<RbpFormValues>;
  label: string;
  options: readonly { value: string; label: string }[];
  onPicked?: (value: string) => void;
}) {
  return (
    <Grid size={12}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => {
          const error = fieldState.isTouched || fieldState.isDirty ? fieldState.error?.message : undefined;
          return (
            <FormControl required error={error !== undefined}>
              <FormLabel id={`${field.name}-label`}>{label}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${field.name}-label`}
                name={field.name}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  onPicked?.(event.target.value);
                }}
                onBlur={field.onBlur}
              >
                {options.map((option) => (
                  <FormControlLabel
                    key={option.value}
                    value={option.value}
                    control={<Radio />}
                    label={option.label}
                  />
                ))}
              </RadioGroup>
              {error !== undefined && <FormHelperText>{error}</FormHelperText>}
            </FormControl>
          );
        }}
      />
    </Grid>
  );
}

/**
 * The Access Issue parts (cases spec §2, §4, §5 public form): patient type, the
 * Facility/Professional explanation, type of access issue, what the patient is seen for, the
 * reasons with Other, and the provider fields shown per type. `setValue` clears dependent values.
 */
export function AccessIssueSections({
  control,
  onSeenForChange,
  onOtherUnticked,
}: SectionProps & { onSeenForChange: (choice: string) => void; onOtherUnticked: () => void }) {
  const [type, seenFor] = useWatch({ control, name: ['typeOfAccessIssue', 'seenFor'] });
  const isBoth = type === 'Professional - Physician Unknown';
  const showFacility = type === 'Facility' || isBoth;
  const showPhysician = type === 'Physician' || isBoth;
  return (
    <>
      <FormSection title="Patient Type">
        <RadioField
          control={control}
          name="newPatient"
          label="Is the patient new or existing with this provider?"
          options={[
            { value: 'new', label: 'New Patient' },
            { value: 'existing', label: 'Existing Patient' },
          ]}
        />
      </FormSection>
      <FormSection title="Facility/Professional">
        <Grid size={12}>
          <List dense disablePadding>
            {Object.values(rbpFormFacilityProfessionalText).map((text) => (
              <ListItem key={text} disableGutters>
                <Typography variant="body2">{text}</Typography>
              </ListItem>
            ))}
          </List>
        </Grid>
        <RadioField
          control={control}
          name="typeOfAccessIssue"
          label="Type of Access Issue"
          options={accessIssueTypes.map((t) => ({ value: t.value, label: t.publicLabel }))}
        />
        <RadioField
          control={control}
          name="seenFor"
          label="What is the patient being seen for?"
          options={[
            { value: 'general', label: 'General Care' },
            { value: 'specific', label: 'Specific reason' },
          ]}
          onPicked={onSeenForChange}
        />
        {seenFor === 'specific' && (
          <FormField
            control={control}
            name="patientSeenFor"
            label="Specific reason (type of surgery or diagnosis)"
            kind="multiline"
            required
            width={12}
          />
        )}
        <Grid size={12}>
          <Controller
            control={control}
            name="reasons"
            render={({ field, fieldState }) => {
              const error =
                fieldState.isTouched || fieldState.isDirty ? fieldState.error?.message : undefined;
              const checked = field.value;
              return (
                <FormControl required error={error !== undefined} component="fieldset">
                  <FormLabel component="legend">Reason for Access Issue</FormLabel>
                  <FormGroup>
                    {reasonOptions.map((reason) => (
                      <FormControlLabel
                        key={reason}
                        label={reason}
                        control={
                          <Checkbox
                            checked={checked.includes(reason)}
                            onBlur={field.onBlur}
                            onChange={(event) => {
                              const next = event.target.checked
                                ? [...checked, reason]
                                : checked.filter((r) => r !== reason);
                              field.onChange(next);
                              if (!event.target.checked && reason === otherAccessIssueReason)
                                onOtherUnticked();
                            }}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {error !== undefined && <FormHelperText>{error}</FormHelperText>}
                </FormControl>
              );
            }}
          />
        </Grid>
        <OtherReasonField control={control} />
      </FormSection>
      <FormSection title="Provider Information">
        {showFacility && (
          <>
            <FormField control={control} name="description.FacilityName" label="Facility Name" required />
            <FormField control={control} name="description.BillingContact" label="Billing Contact" required />
          </>
        )}
        {showPhysician && (
          <>
            <FormField control={control} name="description.physicianName" label="Physician Name" required />
            <FormField
              control={control}
              name="description.physicianType"
              label="Type of Physician"
              required
            />
          </>
        )}
        <FormField
          control={control}
          name="description.providerAddress"
          label="Provider Address"
          required
          width={12}
        />
        <FormField control={control} name="description.providerCity" label="City" required width={4} />
        <FormField
          control={control}
          name="description.providerState"
          label="State"
          kind="state"
          required
          width={4}
        />
        <FormField
          control={control}
          name="description.providerZip"
          label="Zipcode"
          kind="zip"
          required
          width={4}
        />
        <FormField control={control} name="description.providerPhone" label="Phone" kind="phone" required />
        <FormField
          control={control}
          name="scheduledDateOfService"
          label="Date of Service"
          kind="date"
          required
        />
        <FormField control={control} name="timeOfAppointment" label="Time of Appointment (PST)" kind="time" />
      </FormSection>
    </>
  );
}

/** The Other reason's text, shown while Other is ticked. */
function OtherReasonField({ control }: SectionProps) {
  const reasons = useWatch({ control, name: 'reasons' });
  if (!reasons.includes(otherAccessIssueReason)) return null;
  return (
    <FormField
      control={control}
      name="otherReason"
      label="Other reason"
      kind="multiline"
      required
      width={12}
    />
  );
}
