import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  appealUrgencyLabels,
  type CaseClockEvent,
  type CaseClockReply,
  type CaseClockState,
} from '@medivi/domain';
import { useLingui } from '../../lib/i18n/i18n';
import { CaseClockExtensionForm } from './case-clock-extension-form';
import { formatClockDate, formatDue, memberClockText } from './case-clock-text';

const stateColors: Readonly<Record<CaseClockState, 'default' | 'warning' | 'error' | 'success'>> = {
  'on-time': 'default',
  'due-soon': 'warning',
  overdue: 'error',
  met: 'success',
  missed: 'error',
};

/**
 * A clock's state as a small chip: the border due soon amber, overdue and missed red, met green;
 * the text keeps the body colour (amber text on white is below 4.5:1).
 */
export function ClockStateChip({ clock }: { clock: Pick<CaseClockReply, 'state' | 'stateLabel'> }) {
  return (
    <Chip
      size="small"
      label={clock.stateLabel}
      color={stateColors[clock.state]}
      variant="outlined"
      sx={{ color: 'text.primary', borderWidth: 2 }}
    />
  );
}

const eventTexts: Readonly<Record<CaseClockEvent['kind'], string>> = {
  paused: 'Waiting for documents',
  resumed: 'Running again',
  extended: 'Extended',
};

/**
 * The clock in the case detail (issue 35): members read when we will answer (or that we wait for
 * their documents); staff and client viewers also see its state, rule, first response and
 * history, and staff may take the extension.
 */
export function CaseClockPanel({
  caseId,
  clock,
  history,
  showsDetails,
  canExtend,
}: {
  caseId: string;
  clock: CaseClockReply;
  history: readonly CaseClockEvent[];
  /** Staff and client viewers: the state, rule, first response and history. */
  showsDetails: boolean;
  /** Staff (medivi-admin): the extension form too. */
  canExtend: boolean;
}) {
  const { _ } = useLingui();
  if (!showsDetails) {
    return (
      <Typography component="p" sx={{ mb: 2 }} data-testid="case-answer-by">
        {memberClockText(clock, _)}
      </Typography>
    );
  }
  return (
    <Stack component="section" aria-label="Case clock" spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="span">
          Due
        </Typography>
        <Typography component="span">{formatDue(clock)}</Typography>
        <ClockStateChip clock={clock} />
        {clock.pausedSince !== null && <Chip size="small" label="Paused" variant="outlined" />}
      </Stack>
      <Typography variant="body2">
        {clock.appealUrgency === null ? '' : `${appealUrgencyLabels[clock.appealUrgency]} appeal. `}
        {clock.source}.
      </Typography>
      {clock.firstResponseDueAt !== null && (
        <Typography variant="body2">
          First response due {formatClockDate(clock.firstResponseDueAt, clock.timeZone)}
          {clock.firstRespondedAt === null
            ? '.'
            : `; answered ${formatClockDate(clock.firstRespondedAt, clock.timeZone)}.`}
        </Typography>
      )}
      {history.length > 0 && (
        <ul style={{ margin: 0 }} aria-label="Clock history">
          {history.map((event) => (
            <li key={`${event.kind}-${event.at}`}>
              <Typography variant="body2" component="span">
                {formatClockDate(event.at, clock.timeZone)}: {eventTexts[event.kind]}
                {event.reason === null ? '' : ` (${event.reason})`}
                {event.answerBy === null
                  ? ''
                  : `; answer by ${formatClockDate(event.answerBy, clock.timeZone)}`}
                {event.dueAt === null ? '' : `; due ${formatClockDate(event.dueAt, clock.timeZone)}`}
              </Typography>
            </li>
          ))}
        </ul>
      )}
      {/* Once the case reloads with its extension the form leaves, so its confirmation stays here. */}
      {canExtend && clock.extended && (
        <Typography variant="body2" role="status" color="success.main">
          Due date extended.
        </Typography>
      )}
      {canExtend && !clock.extended && clock.state !== 'met' && clock.state !== 'missed' && (
        <CaseClockExtensionForm caseId={caseId} />
      )}
    </Stack>
  );
}
