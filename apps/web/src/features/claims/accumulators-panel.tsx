import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MemberAccumulators } from '@medivi/domain';
import { useId } from 'react';
import { formatMoney } from '../../lib/i18n/format';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { claimDayText } from './claim-display';
import { PlanDesignSection } from './plan-design-panel';

type Accumulator = MemberAccumulators['family']['deductible'];

/** 'used of limit', with what remains, or only what was used when the plan has no design. */
function accumulatorText(accumulator: Accumulator, _: Translate): string {
  if (accumulator.limit === null)
    return _('claims.accumulators.used', { used: formatMoney(accumulator.used) });
  return _('claims.accumulators.usedOfLimit', {
    used: formatMoney(accumulator.used),
    limit: formatMoney(accumulator.limit),
    remaining: formatMoney(accumulator.remaining ?? 0),
  });
}

/** One accumulator as a labelled bar (a progressbar with its value in words) and its text. */
function AccumulatorRow({ label, accumulator }: { label: string; accumulator: Accumulator }) {
  const { _ } = useLingui();
  const labelId = useId();
  const text = accumulatorText(accumulator, _);
  const percent =
    accumulator.limit === null || accumulator.limit === 0
      ? null
      : Math.min(100, (accumulator.used / accumulator.limit) * 100);
  return (
    <Stack spacing={0.5}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {percent !== null && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-labelledby={labelId}
          aria-valuetext={text}
          sx={{ height: 8, borderRadius: 1 }}
        />
      )}
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
}

/**
 * A plan year's accumulators of one family (issue 32 item 4): the family's deductible and
 * out-of-pocket used and left (every claim of the family, also of people without a row), each
 * shown person's, and the plan's benefit design read-only (item 1). `isClientView` titles it for
 * client staff, who read a member's family rather than their own.
 */
export function AccumulatorsPanel({
  accumulators,
  isClientView = false,
}: {
  accumulators: MemberAccumulators;
  isClientView?: boolean;
}) {
  const { _ } = useLingui();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {_('claims.accumulators.planYear', {
          from: claimDayText(accumulators.from),
          to: claimDayText(accumulators.to),
        })}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
              {isClientView
                ? _('claims.accumulators.familyOf', { memberId: accumulators.subscriberMemberId })
                : _('claims.accumulators.family')}
            </Typography>
            <AccumulatorRow
              label={_('claims.accumulators.deductible')}
              accumulator={accumulators.family.deductible}
            />
            <AccumulatorRow
              label={_('claims.accumulators.outOfPocket')}
              accumulator={accumulators.family.outOfPocket}
            />
          </Stack>
          {accumulators.individuals.map((person) => (
            <Stack key={person.memberId} spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
                {person.name}
              </Typography>
              <AccumulatorRow label={_('claims.accumulators.deductible')} accumulator={person.deductible} />
              <AccumulatorRow label={_('claims.accumulators.outOfPocket')} accumulator={person.outOfPocket} />
            </Stack>
          ))}
        </Stack>
        <PlanDesignSection design={accumulators.design} isClientView={isClientView} />
      </Stack>
    </Paper>
  );
}
