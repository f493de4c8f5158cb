import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isGenericEmail, requestAccessSnackbarMs } from '@medivi/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { LanguageSwitch } from '../../components/language-switch';
import { LogoMark } from '../../components/logo-mark';
import { FormEmailField } from '../../components/form-fields/form-text-field';
import { useAppDispatch } from '../../lib/hooks';
import { useLingui } from '../../lib/i18n/i18n';
import { snackbarQueued } from '../../lib/snackbar-slice';
import { useVariant } from '../../lib/variant';
import { AccessIllustration } from './access-illustration';
import { useSendAccessRequestMutation } from './request-access-api';

// The confirmation's dialog and modal code are half of the page's requests: they load while the
// request is sent, not before the page's text (docs/decisions/0121-lighthouse-on-phones.md).
const loadSentDialog = () => import('./request-access-sent-dialog');
const RequestAccessSentDialog = lazy(async () => ({
  default: (await loadSentDialog()).RequestAccessSentDialog,
}));

interface RequestAccessValues {
  email: string;
}

/**
 * Request Access (accounts spec §2 screen 7, §5, §8): one Email field and SUBMIT beside the
 * illustration. SUBMIT is refused unless the generic e-mail pattern matches: snackbar 'Enter a
 * valid email' for 3 s at the bottom centre, nothing sent. Success opens a modal saying the request
 * e-mail was sent and a representative will be in touch shortly; closing it clears the field. A
 * failed call is silent (logged only).
 */
export function RequestAccessPage() {
  const { _ } = useLingui();
  const variant = useVariant();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [isSentOpen, setIsSentOpen] = useState(false);
  const hasOpenedSent = useOpenedOnce(isSentOpen);
  const [sendAccessRequest, { isLoading }] = useSendAccessRequestMutation();
  const { control, handleSubmit, reset } = useForm<RequestAccessValues>({ defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    if (!isGenericEmail(email)) {
      dispatch(
        snackbarQueued({ text: _('contact.access.invalidEmail'), autoHideMs: requestAccessSnackbarMs }),
      );
      return;
    }
    void loadSentDialog();
    const result = await sendAccessRequest({ email });
    if (result.error === undefined) {
      setIsSentOpen(true);
    }
  });

  const closeSent = () => {
    setIsSentOpen(false);
    reset({ email: '' });
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper
        component="section"
        aria-labelledby={headingId}
        sx={{
          width: '100%',
          maxWidth: 880,
          p: { xs: 3, sm: 4 },
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Stack spacing={3}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <LogoMark variant={variant} />
            <LanguageSwitch />
          </Stack>
          <Typography id={headingId} variant="h1">
            {_('contact.access.title')}
          </Typography>
          <Typography>{_('contact.access.intro')}</Typography>
          <Stack
            component="form"
            noValidate
            aria-labelledby={headingId}
            spacing={2}
            onSubmit={(event) => {
              void submit(event);
            }}
          >
            <FormEmailField control={control} name="email" label={_('contact.access.email')} required />
            <Button type="submit" variant="contained" size="large" loading={isLoading} fullWidth>
              {_('contact.access.submit')}
            </Button>
          </Stack>
          <Link component={RouterLink} to={paths.login}>
            {_('contact.access.backToSignIn')}
          </Link>
        </Stack>
        <AccessIllustration />
      </Paper>
      {hasOpenedSent && (
        <Suspense fallback={null}>
          <RequestAccessSentDialog isOpen={isSentOpen} onClose={closeSent} />
        </Suspense>
      )}
    </Box>
  );
}

export default RequestAccessPage;
