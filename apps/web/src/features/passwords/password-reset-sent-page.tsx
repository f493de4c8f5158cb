import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import type { ServerErrorFacts } from '../../lib/api-errors';
import { useLingui } from '../../lib/i18n/i18n';
import { useVariant } from '../../lib/variant';
import { PublicPageFrame } from '../../components/public-page-frame';
import type { ResetSentState } from './password-reset-page';
import { useRequestPasswordResetMutation } from './passwords-api';
import { readResetDestination } from './reset-state';
import { FailureText } from './failure-text';
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
  const { _ } = useLingui();
  const location = useLocation();
  const email = heldEmail(location.state);
  const variant = useVariant();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [dialog, setDialog] = useState<'sent' | 'resent' | null>('sent');
  const [failure, setFailure] = useState<ServerErrorFacts | null>(null);
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
    if (result.error !== undefined) setFailure(serverErrorsOf(result.error).facts);
    else setDialog('resent');
  };

  return (
    <PublicPageFrame title={_('passwords.sent.title')} hasLanguageSwitch>
      <Typography>
        {_('passwords.sent.ifAccount')} <strong>{email}</strong>
        {_('passwords.sent.linkSent')}
      </Typography>
      <FailureText failure={failure} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          loading={isLoading}
          onClick={() => {
            void resend();
          }}
        >
          {_('passwords.sent.resend')}
        </Button>
        <Link component={RouterLink} to={paths.login}>
          {_('passwords.backToSignIn')}
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
          {_(dialog === 'resent' ? 'passwords.sent.resentTitle' : 'passwords.sent.sentTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {_(dialog === 'resent' ? 'passwords.sent.resentText' : 'passwords.sent.sentText', { email })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            variant="contained"
            onClick={() => {
              setDialog(null);
            }}
          >
            {_('passwords.sent.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </PublicPageFrame>
  );
}

export default PasswordResetSentPage;
