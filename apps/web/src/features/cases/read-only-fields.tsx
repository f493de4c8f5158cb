import Grid from '@mui/material/Grid';
import { OutlinedTextField } from '../../components/outlined-text-field';
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
  const fields = [
    { label: 'Member ID', value: patient.memberId },
    { label: 'Member Name', value: `${patient.firstName} ${patient.lastName}`.trim() },
    {
      label: 'Date of Birth',
      value: formatCalendarDate(patient.dateOfBirth === '' ? null : patient.dateOfBirth),
    },
    { label: 'Health Plan Name', value: patient.planname },
    { label: 'Group#', value: patient.groupid },
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
