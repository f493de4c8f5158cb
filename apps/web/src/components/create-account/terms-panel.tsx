import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLingui } from '../../lib/i18n/i18n';

/**
 * The terms of service, in short sections (accounts spec §9 terms facts), by their catalogue ids
 * (`registration.terms.<section>.heading` and `.text`). Placeholder wording around the facts the
 * spec gives; the legal text is the operator's to supply.
 */
const termsSections = ['agreement', 'law', 'fees', 'renewal', 'liability', 'privacy', 'copyright'] as const;

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
  const { _ } = useLingui();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} scroll="paper" maxWidth="md">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {_('registration.terms.title')}
        <IconButton
          aria-label={_('registration.terms.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent
        dividers
        tabIndex={0}
        aria-label={_('registration.terms.text')}
        sx={{ maxHeight: '60vh' }}
      >
        {termsSections.map((section) => (
          <section key={section}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
              {_(`registration.terms.${section}.heading`)}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {_(`registration.terms.${section}.text`)}
            </Typography>
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDecline}>{_('registration.terms.decline')}</Button>
        <Button variant="contained" onClick={onAgree}>
          {_('registration.terms.agree')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
