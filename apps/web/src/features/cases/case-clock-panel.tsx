import { StatusPill } from '../../components/status-pill';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseClockEvent, CaseClockReply, CaseClockState } from '@medivi/domain';
import { lazy, Suspense } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import { formatClockDate, formatDue, memberClockText } from './case-clock-text';

/** Staff's extension form loads when a staff member's case shows it: members never get its checks (and zod). */
const CaseClockExtensionForm = lazy(async () => ({
  default: (await import('./case-clock-extension-form')).CaseClockExtensionForm,
}));

const stateColors: Readonly<Record<CaseClockState, 'default' | 'warning' | 'error' | 'success'>> = {
  'on-time': 'default',
  'due-soon': 'warning',
  overdue: 'error',
  met: 'success',
  missed: 'error',
};

/**
 * A clock's state as a small chip: the border due soon amber, overdue and missed red, met green;
 * the text keeps the body colour (amber text on white is below 4.5:1). The label is worded from the
 * state in the portal's language (the reply's `stateLabel` is the English).
 */
export function ClockStateChip({ clock }: { clock: Pick<CaseClockReply, 'state'> }) {
  const { _ } = useLingui();
  return (
    <StatusPill
      label={_(`cases.clock.state.${clock.state}`)}
      color={stateColors[clock.state]}
      variant="outlined"
      sx={{ color: 'text.primary', borderWidth: 2 }}
    />
  );
}

/** The catalogue ids of the clock's events. */
const eventTextIds: Readonly<Record<CaseClockEvent['kind'], string>> = {
  paused: 'cases.clock.event.paused',
  resumed: 'cases.clock.event.resumed',
  extended: 'cases.clock.event.extended',
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
    <Stack component="section" aria-label={_('cases.clock.label')} spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="span">
          {_('cases.clock.due')}
        </Typography>
        <Typography component="span">{formatDue(clock)}</Typography>
        <ClockStateChip clock={clock} />
        {clock.pausedSince !== null && <StatusPill label={_('cases.clock.paused')} variant="outlined" />}
      </Stack>
      <Typography variant="body2">
        {/* The message selects on 'urgent', 'pre' or 'post': Lingui's ICU keys hold no hyphen. */}
        {clock.appealUrgency === null
          ? ''
          : `${_('cases.clock.appeal', { urgency: clock.appealUrgency.replace('-service', '') })} `}
        {clock.source}.
      </Typography>
      {clock.firstResponseDueAt !== null && (
        <Typography variant="body2">
          {clock.firstRespondedAt === null
            ? _('cases.clock.firstResponseDue', {
                date: formatClockDate(clock.firstResponseDueAt, clock.timeZone),
              })
            : _('cases.clock.firstResponseAnswered', {
                date: formatClockDate(clock.firstResponseDueAt, clock.timeZone),
                answered: formatClockDate(clock.firstRespondedAt, clock.timeZone),
              })}
        </Typography>
      )}
      {history.length > 0 && (
        <ul style={{ margin: 0 }} aria-label={_('cases.clock.history')}>
          {history.map((event) => (
            <li key={`${event.kind}-${event.at}`}>
              <Typography variant="body2" component="span">
                {formatClockDate(event.at, clock.timeZone)}: {_(eventTextIds[event.kind])}
                {event.reason === null ? '' : ` (${event.reason})`}
                {event.answerBy === null
                  ? ''
                  : `; ${_('cases.clock.event.answerBy', { date: formatClockDate(event.answerBy, clock.timeZone) })}`}
                {event.dueAt === null
                  ? ''
                  : `; ${_('cases.clock.event.due', { date: formatClockDate(event.dueAt, clock.timeZone) })}`}
              </Typography>
            </li>
          ))}
        </ul>
      )}
      {/* Once the case reloads with its extension the form leaves, so its confirmation stays here. */}
      {canExtend && clock.extended && (
        <Typography variant="body2" role="status" color="success.main">
          {_('cases.clock.extendedDone')}
        </Typography>
      )}
      {canExtend && !clock.extended && clock.state !== 'met' && clock.state !== 'missed' && (
        <Suspense fallback={null}>
          <CaseClockExtensionForm caseId={caseId} />
        </Suspense>
      )}
    </Stack>
  );
}
