import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanTransparencyIdentifiersReply } from '@medivi/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '../../lib/i18n/i18n';
import { paths } from '../../lib/paths';
import { lastRunText, problemText } from './plan-identifiers-texts';

/**
 * Whether the plan can be published as its identifiers stand (and if not, every reason, in the
 * words of the publication log), whether it is live, and how its last run ended, with the way to
 * the publication log.
 */
export function PlanIdentifiersStatus({ plan }: { plan: PlanTransparencyIdentifiersReply }) {
  const { _ } = useLingui();
  const headingId = useId();
  const isComplete = plan.problems.length === 0;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
    >
      <Stack spacing={1.5}>
        <Typography id={headingId} variant="h2">
          {_('transparency.identifiers.status.heading', { plan: plan.planName })}
        </Typography>
        {/* Notes rather than alerts: they describe the plan shown, not something that just happened. */}
        {isComplete && plan.isLive && (
          <Alert severity="success" role="note">
            {_('transparency.identifiers.status.ready')}
          </Alert>
        )}
        {isComplete && !plan.isLive && (
          <Alert severity="info" role="note">
            {_('transparency.identifiers.status.completeNotLive')}
          </Alert>
        )}
        {!isComplete && (
          <Alert severity="warning" role="note">
            <Typography component="p" variant="body2">
              {_(
                plan.isLive
                  ? 'transparency.identifiers.status.notReady'
                  : 'transparency.identifiers.status.notReadyNotLive',
              )}
            </Typography>
            <Typography component="ul" variant="body2" sx={{ my: 0.5, pl: 2.5 }}>
              {plan.problems.map((problem) => (
                <li key={problem}>{problemText(problem, _)}</li>
              ))}
            </Typography>
            {plan.isLive && (
              <Typography component="p" variant="body2">
                {_('transparency.identifiers.status.nextRun')}
              </Typography>
            )}
          </Alert>
        )}
        <Typography>
          <strong>{_('transparency.identifiers.status.lastRun')}</strong> {lastRunText(plan.lastRun, _)}
        </Typography>
        <Link component={RouterLink} to={paths.transparencyPublications} sx={{ alignSelf: 'flex-start' }}>
          {_('transparency.identifiers.status.openLog')}
        </Link>
      </Stack>
    </Paper>
  );
}
