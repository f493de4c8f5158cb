import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ContactUsBody, type ContactUsInput, contactUsMaxLengths, hasOwnEntry } from '@medivi/domain';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormEmailField, FormTextField } from '../../components/form-fields/form-text-field';
import { PublicPageFrame } from '../../components/public-page-frame';
import { SignedInReturnLink } from '../../components/signed-in-return-link';
import { fieldProblemText, wordedFieldResolver } from '../../components/password/field-problems';
import { serverErrorFacts, type ServerErrorFacts } from '../../lib/api-errors';
import { formatNumber } from '../../lib/i18n/format';
import { activeLanguage, useLingui } from '../../lib/i18n/i18n';
import { wordServerError } from '../../lib/i18n/server-errors';
import { lazyResolver } from '../../lib/lazy-resolver';
import { fieldErrorsOf } from '../../lib/field-errors';
import { useAppSelector } from '../../lib/hooks';
import { selectSessionUser } from '../../lib/session-user';
import { useSendContactMessageMutation } from './contact-us-api';

/** The form's resolver; the body schema and zod load on the first check. */
const resolver = lazyResolver(async () => (await import('./contact-us-resolver')).contactUsResolver);

/** Widest the Contact Us card grows, px: room for the message box. */
const contactPageMaxWidth = 640;

/** What the page says after a submit: the sent status or a refusal that is not about one field. */
type Outcome = { kind: 'sent' } | { kind: 'refused'; failure: ServerErrorFacts | null } | null;

/**
 * Contact Us (/contact-us; accounts spec §2 public routes, §6; docs/decisions/0109): Name, Email,
 * Subject and Message, checked with the contract's rules (the e-mail rules of spec §5) once a field
 * is left, and SEND. Signed in, Name and Email start from the account. A sent message shows the
 * status alert and clears the form; the server's field messages show on their fields; a limit
 * (429) or another refusal shows in an error alert.
 */
export function ContactUsPage() {
  const { _ } = useLingui();
  const headingId = useId();
  const user = useAppSelector(selectSessionUser);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sendContactMessage, { isLoading }] = useSendContactMessageMutation();
  const defaultValues = useMemo<ContactUsInput>(
    () => ({ name: user?.fullName ?? '', email: user?.email ?? '', subject: '', message: '' }),
    [user],
  );
  // The contract's field messages (the domain's English) in the portal's language.
  const worded = useMemo(() => wordedFieldResolver(resolver, _), [_]);
  const { control, handleSubmit, reset, setError } = useForm<ContactUsInput, unknown, ContactUsBody>({
    resolver: worded,
    mode: 'onTouched',
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await sendContactMessage(values);
    if (result.error === undefined) {
      reset(defaultValues);
      setOutcome({ kind: 'sent' });
      return;
    }
    const fieldErrors = fieldErrorsOf(result.error);
    const known = Object.entries(fieldErrors ?? {}).filter(([name]) => hasOwnEntry(defaultValues, name));
    for (const [name, message] of known) {
      setError(name as keyof ContactUsInput, { message: fieldProblemText(message, _) });
    }
    if (known.length === 0) {
      setOutcome({
        kind: 'refused',
        failure: 'status' in result.error ? serverErrorFacts(result.error) : null,
      });
    }
  });

  return (
    <PublicPageFrame
      title={_('contact.us.title')}
      hasLanguageSwitch
      headingId={headingId}
      maxWidth={contactPageMaxWidth}
      topLink={<SignedInReturnLink />}
    >
      <Typography>{_('contact.us.intro')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {_('contact.us.noSensitiveData')}
      </Typography>
      {outcome?.kind === 'sent' && (
        <Alert severity="success" role="status">
          {_('contact.us.sent')}
        </Alert>
      )}
      {outcome?.kind === 'refused' && (
        <Alert severity="error" role="alert">
          {outcome.failure === null
            ? _('errors.network')
            : _(wordServerError(outcome.failure, 'contact.errors', activeLanguage()))}
        </Alert>
      )}
      <Stack
        component="form"
        noValidate
        aria-labelledby={headingId}
        spacing={2}
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <FormTextField
          control={control}
          name="name"
          label={_('contact.us.name')}
          required
          autoComplete="name"
        />
        <FormEmailField control={control} name="email" label={_('contact.us.email')} required />
        <FormTextField control={control} name="subject" label={_('contact.us.subject')} required />
        <FormTextField
          control={control}
          name="message"
          label={_('contact.us.message')}
          required
          multiline
          minRows={6}
          helperText={_('contact.us.messageHelp', { max: formatNumber(contactUsMaxLengths.message, 0) })}
        />
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {_('contact.us.send')}
        </Button>
      </Stack>
    </PublicPageFrame>
  );
}

export default ContactUsPage;
