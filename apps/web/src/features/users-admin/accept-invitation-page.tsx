import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LookupInvitationReply } from '@medivi/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { loginPathFor, paths } from '../../lib/paths';
import { CreateAccountForm } from '../../components/create-account/create-account-form';
import { PublicPageFrame } from '../../components/public-page-frame';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLingui } from '../../lib/i18n/i18n';
import { sessionStarted } from '../../lib/session-events';
import { selectSessionUser } from '../../lib/session-user';
import { snackbarQueued } from '../../lib/snackbar-slice';
import {
  useAcceptInvitationMutation,
  useCreateInvitedAccountMutation,
  useLookupInvitationMutation,
} from './users-admin-api';

/** What the link is, once looked up: a dead link, or an open invitation. */
type LinkState =
  { kind: 'opening' } | { kind: 'invalid' } | { kind: 'open'; invitation: LookupInvitationReply };

/**
 * The e-mailed invitation link (/invitation/:code; docs/decisions/0100, 0111). Opening it spends
 * nothing: the page looks the invitation up and shows Create Account for the invited address; the
 * account is made, and the invitation used, only by CREATE ACCOUNT, after which the new user is
 * signed in and sees /welcome. Leaving before that keeps the link working. An address that has
 * had an account made since the invitation gets the roles only when its holder, signed in, accepts
 * them here. A used, revoked or expired link says so.
 */
export default function AcceptInvitationPage() {
  const { _ } = useLingui();
  const headingId = useId();
  const { code = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [lookup] = useLookupInvitationMutation();
  const [createAccount, creating] = useCreateInvitedAccountMutation();
  const [accept, accepting] = useAcceptInvitationMutation();
  const [state, setState] = useState<LinkState>(code === '' ? { kind: 'invalid' } : { kind: 'opening' });
  const started = useRef(false);

  useEffect(() => {
    // Once per page, though looking twice would spend nothing either.
    if (started.current || code === '') return;
    started.current = true;
    void lookup(code).then((result) => {
      setState(result.data === undefined ? { kind: 'invalid' } : { kind: 'open', invitation: result.data });
    });
  }, [code, lookup]);

  if (state.kind === 'opening') {
    return (
      <PublicPageFrame headingId={headingId} title={_('registration.invitation.opening')} hasLanguageSwitch>
        <Typography role="status">{_('common.loading')}</Typography>
      </PublicPageFrame>
    );
  }
  if (state.kind === 'invalid') {
    return (
      <PublicPageFrame headingId={headingId} title={_('registration.invitation.link')} hasLanguageSwitch>
        <Typography role="alert">{_('registration.invitation.invalid')}</Typography>
        <Link component={RouterLink} to={paths.login}>
          {_('registration.invitation.goToSignIn')}
        </Link>
      </PublicPageFrame>
    );
  }

  const { invitation } = state;
  if (!invitation.accountExists) {
    return (
      <PublicPageFrame
        headingId={headingId}
        title={_('registration.invitation.createTitle')}
        hasLanguageSwitch
      >
        <Typography sx={{ mb: 2 }}>
          {_('registration.invitation.createText', {
            application: invitation.application,
            email: invitation.email,
          })}
        </Typography>
        <CreateAccountForm
          email={invitation.email}
          labelledBy={headingId}
          isSubmitting={creating.isLoading}
          onSubmit={(values) => {
            void createAccount({ code, ...values }).then((result) => {
              if (result.data === undefined) return;
              dispatch(sessionStarted(result.data.user));
              void navigate(paths.welcome, { replace: true });
            });
          }}
        />
      </PublicPageFrame>
    );
  }

  const isHolder = user !== null && user.email.toLowerCase() === invitation.email;
  return (
    <PublicPageFrame headingId={headingId} title={_('registration.invitation.acceptTitle')} hasLanguageSwitch>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {isHolder ? (
          <>
            <Typography>
              {_('registration.invitation.acceptText', {
                application: invitation.application,
                email: invitation.email,
              })}
            </Typography>
            <Button
              variant="contained"
              loading={accepting.isLoading}
              onClick={() => {
                void accept(code).then((result) => {
                  if (result.data === undefined) return;
                  dispatch(
                    snackbarQueued({
                      text: _('registration.invitation.accepted'),
                      severity: 'success',
                      autoHideMs: 5000,
                    }),
                  );
                  dispatch(sessionStarted(result.data.user));
                  void navigate(paths.start, { replace: true });
                });
              }}
            >
              {_('registration.invitation.accept')}
            </Button>
          </>
        ) : (
          <>
            <Typography role="alert">{_('registration.invitation.signInFirst')}</Typography>
            {user === null ? (
              <Link component={RouterLink} to={loginPathFor(location.pathname)}>
                {_('registration.invitation.signInToAccept')}
              </Link>
            ) : (
              <Typography>
                {_('registration.invitation.signedInAsOther', { user: user.email, email: invitation.email })}
              </Typography>
            )}
          </>
        )}
      </Stack>
    </PublicPageFrame>
  );
}
