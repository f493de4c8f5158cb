import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { messages, usersAdminMessages } from '@medivi/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { loginPathFor, paths } from '../../app/paths';
import { PublicPageFrame } from '../../components/public-page-frame';
import { errorCodeOf } from '../../lib/api';
import { useAcceptInvitationMutation } from './users-admin-api';

/** What the link page shows: waiting, a dead link, or an account to sign in to first. */
type LinkState = 'opening' | 'invalid' | 'sign-in-first';

/**
 * The e-mailed invitation link (/invitation/:code, docs/decisions/0100, 0111): sends the code
 * once; a new account goes on to Create Account (then /welcome). An address that has had an
 * account made since the invitation gets the roles only when its holder is signed in: otherwise
 * the page asks to sign in and brings the holder back here. A used, revoked or expired link says
 * so.
 */
export default function AcceptInvitationPage() {
  const headingId = useId();
  const { code } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [accept] = useAcceptInvitationMutation();
  const hasCode = code !== undefined && code !== '';
  const [state, setState] = useState<LinkState>(hasCode ? 'opening' : 'invalid');
  const started = useRef(false);

  useEffect(() => {
    // Once per page: the code is single-use, and React may run effects twice in development.
    if (started.current || code === undefined || code === '') return;
    started.current = true;
    void accept(code).then((result) => {
      if (result.data === undefined) {
        const refusal = result.error as FetchBaseQueryError | undefined;
        const signInFirst = refusal !== undefined && errorCodeOf(refusal) === 'INVITATION_SIGN_IN_FIRST';
        setState(signInFirst ? 'sign-in-first' : 'invalid');
      } else if (result.data.signedIn) {
        void navigate(paths.createProfile, {
          replace: true,
          state: { email: result.data.email, redirectTo: paths.welcome },
        });
      } else void navigate(paths.start, { replace: true });
    });
  }, [code, navigate, accept]);

  return (
    <PublicPageFrame
      headingId={headingId}
      title={state === 'opening' ? 'Opening your invitation' : 'Invitation link'}
    >
      {state === 'opening' && <Typography role="status">{messages.loading}</Typography>}
      {state === 'invalid' && (
        <>
          <Typography role="alert">{usersAdminMessages.invitationLinkInvalid}</Typography>
          <Link component={RouterLink} to={paths.login}>
            Go to sign in
          </Link>
        </>
      )}
      {state === 'sign-in-first' && (
        <>
          <Typography role="alert">{usersAdminMessages.invitationSignInFirst}</Typography>
          <Link component={RouterLink} to={loginPathFor(location.pathname)}>
            Sign in to accept the invitation
          </Link>
        </>
      )}
    </PublicPageFrame>
  );
}
