import { hasOwnEntry } from '@medivi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type BaseSyntheticEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { type Control, type DefaultValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useLingui } from '../../lib/i18n/i18n';
import { wordedResolver } from '../../lib/i18n/worded-resolver';
import { formFieldErrorsOf, type InsertFormValues, serverFieldErrorsOf } from './experience-form';
import { fieldMessageText } from './experience-texts';
import { type WriteFailure, writeFailureOf, writeFailureText } from './write-failure';

/** What a write mutation resolves to: the server's success message, or the refusal. */
export type ExperienceWriteResult =
  { data: { message: string }; error?: undefined } | { data?: undefined; error: unknown };

/** Options of `useExperienceForm`. */
export interface ExperienceFormOptions<Values extends InsertFormValues> {
  /** The form's rules (a zod resolver of `insertFormSchema` or `updateFormSchema`). */
  resolver: Resolver<Values>;
  /** The starting values; also the fields a server field message may be shown on. */
  defaultValues: Values;
  /** Sends the checked values (the insert or update call). */
  write: (values: Values) => Promise<ExperienceWriteResult>;
  /** Called with the server's message ('Record(s) Successfully …') after a successful write. */
  onWritten: (message: string) => void;
}

/**
 * The form wiring both provider-experience dialogs share (cases spec §5, §8): react-hook-form
 * checked on touch by `resolver`, and a submit that clears the last failure, writes, and either
 * hands the success message to `onWritten` or keeps the dialog open with the failure text and
 * the server's field messages on the fields the form has (the fields show them). The form's and the
 * server's field messages and the failure are worded in the portal's language (issue 37); the
 * failure is worded when shown, so a language switch rewords it. `sharedControl` is the same form
 * seen as the fields both dialogs have, for the shared field components.
 */
export function useExperienceForm<Values extends InsertFormValues>({
  resolver,
  defaultValues,
  write,
  onWritten,
}: ExperienceFormOptions<Values>) {
  const { _ } = useLingui();
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  // The checks' messages (the domain's English) in the portal's language.
  const worded = useMemo(
    () => wordedResolver(resolver, (message) => fieldMessageText(message, _)),
    [resolver, _],
  );
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: worded,
    mode: 'onTouched',
    defaultValues: defaultValues as DefaultValues<Values>,
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await write(values);
    if (result.data !== undefined) {
      onWritten(result.data.message);
      return;
    }
    setFailure(writeFailureOf(result.error, values.providerNPI.trim()));
    for (const { field, message } of formFieldErrorsOf(serverFieldErrorsOf(result.error))) {
      if (hasOwnEntry(defaultValues, field))
        setError(field as Path<Values>, { message: fieldMessageText(message, _) });
    }
  });

  return {
    control,
    failure: failure === null ? null : writeFailureText(failure, _),
    submit,
    sharedControl: control as unknown as Control<InsertFormValues>,
  };
}

/**
 * The frame of an insert or update dialog (cases spec §2): the title (also the form's name), the
 * failure of the last write as an alert, the fields, and Cancel plus the submit button, both
 * held while the write runs.
 */
export function ExperienceDialog({
  title,
  maxWidth,
  failure,
  submitLabel,
  isSaving,
  onCancel,
  onSubmit,
  children,
}: {
  title: string;
  maxWidth: DialogProps['maxWidth'];
  failure: string | null;
  submitLabel: string;
  isSaving: boolean;
  onCancel: () => void;
  /** The form's submit handler (react-hook-form's `handleSubmit(…)`). */
  onSubmit: (event: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  const titleId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          void onSubmit(event);
        }}
      >
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure !== null && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={isSaving}>
            {_('providerExperience.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSaving}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
