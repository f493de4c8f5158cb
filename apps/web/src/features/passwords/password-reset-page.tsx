import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetDestinationParam } from '@medivi/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { FormTextField } from '../../components/form-fields/form-text-field';
import type { ServerErrorFacts } from '../../lib/api-errors';
import { useLingui } from '../../lib/i18n/i18n';
import { useVariant } from '../../lib/variant';
import { fieldProblemText, wordedFieldResolver } from '../../components/password/field-problems';
import { PublicPageFrame } from '../../components/public-page-frame';
import { resetRequestProblems, type ResetRequestValues, resolverOf } from './password-form-rules';
import { useRequestPasswordResetMutation } from './passwords-api';
import { keepResetDestination, readResetDestination } from './reset-state';
import { FailureText } from './failure-text';
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
  const { _ } = useLingui();
  const variant = useVariant();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [failure, setFailure] = useState<ServerErrorFacts | null>(null);
  const worded = useMemo(() => wordedFieldResolver(resolver, _), [_]);
  const { control, handleSubmit, setError } = useForm<ResetRequestValues>({
    resolver: worded,
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
      const { facts, fieldErrors } = serverErrorsOf(result.error);
      if (fieldErrors.email === undefined) setFailure(facts);
      else setError('email', { type: 'server', message: fieldProblemText(fieldErrors.email, _) });
      return;
    }
    const state: ResetSentState = { email };
    await navigate(paths.passwordResetSent, { state });
  });

  return (
    <PublicPageFrame title={_('passwords.reset.title')} hasLanguageSwitch>
      <Typography>{_('passwords.reset.intro')}</Typography>
      <Stack
        component="form"
        noValidate
        aria-label={_('passwords.reset.title')}
        spacing={2}
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        {/* Text, not email: browsers strip the padding of email inputs, and §5 reports it. */}
        <FormTextField
          control={control}
          name="email"
          label={_('passwords.reset.email')}
          autoComplete="email"
          required
        />
        <FailureText failure={failure} />
        <Button type="submit" variant="contained" size="large" loading={isLoading} fullWidth>
          {_('passwords.reset.send')}
        </Button>
      </Stack>
      <Link component={RouterLink} to={paths.login}>
        {_('passwords.backToSignIn')}
      </Link>
    </PublicPageFrame>
  );
}

export default PasswordResetPage;
