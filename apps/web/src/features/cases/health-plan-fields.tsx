import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { OutlinedTextField } from '../../components/outlined-text-field';

/** The Health Plan Information fields (cases spec §2; `description` planname, groupid, tpaName). */
export type HealthPlanField = 'planname' | 'groupid' | 'tpaName';

const labels: Record<HealthPlanField, string> = {
  planname: 'Plan/Employer Name',
  groupid: 'Group #',
  tpaName: 'TPA Name',
};

/**
 * Health Plan Information of client cases (cases spec §2 Provider detail and Upload documents, §5):
 * Plan/Employer Name, Group # and TPA Name, each required for a client case.
 */
export function HealthPlanFields({
  values,
  errors,
  onChange,
  onBlur,
}: {
  values: Record<HealthPlanField, string>;
  errors?: Partial<Record<HealthPlanField, string | undefined>>;
  onChange: (field: HealthPlanField, value: string) => void;
  onBlur?: (field: HealthPlanField) => void;
}) {
  return (
    <>
      <Typography variant="h6" component="h2">
        Health Plan Information
      </Typography>
      <Grid container spacing={2}>
        {(['planname', 'groupid', 'tpaName'] as const).map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 4 }}>
            <OutlinedTextField
              label={labels[field]}
              name={field}
              value={values[field]}
              onChange={(event) => {
                onChange(field, event.target.value);
              }}
              onBlur={() => onBlur?.(field)}
              required
              fullWidth
              error={errors?.[field] !== undefined}
              helperText={errors?.[field]}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
