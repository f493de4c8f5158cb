import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MemberPlanDesign, PlanBenefitDesign } from '@medivi/domain';
import { useId } from 'react';
import { formatMoney, formatNumber } from '../../lib/i18n/format';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { claimDayText } from './claim-display';

/**
 * A plan's benefit design in words, or a note that the plan has none for the year; to a member
 * (`isClientView` false) the coinsurance is what "you" pay, to client staff what the member pays.
 */
export function designLines(design: PlanBenefitDesign | null, _: Translate, isClientView = false): string[] {
  if (design === null) return [_('claims.design.none')];
  const copays = (
    [
      ['primaryCare', design.copays.primaryCare],
      ['specialist', design.copays.specialist],
      ['urgentCare', design.copays.urgentCare],
      ['emergency', design.copays.emergency],
    ] as const
  ).flatMap(([visit, amount]) =>
    typeof amount === 'number' ? [_('claims.design.copay', { amount: formatMoney(amount), visit })] : [],
  );
  const multiples = design.medicareMultiples;
  const times = (multiple: number) => formatNumber(multiple, 6);
  return [
    _('claims.design.deductible', {
      individual: formatMoney(design.deductible.individual),
      family: formatMoney(design.deductible.family),
    }),
    _('claims.design.outOfPocket', {
      individual: formatMoney(design.outOfPocketMax.individual),
      family: formatMoney(design.outOfPocketMax.family),
    }),
    _('claims.design.coinsurance', {
      reader: isClientView ? 'staff' : 'member',
      percent: formatNumber(design.coinsurancePercent, 6),
    }),
    ...(copays.length === 0 ? [] : [_('claims.design.copays', { copays: copays.join(', ') })]),
    _('claims.design.multiples', {
      inpatient: times(multiples.inpatient),
      outpatient: times(multiples.outpatient),
      professional: times(multiples.professional),
    }),
    ...(design.isSynthetic ? [_('claims.design.synthetic')] : []),
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
  const { _ } = useLingui();
  const heading = isClientView ? _('claims.design.headingStaff') : _('claims.design.headingMember');
  return (
    <Stack component="section" spacing={0.5} aria-label={heading}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
        {heading}
      </Typography>
      {designLines(design, _, isClientView).map((line) => (
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
  const { _ } = useLingui();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {_('claims.design.planYear', {
          plan: planDesign.planName,
          from: claimDayText(planDesign.from),
          to: claimDayText(planDesign.to),
        })}
      </Typography>
      <Stack spacing={1}>
        <PlanDesignSection design={planDesign.design} isClientView />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {_('claims.design.searchHint')}
        </Typography>
      </Stack>
    </Paper>
  );
}
