import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetDestinationParam } from '@medivi/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { useVariant } from '../../lib/variant';
import { PublicPageFrame } from '../../components/public-page-frame';
import { resetRequestProblems, type ResetRequestValues, resolverOf } from './password-form-rules';
import { useRequestPasswordResetMutation } from './passwords-api';
import { keepResetDestination, readResetDestination } from './reset-state';
import { serverErrorsOf } from './server-errors';

/** What the confirmation page gets: the e-mail the link went to (spec §2 screen 2). */
export interface ResetSentState {
  email: string;
}

const resolver = resolverOf(resetRequestProblems);

/**
 * `/password-reset` (spec §2 screen 2): one e-mail field with the §5 rules. The request names
 * the application of the variant and the destination of the success page's link (a
 * `destinationURL` query on this page, such as the mobile app's sign-in path, else `/`). Then
 * the confirmation page, with the 'Email Sent' dialog.
 */
export function PasswordResetPage() {
  const variant = useVariant();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ResetRequestValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    keepResetDestination(searchParams.get(resetDestinationParam));
    const result = await requestReset({
      email,
      application: variant === 'claims' ? 'Claims' : 'MediVI',
      destinationURL: readResetDestination(),
    });
    if (result.error !== undefined) {
      const { message, fieldErrors } = serverErrorsOf(result.error);
      if (fieldErrors.email === undefined) setFailure(message);
      else setError('email', { type: 'server', message: fieldErrors.email });
      return;
    }
    const state: ResetSentState = { email };
    await navigate(paths.passwordResetSent, { state });
  });

  return (
    <PublicPageFrame title="Reset Password">
      <Typography>
        Enter the e-mail of your account. We will send you a link to choose a new password.
      </Typography>
      <Stack
        component="form"
        noValidate
        aria-label="Reset Password"
        spacing={2}
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        {/* Text, not email: browsers strip the padding of email inputs, and §5 reports it. */}
        <FormTextField control={control} name="email" label="Email" autoComplete="email" required />
        <Typography role="alert" color="error" sx={{ fontWeight: 600, '&:empty': { display: 'none' } }}>
          {failure}
        </Typography>
        <Button type="submit" variant="contained" size="large" loading={isLoading} fullWidth>
          SEND RESET LINK
        </Button>
      </Stack>
      <Link component={RouterLink} to={paths.login}>
        Back to Sign In
      </Link>
    </PublicPageFrame>
  );
}

export default PasswordResetPage;
