import { useEffect, useId, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messages } from '@medivi/domain';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { useVerifyEmailCodeMutation } from './registration-api';
import { PublicPageFrame } from '../../components/public-page-frame';

/**
 * E-mail verification (/verify-email/:code?, accounts spec §4 E-mail verification): sends the
 * code from the link once; success (token and e-mail stored) goes to /create-profile, failure or
 * a missing code to /.
 */
export default function VerifyEmailPage() {
  const headingId = useId();
  const { code } = useParams();
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
      if (result.data === undefined) void navigate(paths.home, { replace: true });
      else void navigate(paths.createProfile, { replace: true, state: { email: result.data.email } });
    });
  }, [code, navigate, verify]);

  return (
    <PublicPageFrame headingId={headingId} title="Verifying your e-mail">
      <Typography role="status">{messages.loading}</Typography>
    </PublicPageFrame>
  );
}
