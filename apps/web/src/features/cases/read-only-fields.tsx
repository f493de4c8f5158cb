import Grid from '@mui/material/Grid';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { useLingui } from '../../lib/i18n/i18n';
import { formatCalendarDate } from './case-display';
import type { PatientFields } from './member-detail-rules';

/**
 * The read-only patient fields (cases spec §2 member mode); `hideEmpty` leaves out those without
 * a value (a 'Limited Access' member knows only his member ID and name: docs/decisions/0069).
 */
export function ReadOnlyPatientFields({
  patient,
  hideEmpty = false,
}: {
  patient: PatientFields;
  hideEmpty?: boolean;
}) {
  const { _ } = useLingui();
  const fields = [
    { label: _('cases.field.memberId'), value: patient.memberId },
    { label: _('cases.field.memberName'), value: `${patient.firstName} ${patient.lastName}`.trim() },
    {
      label: _('cases.field.dateOfBirth'),
      value: formatCalendarDate(patient.dateOfBirth === '' ? null : patient.dateOfBirth),
    },
    { label: _('cases.field.healthPlanName'), value: patient.planname },
    { label: _('cases.field.group'), value: patient.groupid },
  ].filter((field) => !hideEmpty || field.value !== '');
  return (
    <Grid container spacing={2}>
      {fields.map((field) => (
        <Grid key={field.label} size={{ xs: 12, sm: 6 }}>
          <OutlinedTextField label={field.label} value={field.value} readOnly fullWidth />
        </Grid>
      ))}
    </Grid>
  );
}
