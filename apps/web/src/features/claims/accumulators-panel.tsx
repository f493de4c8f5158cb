import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDollarsAndCents, type MemberAccumulators } from '@medivi/domain';
import { useId } from 'react';

type Accumulator = MemberAccumulators['family']['deductible'];

/** 'used of limit', with what remains, or only what was used when the plan has no design. */
function accumulatorText(accumulator: Accumulator): string {
  if (accumulator.limit === null) return `${formatDollarsAndCents(accumulator.used)} used`;
  return `${formatDollarsAndCents(accumulator.used)} of ${formatDollarsAndCents(accumulator.limit)} used, ${formatDollarsAndCents(accumulator.remaining ?? 0)} left`;
}

/** One accumulator as a labelled bar (a progressbar with its value in words) and its text. */
function AccumulatorRow({ label, accumulator }: { label: string; accumulator: Accumulator }) {
  const labelId = useId();
  const text = accumulatorText(accumulator);
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

/** The plan's benefit design in words, or a note that the plan has none for the year. */
function designLines(accumulators: MemberAccumulators): string[] {
  const { design } = accumulators;
  if (design === null) return ['The plan has no benefit design on file for this plan year.'];
  const copays = [
    ['primary care visit', design.copays.primaryCare],
    ['specialist visit', design.copays.specialist],
    ['urgent care', design.copays.urgentCare],
    ['emergency room', design.copays.emergency],
  ].flatMap(([label, amount]) =>
    typeof amount === 'number' ? [`${formatDollarsAndCents(amount)} ${String(label)}`] : [],
  );
  const multiples = design.medicareMultiples;
  return [
    `Deductible ${formatDollarsAndCents(design.deductible.individual)} a person, ${formatDollarsAndCents(design.deductible.family)} a family.`,
    `Out-of-pocket maximum ${formatDollarsAndCents(design.outOfPocketMax.individual)} a person, ${formatDollarsAndCents(design.outOfPocketMax.family)} a family.`,
    `After the deductible you pay ${String(design.coinsurancePercent)} % of the allowed amount (coinsurance).`,
    ...(copays.length === 0 ? [] : [`Copays: ${copays.join(', ')}.`]),
    `The plan pays providers a multiple of what Medicare pays: ${String(multiples.inpatient)}× for hospital stays, ${String(multiples.outpatient)}× for hospital outpatient care, ${String(multiples.professional)}× for doctors and clinics.`,
    ...(design.isSynthetic ? ['Demo data: this benefit design is synthetic.'] : []),
  ];
}

/**
 * A plan year's accumulators (issue 32 item 4): the family's and each person's deductible and
 * out-of-pocket used and left, and the plan's benefit design read-only (item 1).
 */
export function AccumulatorsPanel({ accumulators }: { accumulators: MemberAccumulators }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Plan year {accumulators.from} to {accumulators.to}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
              Family
            </Typography>
            <AccumulatorRow label="Deductible" accumulator={accumulators.family.deductible} />
            <AccumulatorRow label="Out-of-pocket" accumulator={accumulators.family.outOfPocket} />
          </Stack>
          {accumulators.individuals.map((person) => (
            <Stack key={person.memberId} spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
                {person.name}
              </Typography>
              <AccumulatorRow label="Deductible" accumulator={person.deductible} />
              <AccumulatorRow label="Out-of-pocket" accumulator={person.outOfPocket} />
            </Stack>
          ))}
        </Stack>
        <Stack component="section" spacing={0.5} aria-label="Your plan's benefits">
          <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
            Your plan&apos;s benefits
          </Typography>
          {designLines(accumulators).map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
