import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import {
  accessIssueTypes,
  appealUrgencies,
  appealUrgencyLabels,
  otherAccessIssueReason,
  rbpFormFacilityProfessionalText,
} from '@medivi/domain';
import { type Control, useWatch } from 'react-hook-form';
import { FormCheckboxGroup, FormRadioChoice } from '../../components/form-fields/form-choice-fields';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { type GridField, GridFields } from '../../components/form-fields/grid-fields';
import { Cell, FormSection } from './form-fields';
import { reasonOptions, type RbpFormValues } from './rbp-form-values';

const reasonChoices = reasonOptions.map((reason) => ({ value: reason, label: reason }));

type Fields = readonly GridField<RbpFormValues>[];

/** Submitter Contact Information (cases spec §2 public form). */
const submitterFields: Fields = [
  { name: 'submitterContactInfo.firstName', label: 'First Name', required: true },
  { name: 'submitterContactInfo.lastName', label: 'Last Name', required: true },
  { name: 'submitterContactInfo.companyName', label: 'Company Name', required: true },
  { name: 'submitterContactInfo.emailAddress', label: 'Email', kind: 'email', required: true },
  { name: 'submitterContactInfo.phoneNumber', label: 'Phone', kind: 'phone', required: true },
];

/** Member Information (cases spec §2 public form). */
const memberFields: Fields = [
  { name: 'firstName', label: 'Member First Name', required: true },
  { name: 'lastName', label: 'Member Last Name', required: true },
  { name: 'dateOfBirth', label: 'Date of Birth', kind: 'date', required: true, autoComplete: 'bday' },
  { name: 'memberId', label: 'Member ID', required: true },
  { name: 'email', label: 'Member Email', kind: 'email', required: true },
  { name: 'phone', label: 'Member Phone', kind: 'phone', required: true },
  { name: 'address', label: 'Mailing Address', required: true, width: 12 },
  { name: 'city', label: 'City', required: true, width: 4 },
  { name: 'state', label: 'State', kind: 'state', required: true, width: 4 },
  { name: 'zip', label: 'Zipcode', kind: 'zip', required: true, width: 4 },
];

/** Health Plan Information (cases spec §2 public form). */
const planFields: Fields = [
  { name: 'planname', label: 'Plan/Employer Name', required: true, width: 4 },
  { name: 'groupid', label: 'Group #', required: true, width: 4 },
  { name: 'tpaName', label: 'TPA Name', required: true, width: 4 },
];

const commentFields: Fields = [
  { name: 'additionalComment', label: 'Additional Comments', kind: 'multiline', width: 12 },
];

/** The date and time of service (Call Ahead and Access Issue). */
const serviceTimeFields: Fields = [
  { name: 'scheduledDateOfService', label: 'Date of Service', kind: 'date', required: true },
  { name: 'timeOfAppointment', label: 'Time of Appointment (PST)', kind: 'time' },
];

/**
 * How urgent an Appeal is (issue 35; 29 CFR 2560.503-1(m)), which sets the plan's deadline to
 * decide it. Optional: an appeal sent without it is post-service.
 */
export function AppealUrgencySection({ control }: SectionProps) {
  return (
    <FormSection title="Appeal">
      <Cell width={12}>
        <FormRadioChoice
          control={control}
          name="appealUrgency"
          label="How urgent is the appeal?"
          options={appealUrgencies.map((value) => ({ value, label: appealUrgencyLabels[value] }))}
        />
      </Cell>
    </FormSection>
  );
}

/** Provider Information of Call Ahead (cases spec §2 public form). */
const callAheadProviderFields: Fields = [
  ...serviceTimeFields,
  { name: 'description.physicianName', label: 'Physician Name', required: true },
  { name: 'description.providerOfficeName', label: 'Office/Clinic Name', required: true },
  { name: 'description.providerPhone', label: 'Phone', kind: 'phone', required: true },
  { name: 'description.providerCity', label: 'City', required: true },
  { name: 'description.providerState', label: 'State', kind: 'state', required: true },
  { name: 'description.providerZip', label: 'Zipcode', kind: 'zip', required: true },
];

/** An Access Issue with a facility (Facility, or Professional - Physician Unknown). */
const facilityFields: Fields = [
  { name: 'description.FacilityName', label: 'Facility Name', required: true },
  { name: 'description.BillingContact', label: 'Billing Contact', required: true },
];

/** An Access Issue with a physician (Physician, or Professional - Physician Unknown). */
const physicianFields: Fields = [
  { name: 'description.physicianName', label: 'Physician Name', required: true },
  { name: 'description.physicianType', label: 'Type of Physician', required: true },
];

/** The provider fields every Access Issue has. */
const accessIssueProviderFields: Fields = [
  { name: 'description.providerAddress', label: 'Provider Address', required: true, width: 12 },
  { name: 'description.providerCity', label: 'City', required: true, width: 4 },
  { name: 'description.providerState', label: 'State', kind: 'state', required: true, width: 4 },
  { name: 'description.providerZip', label: 'Zipcode', kind: 'zip', required: true, width: 4 },
  { name: 'description.providerPhone', label: 'Phone', kind: 'phone', required: true },
  ...serviceTimeFields,
];

interface SectionProps {
  control: Control<RbpFormValues>;
}

/** Submitter Contact Information (cases spec §2 public form). */
export function SubmitterSection({ control }: SectionProps) {
  return (
    <FormSection title="Submitter Contact Information">
      <GridFields control={control} fields={submitterFields} />
    </FormSection>
  );
}

/** Member Information (cases spec §2 public form). */
export function MemberSection({ control }: SectionProps) {
  return (
    <FormSection title="Member Information">
      <GridFields control={control} fields={memberFields} />
    </FormSection>
  );
}

/** Health Plan Information (cases spec §2 public form). */
export function PlanSection({ control }: SectionProps) {
  return (
    <FormSection title="Health Plan Information">
      <GridFields control={control} fields={planFields} />
    </FormSection>
  );
}

/** Additional Comments (optional, multiline). */
export function CommentsSection({ control }: SectionProps) {
  return (
    <FormSection title="Additional Comments">
      <GridFields control={control} fields={commentFields} />
    </FormSection>
  );
}

/** Provider Information of Call Ahead (cases spec §2 public form). */
export function CallAheadProviderSection({ control }: SectionProps) {
  return (
    <FormSection title="Provider Information">
      <GridFields control={control} fields={callAheadProviderFields} />
    </FormSection>
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
        <Cell width={12}>
          <FormRadioChoice
            control={control}
            name="newPatient"
            label="Is the patient new or existing with this provider?"
            options={[
              { value: 'new', label: 'New Patient' },
              { value: 'existing', label: 'Existing Patient' },
            ]}
          />
        </Cell>
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
        <Cell width={12}>
          <FormRadioChoice
            control={control}
            name="typeOfAccessIssue"
            label="Type of Access Issue"
            options={accessIssueTypes.map((t) => ({ value: t.value, label: t.publicLabel }))}
          />
        </Cell>
        <Cell width={12}>
          <FormRadioChoice
            control={control}
            name="seenFor"
            label="What is the patient being seen for?"
            options={[
              { value: 'general', label: 'General Care' },
              { value: 'specific', label: 'Specific reason' },
            ]}
            onPicked={onSeenForChange}
          />
        </Cell>
        {seenFor === 'specific' && (
          <Cell width={12}>
            <FormTextField
              control={control}
              name="patientSeenFor"
              label="Specific reason (type of surgery or diagnosis)"
              required
              multiline
            />
          </Cell>
        )}
        <Cell width={12}>
          <FormCheckboxGroup
            control={control}
            name="reasons"
            label="Reason for Access Issue"
            required
            options={reasonChoices}
            onToggled={(reason, checked) => {
              if (reason === otherAccessIssueReason && !checked) onOtherUnticked();
            }}
          />
        </Cell>
        <OtherReasonField control={control} />
      </FormSection>
      <FormSection title="Provider Information">
        <GridFields
          control={control}
          fields={[
            ...(showFacility ? facilityFields : []),
            ...(showPhysician ? physicianFields : []),
            ...accessIssueProviderFields,
          ]}
        />
      </FormSection>
    </>
  );
}

/** The Other reason's text, shown while Other is ticked. */
function OtherReasonField({ control }: SectionProps) {
  const reasons = useWatch({ control, name: 'reasons' });
  if (!reasons.includes(otherAccessIssueReason)) return null;
  return (
    <Cell width={12}>
      <FormTextField control={control} name="otherReason" label="Other reason" required multiline />
    </Cell>
  );
}
