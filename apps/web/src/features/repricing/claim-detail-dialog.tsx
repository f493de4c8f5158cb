import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { RepricedClaim } from '@medivi/domain';
import { useId } from 'react';
import { FactsList } from '../../components/facts-list';
import { formatMoney } from '../../lib/i18n/format';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { fixedDecimals, repricingDayText, repricingServiceDates } from './repricing-texts';

/** The claim's figures as the dialog lists them, label and value. */
function detailRows(claim: RepricedClaim, _: Translate): [string, string][] {
  const multiple = claim.medicareEquivalent > 0 ? claim.allowed / claim.medicareEquivalent : null;
  const savingsPercent = claim.billed > 0 ? (claim.savings / claim.billed) * 100 : null;
  const notAvailable = _('repricing.detail.notAvailable');
  return [
    [_('repricing.detail.plan'), claim.planName],
    [_('repricing.detail.member'), `${claim.memberId} · ${claim.patientName}`],
    [_('repricing.detail.provider'), claim.providerName],
    [_('repricing.detail.providerNpi'), claim.providerNpi ?? '—'],
    [_('repricing.detail.providerCcn'), claim.providerCcn ?? '—'],
    [_('repricing.detail.claimType'), _('repricing.detail.claimTypeValue', { claimType: claim.claimType })],
    [_('repricing.detail.code'), claim.code === null ? '—' : `${claim.codeType ?? ''} ${claim.code}`.trim()],
    [_('repricing.detail.serviceDates'), repricingServiceDates(claim, _)],
    [_('repricing.detail.repricedOn'), repricingDayText(claim.receivedOn)],
    [_('repricing.detail.billed'), formatMoney(claim.billed)],
    [_('repricing.detail.medicare'), formatMoney(claim.medicareEquivalent)],
    [_('repricing.detail.allowed'), formatMoney(claim.allowed)],
    [
      _('repricing.detail.multiple'),
      multiple === null
        ? notAvailable
        : _('repricing.detail.multipleValue', { multiple: fixedDecimals(multiple, 2) }),
    ],
    [_('repricing.detail.savings'), formatMoney(claim.savings)],
    [
      _('repricing.detail.savingsPercent'),
      savingsPercent === null
        ? notAvailable
        : _('repricing.detail.percentValue', { percent: fixedDecimals(savingsPercent, 1) }),
    ],
    [
      _('repricing.detail.data'),
      _(claim.isSynthetic ? 'repricing.detail.synthetic' : 'repricing.detail.imported'),
    ],
  ];
}

/**
 * One repriced claim in full (issue 31 item 17): who and what, the dates, and how the plan's price
 * came about, billed → Medicare equivalent → allowed at the plan's multiple → savings.
 */
export function ClaimDetailDialog({ claim, onClose }: { claim: RepricedClaim | null; onClose: () => void }) {
  const { _ } = useLingui();
  const titleId = useId();
  return (
    <Dialog open={claim !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {claim === null
          ? _('repricing.detail.titleEmpty')
          : _('repricing.detail.title', { claimId: claim.claimId })}
      </DialogTitle>
      <DialogContent>
        {claim !== null && <FactsList rows={detailRows(claim, _)} minLabelWidth="9rem" />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{_('repricing.detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
