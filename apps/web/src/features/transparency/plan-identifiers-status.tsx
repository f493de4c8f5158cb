import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanTransparencyIdentifiersReply, TransparencyRun } from '@medivi/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';

/** A reason of the log as a sentence: its first letter in capitals. */
const sentence = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** How the plan's last run ended, in a line. */
export function lastRunText(run: TransparencyRun | null): string {
  if (run === null) return 'Never run.';
  const ended =
    run.finishedAt === null
      ? ''
      : `, ended ${run.finishedAt.slice(0, 10)} ${run.finishedAt.slice(11, 16)} UTC`;
  if (run.status === 'running') return `${run.month}: running since ${run.startedAt.slice(0, 10)}.`;
  if (run.status === 'failed') return `${run.month}: failed${ended}: ${run.failure ?? 'no reason recorded'}.`;
  return `${run.month}: published${ended}.`;
}

/**
 * Whether the plan can be published as its identifiers stand (and if not, every reason, in the
 * words of the publication log), whether it is live, and how its last run ended, with the way to
 * the publication log.
 */
export function PlanIdentifiersStatus({ plan }: { plan: PlanTransparencyIdentifiersReply }) {
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
          Publication of {plan.planName}
        </Typography>
        {/* Notes rather than alerts: they describe the plan shown, not something that just happened. */}
        {isComplete && plan.isLive && (
          <Alert severity="success" role="note">
            Ready to publish: the monthly run publishes this plan&apos;s files with these identifiers.
          </Alert>
        )}
        {isComplete && !plan.isLive && (
          <Alert severity="info" role="note">
            The identifiers are complete, but the plan is not live, so its files are not published.
          </Alert>
        )}
        {!isComplete && (
          <Alert severity="warning" role="note">
            <Typography component="p" variant="body2">
              Not ready to publish{plan.isLive ? '' : ' (and the plan is not live)'}. The files still need:
            </Typography>
            <Typography component="ul" variant="body2" sx={{ my: 0.5, pl: 2.5 }}>
              {plan.problems.map((problem) => (
                <li key={problem}>{sentence(problem)}</li>
              ))}
            </Typography>
            {plan.isLive && (
              <Typography component="p" variant="body2">
                Once they are saved, the next hourly run publishes this month&apos;s files.
              </Typography>
            )}
          </Alert>
        )}
        <Typography>
          <strong>Last run:</strong> {lastRunText(plan.lastRun)}
        </Typography>
        <Link component={RouterLink} to={paths.transparencyPublications} sx={{ alignSelf: 'flex-start' }}>
          Open the publication log
        </Link>
      </Stack>
    </Paper>
  );
}
