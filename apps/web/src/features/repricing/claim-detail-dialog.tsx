import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { formatDollarsAndCents, type RepricedClaim } from '@medivi/domain';
import { useId } from 'react';
import { FactsList } from '../../components/facts-list';

/** The claim's figures as the dialog lists them, label and value. */
function detailRows(claim: RepricedClaim): [string, string][] {
  const multiple = claim.medicareEquivalent > 0 ? claim.allowed / claim.medicareEquivalent : null;
  const savingsPercent = claim.billed > 0 ? (claim.savings / claim.billed) * 100 : null;
  return [
    ['Plan', claim.planName],
    ['Member', `${claim.memberId} · ${claim.patientName}`],
    ['Provider', claim.providerName],
    ['Provider NPI', claim.providerNpi ?? '—'],
    ['Provider CCN', claim.providerCcn ?? '—'],
    ['Claim type', claim.claimType],
    ['Code', claim.code === null ? '—' : `${claim.codeType ?? ''} ${claim.code}`.trim()],
    [
      'Service dates',
      claim.serviceDateFrom === claim.serviceDateTo
        ? claim.serviceDateFrom
        : `${claim.serviceDateFrom} to ${claim.serviceDateTo}`,
    ],
    ['Repriced on', claim.receivedOn],
    ['Billed', formatDollarsAndCents(claim.billed)],
    ['Medicare equivalent', formatDollarsAndCents(claim.medicareEquivalent)],
    ['Allowed', formatDollarsAndCents(claim.allowed)],
    ['Allowed ÷ Medicare equivalent', multiple === null ? 'not available' : `${multiple.toFixed(2)}×`],
    ['Savings', formatDollarsAndCents(claim.savings)],
    ['Savings % of billed', savingsPercent === null ? 'not available' : `${savingsPercent.toFixed(1)} %`],
    ['Data', claim.isSynthetic ? 'Synthetic (demo)' : 'Imported claims file'],
  ];
}

/**
 * One repriced claim in full (issue 31 item 17): who and what, the dates, and how the plan's price
 * came about, billed → Medicare equivalent → allowed at the plan's multiple → savings.
 */
export function ClaimDetailDialog({ claim, onClose }: { claim: RepricedClaim | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={claim !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{claim === null ? 'Claim' : `Claim ${claim.claimId}`}</DialogTitle>
      <DialogContent>
        {claim !== null && <FactsList rows={detailRows(claim)} minLabelWidth="9rem" />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
