import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { accessIssueTypes, appealUrgencies, otherAccessIssueReason } from '@medivi/domain';
import { type Control, useWatch } from 'react-hook-form';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { FormCheckboxGroup, FormRadioChoice } from '../../components/form-fields/form-choice-fields';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { type GridField, GridFields } from '../../components/form-fields/grid-fields';
import { Cell, FormSection } from './form-fields';
import { accessIssueTypeText, reasonText, urgencyText } from './rbp-form-texts';
import { reasonOptions, type RbpFormValues } from './rbp-form-values';

type Fields = readonly GridField<RbpFormValues>[];
/** The Facility/Professional explanation's lines (cases spec §2), by their catalogue keys. */
const facilityProfessionalKeys = ['facility', 'professional', 'both'] as const;

/** Submitter Contact Information (cases spec §2 public form). */
const submitterFields = (_: Translate): Fields => [
  { name: 'submitterContactInfo.firstName', label: _('rbpForm.field.firstName'), required: true },
  { name: 'submitterContactInfo.lastName', label: _('rbpForm.field.lastName'), required: true },
  { name: 'submitterContactInfo.companyName', label: _('rbpForm.field.companyName'), required: true },
  {
    name: 'submitterContactInfo.emailAddress',
    label: _('rbpForm.field.email'),
    kind: 'email',
    required: true,
  },
  {
    name: 'submitterContactInfo.phoneNumber',
    label: _('rbpForm.field.phone'),
    kind: 'phone',
    required: true,
  },
];

/** Member Information (cases spec §2 public form). */
const memberFields = (_: Translate): Fields => [
  { name: 'firstName', label: _('rbpForm.field.memberFirstName'), required: true },
  { name: 'lastName', label: _('rbpForm.field.memberLastName'), required: true },
  {
    name: 'dateOfBirth',
    label: _('rbpForm.field.dateOfBirth'),
    kind: 'date',
    required: true,
    autoComplete: 'bday',
  },
  { name: 'memberId', label: _('rbpForm.field.memberId'), required: true },
  { name: 'email', label: _('rbpForm.field.memberEmail'), kind: 'email', required: true },
  { name: 'phone', label: _('rbpForm.field.memberPhone'), kind: 'phone', required: true },
  { name: 'address', label: _('rbpForm.field.mailingAddress'), required: true, width: 12 },
  { name: 'city', label: _('rbpForm.field.city'), required: true, width: 4 },
  { name: 'state', label: _('rbpForm.field.state'), kind: 'state', required: true, width: 4 },
  { name: 'zip', label: _('rbpForm.field.zip'), kind: 'zip', required: true, width: 4 },
];

/** Health Plan Information (cases spec §2 public form). */
const planFields = (_: Translate): Fields => [
  { name: 'planname', label: _('rbpForm.field.planName'), required: true, width: 4 },
  { name: 'groupid', label: _('rbpForm.field.group'), required: true, width: 4 },
  { name: 'tpaName', label: _('rbpForm.field.tpaName'), required: true, width: 4 },
];

const commentFields = (_: Translate): Fields => [
  { name: 'additionalComment', label: _('rbpForm.field.additionalComments'), kind: 'multiline', width: 12 },
];

/** The date and time of service (Call Ahead and Access Issue). */
const serviceTimeFields = (_: Translate): Fields => [
  { name: 'scheduledDateOfService', label: _('rbpForm.field.dateOfService'), kind: 'date', required: true },
  { name: 'timeOfAppointment', label: _('rbpForm.field.timeOfAppointment'), kind: 'time' },
];

/**
 * How urgent an Appeal is (issue 35; 29 CFR 2560.503-1(m)), which sets the plan's deadline to
 * decide it. Optional: an appeal sent without it is post-service.
 */
export function AppealUrgencySection({ control }: SectionProps) {
  const { _ } = useLingui();
  return (
    <FormSection title={_('rbpForm.section.appeal')}>
      <Cell width={12}>
        <FormRadioChoice
          control={control}
          name="appealUrgency"
          label={_('rbpForm.urgency.label')}
          options={appealUrgencies.map((value) => ({ value, label: urgencyText(value, _) }))}
        />
      </Cell>
    </FormSection>
  );
}

/** Provider Information of Call Ahead (cases spec §2 public form). */
const callAheadProviderFields = (_: Translate): Fields => [
  ...serviceTimeFields(_),
  { name: 'description.physicianName', label: _('rbpForm.field.physicianName'), required: true },
  { name: 'description.providerOfficeName', label: _('rbpForm.field.officeName'), required: true },
  { name: 'description.providerPhone', label: _('rbpForm.field.phone'), kind: 'phone', required: true },
  { name: 'description.providerCity', label: _('rbpForm.field.city'), required: true },
  { name: 'description.providerState', label: _('rbpForm.field.state'), kind: 'state', required: true },
  { name: 'description.providerZip', label: _('rbpForm.field.zip'), kind: 'zip', required: true },
];

/** An Access Issue with a facility (Facility, or Professional - Physician Unknown). */
const facilityFields = (_: Translate): Fields => [
  { name: 'description.FacilityName', label: _('rbpForm.field.facilityName'), required: true },
  { name: 'description.BillingContact', label: _('rbpForm.field.billingContact'), required: true },
];

/** An Access Issue with a physician (Physician, or Professional - Physician Unknown). */
const physicianFields = (_: Translate): Fields => [
  { name: 'description.physicianName', label: _('rbpForm.field.physicianName'), required: true },
  { name: 'description.physicianType', label: _('rbpForm.field.physicianType'), required: true },
];

/** The provider fields every Access Issue has. */
const accessIssueProviderFields = (_: Translate): Fields => [
  {
    name: 'description.providerAddress',
    label: _('rbpForm.field.providerAddress'),
    required: true,
    width: 12,
  },
  { name: 'description.providerCity', label: _('rbpForm.field.city'), required: true, width: 4 },
  {
    name: 'description.providerState',
    label: _('rbpForm.field.state'),
    kind: 'state',
    required: true,
    width: 4,
  },
  { name: 'description.providerZip', label: _('rbpForm.field.zip'), kind: 'zip', required: true, width: 4 },
  { name: 'description.providerPhone', label: _('rbpForm.field.phone'), kind: 'phone', required: true },
  ...serviceTimeFields(_),
];

interface SectionProps {
  control: Control<RbpFormValues>;
}

/** Submitter Contact Information (cases spec §2 public form). */
export function SubmitterSection({ control }: SectionProps) {
  const { _ } = useLingui();
  return (
    <FormSection title={_('rbpForm.section.submitter')}>
      <GridFields control={control} fields={submitterFields(_)} />
    </FormSection>
  );
}

/** Member Information (cases spec §2 public form). */
export function MemberSection({ control }: SectionProps) {
  const { _ } = useLingui();
  return (
    <FormSection title={_('rbpForm.section.member')}>
      <GridFields control={control} fields={memberFields(_)} />
    </FormSection>
  );
}

/** Health Plan Information (cases spec §2 public form). */
export function PlanSection({ control }: SectionProps) {
  const { _ } = useLingui();
  return (
    <FormSection title={_('rbpForm.section.plan')}>
      <GridFields control={control} fields={planFields(_)} />
    </FormSection>
  );
}

/** Additional Comments (optional, multiline). */
export function CommentsSection({ control }: SectionProps) {
  const { _ } = useLingui();
  return (
    <FormSection title={_('rbpForm.section.comments')}>
      <GridFields control={control} fields={commentFields(_)} />
    </FormSection>
  );
}

/** Provider Information of Call Ahead (cases spec §2 public form). */
export function CallAheadProviderSection({ control }: SectionProps) {
  const { _ } = useLingui();
  return (
    <FormSection title={_('rbpForm.section.provider')}>
      <GridFields control={control} fields={callAheadProviderFields(_)} />
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
  const { _ } = useLingui();
  const [type, seenFor] = useWatch({ control, name: ['typeOfAccessIssue', 'seenFor'] });
  const isBoth = type === 'Professional - Physician Unknown';
  const showFacility = type === 'Facility' || isBoth;
  const showPhysician = type === 'Physician' || isBoth;
  return (
    <>
      <FormSection title={_('rbpForm.section.patientType')}>
        <Cell width={12}>
          <FormRadioChoice
            control={control}
            name="newPatient"
            label={_('rbpForm.patientType.label')}
            options={[
              { value: 'new', label: _('rbpForm.patientType.new') },
              { value: 'existing', label: _('rbpForm.patientType.existing') },
            ]}
          />
        </Cell>
      </FormSection>
      <FormSection title={_('rbpForm.section.facilityProfessional')}>
        <Grid size={12}>
          <List dense disablePadding>
            {facilityProfessionalKeys.map((key) => (
              <ListItem key={key} disableGutters>
                <Typography variant="body2">{_(`rbpForm.facilityProfessional.${key}`)}</Typography>
              </ListItem>
            ))}
          </List>
        </Grid>
        <Cell width={12}>
          <FormRadioChoice
            control={control}
            name="typeOfAccessIssue"
            label={_('rbpForm.accessIssueType.label')}
            options={accessIssueTypes.map((t) => ({
              value: t.value,
              label: accessIssueTypeText(t.value, _),
            }))}
          />
        </Cell>
        <Cell width={12}>
          <FormRadioChoice
            control={control}
            name="seenFor"
            label={_('rbpForm.seenFor.label')}
            options={[
              { value: 'general', label: _('rbpForm.seenFor.general') },
              { value: 'specific', label: _('rbpForm.seenFor.specific') },
            ]}
            onPicked={onSeenForChange}
          />
        </Cell>
        {seenFor === 'specific' && (
          <Cell width={12}>
            <FormTextField
              control={control}
              name="patientSeenFor"
              label={_('rbpForm.seenFor.specificReason')}
              required
              multiline
            />
          </Cell>
        )}
        <Cell width={12}>
          <FormCheckboxGroup
            control={control}
            name="reasons"
            label={_('rbpForm.reason.label')}
            required
            options={reasonOptions.map((reason) => ({ value: reason, label: reasonText(reason, _) }))}
            onToggled={(reason, checked) => {
              if (reason === otherAccessIssueReason && !checked) onOtherUnticked();
            }}
          />
        </Cell>
        <OtherReasonField control={control} />
      </FormSection>
      <FormSection title={_('rbpForm.section.provider')}>
        <GridFields
          control={control}
          fields={[
            ...(showFacility ? facilityFields(_) : []),
            ...(showPhysician ? physicianFields(_) : []),
            ...accessIssueProviderFields(_),
          ]}
        />
      </FormSection>
    </>
  );
}

/** The Other reason's text, shown while Other is ticked. */
function OtherReasonField({ control }: SectionProps) {
  const { _ } = useLingui();
  const reasons = useWatch({ control, name: 'reasons' });
  if (!reasons.includes(otherAccessIssueReason)) return null;
  return (
    <Cell width={12}>
      <FormTextField
        control={control}
        name="otherReason"
        label={_('rbpForm.reason.otherText')}
        required
        multiline
      />
    </Cell>
  );
}
