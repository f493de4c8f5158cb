import { useEffect, useId, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { paths } from '../../lib/paths';
import { useVerifyEmailCodeMutation } from './registration-api';
import { PublicPageFrame } from '../../components/public-page-frame';
import { useLingui } from '../../lib/i18n/i18n';

/** Query parameter of a verification link naming where the verified user continues. */
export const destinationParam = 'destination';

/**
 * E-mail verification (/verify-email/:code?, accounts spec §4 E-mail verification): sends the
 * code from the link once; success (token and e-mail stored) goes to /create-profile, except that
 * a link whose `destination` query is '/welcome-member' (the mobile app's) ends on /; failure or a
 * missing code goes to /.
 */
export default function VerifyEmailPage() {
  const { _ } = useLingui();
  const headingId = useId();
  const { code } = useParams();
  const [searchParams] = useSearchParams();
  const isForMobileApp = searchParams.get(destinationParam) === paths.welcomeMember;
  const navigate = useNavigate();
  const [verify] = useVerifyEmailCodeMutation();
  const started = useRef(false);

  useEffect(() => {
    // Once per page: the code is single-use, and React may run effects twice in development.
    if (started.current) return;
    started.current = true;
    if (code === undefined || code === '') {
      void navigate(paths.home, { replace: true });
      return;
    }
    void verify(code).then((result) => {
      if (result.data === undefined || isForMobileApp) void navigate(paths.home, { replace: true });
      else void navigate(paths.createProfile, { replace: true, state: { email: result.data.email } });
    });
  }, [code, isForMobileApp, navigate, verify]);

  return (
    <PublicPageFrame headingId={headingId} title={_('registration.verifying')} hasLanguageSwitch>
      <Typography role="status">{_('common.loading')}</Typography>
    </PublicPageFrame>
  );
}
