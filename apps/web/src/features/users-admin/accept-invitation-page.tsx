import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { messages, usersAdminMessages } from '@medivi/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { PublicPageFrame } from '../../components/public-page-frame';
import { useAcceptInvitationMutation } from './users-admin-api';

/**
 * The e-mailed invitation link (/invitation/:code, docs/decisions/0100): sends the code once; a
 * new account goes on to Create Account (then /welcome), an existing one to sign-in; a used,
 * revoked or expired link says so.
 */
export default function AcceptInvitationPage() {
  const headingId = useId();
  const { code } = useParams();
  const navigate = useNavigate();
  const [accept] = useAcceptInvitationMutation();
  const hasCode = code !== undefined && code !== '';
  const [failed, setFailed] = useState(!hasCode);
  const started = useRef(false);

  useEffect(() => {
    // Once per page: the code is single-use, and React may run effects twice in development.
    if (started.current || code === undefined || code === '') return;
    started.current = true;
    void accept(code).then((result) => {
      if (result.data === undefined) setFailed(true);
      else if (result.data.signedIn) {
        void navigate(paths.createProfile, {
          replace: true,
          state: { email: result.data.email, redirectTo: paths.welcome },
        });
      } else void navigate(paths.login, { replace: true });
    });
  }, [code, navigate, accept]);

  return (
    <PublicPageFrame headingId={headingId} title={failed ? 'Invitation link' : 'Opening your invitation'}>
      {failed ? (
        <>
          <Typography role="alert">{usersAdminMessages.invitationLinkInvalid}</Typography>
          <Link component={RouterLink} to={paths.login}>
            Go to sign in
          </Link>
        </>
      ) : (
        <Typography role="status">{messages.loading}</Typography>
      )}
    </PublicPageFrame>
  );
}
