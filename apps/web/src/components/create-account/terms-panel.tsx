import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/**
 * The terms of service, in short sections (accounts spec §9 terms facts). Placeholder wording
 * around the facts the spec gives; the legal text is the operator's to supply.
 */
const termsSections: { heading: string; text: string }[] = [
  {
    heading: 'Agreement',
    text: 'These terms form part of the master subscription agreement between your plan sponsor and the portal operator. By creating an account you agree to use the portal only for your own health-plan matters and those of the dependents you are permitted to manage.',
  },
  {
    heading: 'Governing law',
    text: 'The master subscription agreement is governed by the laws of the State of Oregon and by the federal laws of the United States.',
  },
  {
    heading: 'Fees and payment',
    text: 'Fees under the master subscription agreement are due net 30 days from the invoice date. Overdue amounts bear interest of 1.5 percent per month, or the highest rate the law allows if lower.',
  },
  {
    heading: 'Renewal',
    text: 'Subscriptions renew for successive terms. Pricing for a renewal term may increase by up to 7 percent over the prior term, with at least 60 days notice of the new pricing. Either party may decline renewal by giving notice at least 30 days before the end of the current term.',
  },
  {
    heading: 'Limitation of liability',
    text: "Each party's total liability is limited to the amounts paid in the 12 months before the event giving rise to the claim.",
  },
  {
    heading: 'Privacy',
    text: 'The portal is not directed to children under 13. You may ask for a copy of the personal data held about you; requests are answered within one month.',
  },
  { heading: 'Copyright', text: '© 2025 MediVI. All rights reserved.' },
];

/**
 * The Terms of Service panel (accounts spec §2 screen 6, §4 Create Account form): scrolling text,
 * a close icon, AGREE (ticks the box and closes) and DECLINE (unticks and closes).
 */
export function TermsPanel({
  open,
  onAgree,
  onDecline,
  onClose,
}: {
  open: boolean;
  onAgree: () => void;
  onDecline: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} scroll="paper" maxWidth="md">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        Terms of Service
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers tabIndex={0} aria-label="Terms of Service text" sx={{ maxHeight: '60vh' }}>
        {termsSections.map((section) => (
          <section key={section.heading}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
              {section.heading}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {section.text}
            </Typography>
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDecline}>DECLINE</Button>
        <Button variant="contained" onClick={onAgree}>
          AGREE
        </Button>
      </DialogActions>
    </Dialog>
  );
}
