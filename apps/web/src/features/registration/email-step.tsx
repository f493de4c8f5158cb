import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormEmailField } from '../../components/form-fields/form-text-field';
import { useMemo } from 'react';
import { wordedFieldResolver } from '../../components/password/field-problems';
import { useLingui } from '../../lib/i18n/i18n';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { EmailPageValues } from './registration-form';

/** Page 2's resolver; the schema and zod load on the first check. */
const emailPageResolver = lazyResolver(async () => (await import('./registration-form')).emailPageResolver);

/**
 * Registration page 2, e-mail (accounts spec §2 screen 4, §5): lowercased as typed; NEXT checks
 * it, BACK returns to page 1 keeping what was typed.
 */
export function EmailStep({
  defaultEmail,
  isBusy,
  onNext,
  onBack,
}: {
  defaultEmail: string;
  isBusy: boolean;
  onNext: (email: string) => void;
  onBack: (email: string) => void;
}) {
  const { _ } = useLingui();
  const resolver = useMemo(() => wordedFieldResolver(emailPageResolver, _), [_]);
  const { control, handleSubmit, getValues } = useForm<EmailPageValues>({
    resolver,
    defaultValues: { email: defaultEmail },
  });
  return (
    <Stack
      component="form"
      noValidate
      aria-label={_('registration.step.email')}
      spacing={2}
      onSubmit={(event) => {
        void handleSubmit((values) => {
          onNext(values.email);
        })(event);
      }}
    >
      <FormEmailField
        control={control}
        name="email"
        label={_('registration.email')}
        required
        letterCase="lower"
      />
      <Stack direction="row" spacing={2}>
        <Button
          variant="outlined"
          size="large"
          fullWidth
          onClick={() => {
            onBack(getValues('email'));
          }}
        >
          {_('registration.back')}
        </Button>
        <Button type="submit" variant="contained" size="large" loading={isBusy} fullWidth>
          {_('registration.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
