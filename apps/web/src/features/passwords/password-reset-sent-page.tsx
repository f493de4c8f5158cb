import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordFlowMessages } from '@medivi/domain';
import { useId, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { useVariant } from '../../lib/variant';
import { PublicPageFrame } from '../../components/public-page-frame';
import type { ResetSentState } from './password-reset-page';
import { useRequestPasswordResetMutation } from './passwords-api';
import { readResetDestination } from './reset-state';
import { serverErrorsOf } from './server-errors';

function heldEmail(state: unknown): string | null {
  const email = (state as Partial<ResetSentState> | null)?.email;
  return typeof email === 'string' && email !== '' ? email : null;
}

/**
 * The reset confirmation page (spec §2 screen 2): names the e-mail the link went to and offers to
 * send it again. Opens with the 'Email Sent' dialog; a resend shows 'Email Resent' (the resend
 * flag, spec §4). Without an e-mail held (opened directly, or in a new tab) it goes back to
 * /password-reset.
 */
export function PasswordResetSentPage() {
  const location = useLocation();
  const email = heldEmail(location.state);
  const variant = useVariant();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [dialog, setDialog] = useState<'sent' | 'resent' | null>('sent');
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const textId = useId();
  if (email === null) return <Navigate to={paths.passwordReset} replace />;

  const resend = async () => {
    setFailure(null);
    const result = await requestReset({
      email,
      application: variant === 'claims' ? 'Claims' : 'MediVI',
      destinationURL: readResetDestination(),
    });
    if (result.error !== undefined) setFailure(serverErrorsOf(result.error).message);
    else setDialog('resent');
  };

  return (
    <PublicPageFrame title="Check Your Email">
      <Typography>
        If an account exists for <strong>{email}</strong>, we sent it a link to reset the password. The link
        works once and expires in 1 hour.
      </Typography>
      <Typography role="alert" color="error" sx={{ fontWeight: 600, '&:empty': { display: 'none' } }}>
        {failure}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          loading={isLoading}
          onClick={() => {
            void resend();
          }}
        >
          RESEND EMAIL
        </Button>
        <Link component={RouterLink} to={paths.login}>
          Back to Sign In
        </Link>
      </Stack>
      <Dialog
        open={dialog !== null}
        aria-labelledby={titleId}
        aria-describedby={textId}
        onClose={() => {
          setDialog(null);
        }}
      >
        <DialogTitle id={titleId}>
          {dialog === 'resent' ? passwordFlowMessages.emailResentTitle : passwordFlowMessages.emailSentTitle}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {dialog === 'resent'
              ? `We sent a new link to ${email}. Only the newest link works.`
              : `Please check ${email} for a link to reset your password.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            variant="contained"
            onClick={() => {
              setDialog(null);
            }}
          >
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </PublicPageFrame>
  );
}

export default PasswordResetSentPage;
