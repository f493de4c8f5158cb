import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ClaimPrefill } from './case-claim';
import { formatCalendarDate, formatUsd } from './case-display';
import { FactsList } from '../../components/facts-list';
import { useLingui, type Translate } from '../../lib/i18n/i18n';

/** The claim's facts a Balance Bill takes, as label and value pairs, labelled through `_`. */
function claimFacts(claim: ClaimPrefill, _: Translate): [string, string][] {
  const dates = [formatCalendarDate(claim.serviceDateFrom), formatCalendarDate(claim.serviceDateTo)];
  return [
    [_('cases.claim.patient'), claim.patientName],
    [_('cases.claim.provider'), claim.providerName],
    [_('cases.claim.providerNpi'), claim.providerNpi ?? '—'],
    [_('cases.claim.serviceDates'), dates[0] === dates[1] ? (dates[0] ?? '') : dates.join(' – ')],
    [_('cases.claim.billed'), formatUsd(claim.billed)],
    [_('cases.claim.allowed'), formatUsd(claim.allowed)],
    [_('cases.claim.owed'), formatUsd(claim.memberOwes)],
    [_('cases.claim.aboveAllowed'), formatUsd(claim.balanceBillable)],
  ];
}

/**
 * "From claim <id>" on the steps of a Balance Bill filed from a claim (issue 32 item 6;
 * docs/decisions/0114): the claim's patient, provider and NPI, dates of service and amounts, which
 * the case takes from the claim.
 */
export function ClaimSummary({ claim }: { claim: ClaimPrefill }) {
  const { _ } = useLingui();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {_('cases.claim.from', { claimId: claim.claimID })}
      </Typography>
      <FactsList rows={claimFacts(claim, _)} />
    </Paper>
  );
}
