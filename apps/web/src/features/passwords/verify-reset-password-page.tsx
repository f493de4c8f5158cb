import { resetDestinationParam } from '@medivi/domain';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { LoadingPage } from '../../components/loading-text';
import { useAppDispatch } from '../../lib/hooks';
import { sessionEnded } from '../../lib/session-events';
import { storageKeys, writeStorage } from '../../lib/storage';
import { useVerifyPasswordResetMutation } from './passwords-api';
import { keepResetDestination, writeVerifiedResetName } from './reset-state';

/**
 * `/verify-reset-password/:code?` (spec §4 Password reset, §8): uses the e-mailed code once. On
 * success it stores the token and the name and goes to /update-password; on failure (or without
 * a code) to /login, where the reason shows as a snackbar. The session the link opens is not a
 * sign-in, so any earlier one ends on this side too.
 */
export function VerifyResetPasswordPage() {
  const { code } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [verify] = useVerifyPasswordResetMutation();
  // A code works once: the check must not run twice (development renders effects twice).
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const destination = searchParams.get(resetDestinationParam);
    void (async () => {
      if (code === undefined || code === '') {
        await navigate(paths.login, { replace: true });
        return;
      }
      const result = await verify(code);
      if (result.error !== undefined) {
        await navigate(paths.login, { replace: true });
        return;
      }
      dispatch(sessionEnded());
      writeStorage(storageKeys.csrfToken, result.data.token);
      writeStorage(storageKeys.fullName, result.data.fullName);
      writeVerifiedResetName(result.data.fullName);
      keepResetDestination(destination);
      await navigate(paths.updatePassword, { replace: true });
    })();
  }, [code, searchParams, navigate, dispatch, verify]);

  return <LoadingPage />;
}

export default VerifyResetPasswordPage;
