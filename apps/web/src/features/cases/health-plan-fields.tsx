import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { useLingui } from '../../lib/i18n/i18n';
import { fieldMessageText } from './case-texts';

/** The Health Plan Information fields (cases spec §2; `description` planname, groupid, tpaName). */
export type HealthPlanField = 'planname' | 'groupid' | 'tpaName';

/** The fields in form order. */
const healthPlanFields: readonly HealthPlanField[] = ['planname', 'groupid', 'tpaName'];

/** The catalogue ids of the fields' labels. */
const labelIds: Record<HealthPlanField, string> = {
  planname: 'cases.healthPlan.planname',
  groupid: 'cases.healthPlan.groupid',
  tpaName: 'cases.healthPlan.tpaName',
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
  const { _ } = useLingui();
  const error = (field: HealthPlanField) => {
    const message = errors?.[field];
    return message === undefined ? undefined : fieldMessageText(message, _);
  };
  return (
    <>
      <Typography variant="h6" component="h2">
        {_('cases.healthPlan.heading')}
      </Typography>
      <Grid container spacing={2}>
        {healthPlanFields.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 4 }}>
            <OutlinedTextField
              label={_(labelIds[field])}
              name={field}
              value={values[field]}
              onChange={(event) => {
                onChange(field, event.target.value);
              }}
              onBlur={() => onBlur?.(field)}
              required
              fullWidth
              error={errors?.[field] !== undefined}
              helperText={error(field)}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
