import { useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { CreateAccountForm } from '../../components/create-account/create-account-form';
import { PublicPageFrame } from '../../components/public-page-frame';
import { useLingui } from '../../lib/i18n/i18n';
import { useAppDispatch } from '../../lib/hooks';
import { sessionStarted } from '../../lib/session-events';
import { readStorage, storageKeys } from '../../lib/storage';
import { useVariant } from '../../lib/variant';
import { heldEmailOf } from './check-email-page';
import { useCreateProfileMutation } from './registration-api';

/** A redirect target held in the navigation state (accounts spec §2 screen 6), or null. */
function redirectTargetOf(state: unknown): string | null {
  const target =
    typeof state === 'object' && state !== null ? (state as { redirectTo?: unknown }).redirectTo : null;
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : null;
}

/**
 * Create Account (/create-profile, accounts spec §2 screen 6, §4 Create Account form) after the
 * e-mail verification link: the shared Create Account form, sent to `POST /api/createProfile` for
 * the verified session. Success goes to /welcome unless a redirect target is held. Without a
 * verified e-mail (opened directly, nothing stored) it redirects to /.
 */
export default function CreateProfilePage() {
  const { _ } = useLingui();
  const headingId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const variant = useVariant();
  const [email] = useState(() => heldEmailOf(location.state) ?? readStorage(storageKeys.email));
  const [createProfile, { isLoading }] = useCreateProfileMutation();

  if (email === null || email === '') return <Navigate to={paths.home} replace />;

  return (
    <PublicPageFrame headingId={headingId} title={_('registration.createAccount.title')} hasLanguageSwitch>
      <CreateAccountForm
        email={email}
        labelledBy={headingId}
        isSubmitting={isLoading}
        onSubmit={(values) => {
          void createProfile({ ...values, app: variant === 'claims' ? 'Claims' : 'MediVI' }).then(
            (result) => {
              if (result.data === undefined) return;
              // The verified session is now a full sign-in: the app follows it without a reload.
              dispatch(sessionStarted(result.data.user));
              void navigate(redirectTargetOf(location.state) ?? paths.welcome, { replace: true });
            },
          );
        }}
      />
    </PublicPageFrame>
  );
}
