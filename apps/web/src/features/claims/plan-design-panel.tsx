import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDollarsAndCents, type MemberPlanDesign, type PlanBenefitDesign } from '@medivi/domain';
import { useId } from 'react';

/**
 * A plan's benefit design in words, or a note that the plan has none for the year; to a member
 * (`isClientView` false) the coinsurance is what "you" pay, to client staff what the member pays.
 */
export function designLines(design: PlanBenefitDesign | null, isClientView = false): string[] {
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
    `After the deductible ${isClientView ? 'the member pays' : 'you pay'} ${String(design.coinsurancePercent)} % of the allowed amount (coinsurance).`,
    ...(copays.length === 0 ? [] : [`Copays: ${copays.join(', ')}.`]),
    `The plan pays providers a multiple of what Medicare pays: ${String(multiples.inpatient)}× for hospital stays, ${String(multiples.outpatient)}× for hospital outpatient care, ${String(multiples.professional)}× for doctors and clinics.`,
    ...(design.isSynthetic ? ['Demo data: this benefit design is synthetic.'] : []),
  ];
}

/**
 * The plan's benefit design read-only (issue 32 item 1), as a titled part of a panel: "Your
 * plan's benefits" for a member, "The plan's benefits" for client staff (`isClientView`).
 */
export function PlanDesignSection({
  design,
  isClientView = false,
}: {
  design: PlanBenefitDesign | null;
  isClientView?: boolean;
}) {
  const heading = isClientView ? "The plan's benefits" : "Your plan's benefits";
  return (
    <Stack component="section" spacing={0.5} aria-label={heading}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
        {heading}
      </Typography>
      {designLines(design, isClientView).map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Stack>
  );
}

/**
 * A plan year's benefit design alone, for client staff before they name a family (issue 32 items
 * 1 and 7; docs/decisions/0114 "Accumulators"): the plan, the plan year and its terms.
 */
export function PlanDesignPanel({ planDesign }: { planDesign: MemberPlanDesign }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {planDesign.planName}: plan year {planDesign.from} to {planDesign.to}
      </Typography>
      <Stack spacing={1}>
        <PlanDesignSection design={planDesign.design} isClientView />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Search by a member ID to see that family&apos;s deductible and out-of-pocket used this plan year.
        </Typography>
      </Stack>
    </Paper>
  );
}
