import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ClaimPrefill } from './case-claim';
import { formatCalendarDate, formatUsd } from './case-display';
import { FactsList } from '../../components/facts-list';

/** The claim's facts a Balance Bill takes, as label and value pairs. */
function claimFacts(claim: ClaimPrefill): [string, string][] {
  const dates = [formatCalendarDate(claim.serviceDateFrom), formatCalendarDate(claim.serviceDateTo)];
  return [
    ['Patient', claim.patientName],
    ['Provider', claim.providerName],
    ['Provider NPI', claim.providerNpi ?? '—'],
    ['Dates of Service', dates[0] === dates[1] ? (dates[0] ?? '') : dates.join(' – ')],
    ['Billed by the provider', formatUsd(claim.billed)],
    ['Allowed by the plan', formatUsd(claim.allowed)],
    ['You owe', formatUsd(claim.memberOwes)],
    ['Above the allowed amount', formatUsd(claim.balanceBillable)],
  ];
}

/**
 * "From claim <id>" on the steps of a Balance Bill filed from a claim (issue 32 item 6;
 * docs/decisions/0114): the claim's patient, provider and NPI, dates of service and amounts, which
 * the case takes from the claim.
 */
export function ClaimSummary({ claim }: { claim: ClaimPrefill }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        From claim {claim.claimID}
      </Typography>
      <FactsList rows={claimFacts(claim)} />
    </Paper>
  );
}
