import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { otpMaxLength, otpMessages, type User } from '@medivi/domain';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { activeLanguage, useLingui } from '../../lib/i18n/i18n';
import { serverErrorMessage } from '../../lib/i18n/server-errors';
import { useResendOtpMutation, useVerifyOtpMutation } from './auth-api';
import { mfaFormResolver, type MfaFormValues } from './mfa-form';

/** The catalogue ids of the code's own checks (`checkOtp`), by message. */
const otpProblemIds: Readonly<Record<string, string>> = {
  [otpMessages.required]: 'mfa.problem.required',
  [otpMessages.tooLong]: 'mfa.problem.tooLong',
};

/** A refused call: the reply of the server, or a failure that never reached it. */
type CallFailure = FetchBaseQueryError | { status?: undefined };

export interface MfaDialogProps {
  /** The user whose password was accepted; the code went to `user.email`. */
  user: User;
  /** Called with the signed-in user once the code is accepted. */
  onVerified: (user: User) => void;
  /** CANCEL: leave the sign-in (the caller signs out). */
  onCancel: () => void;
}

/**
 * The 'Multi-Factor Authentication' dialog (accounts spec §2 screen 9, §4 One-time code, §5):
 * the e-mailed code (at most 6 characters; empty shows 'Please enter the OTP'), 'remember this
 * browser for 30 days' (skip_mfa), VERIFY, RESEND OTP (snackbar 'A new OTP has been sent to your
 * email') and CANCEL. A refused code shows the server's message under the field.
 */
export function MfaDialog({ user, onVerified, onCancel }: MfaDialogProps) {
  const { _ } = useLingui();
  const titleId = useId();
  const textId = useId();
  const [verifyOtp, { isLoading: isVerifying }] = useVerifyOtpMutation();
  const [resendOtp, { isLoading: isResending }] = useResendOtpMutation();
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const {
    control,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<MfaFormValues>({
    resolver: mfaFormResolver,
    defaultValues: { otp: '', rememberBrowser: false },
  });

  const submit = handleSubmit(async ({ otp, rememberBrowser }) => {
    setFailure(null);
    const result = await verifyOtp({ otp, skip_mfa: rememberBrowser });
    if (result.error !== undefined) {
      setFailure('status' in result.error ? result.error : {});
      resetField('otp');
      return;
    }
    onVerified(result.data.user);
  });

  const resend = async () => {
    setFailure(null);
    await resendOtp(undefined);
  };

  // Worded when rendering, so that a language switch rewords a message already shown.
  const problem = errors.otp?.message;
  const problemId = problem === undefined ? undefined : otpProblemIds[problem];
  const failureMessage =
    failure === null
      ? undefined
      : failure.status === undefined
        ? _('errors.serverError')
        : _(serverErrorMessage(failure, 'mfa.errors', activeLanguage()));
  const otpMessage =
    (problemId === undefined ? problem : _(problemId, { max: otpMaxLength })) ?? failureMessage;

  return (
    <Dialog
      open
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      // Escape cancels, as CANCEL does; a click beside the dialog does not, so a stray tap keeps
      // the code typed so far.
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') onCancel();
      }}
    >
      <Stack
        component="form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <DialogTitle id={titleId}>{_('mfa.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {_('mfa.sent', { email: user.email })}
          </DialogContentText>
          <Controller
            name="otp"
            control={control}
            render={({ field }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label={_('mfa.otp')}
                required
                fullWidth
                autoFocus
                error={otpMessage !== undefined}
                helperText={otpMessage}
                slotProps={{
                  htmlInput: { maxLength: otpMaxLength, inputMode: 'numeric', autoComplete: 'one-time-code' },
                }}
              />
            )}
          />
          <Controller
            name="rememberBrowser"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                sx={{ mt: 1 }}
                label={_('mfa.rememberBrowser')}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => {
                      field.onChange(event.target.checked);
                    }}
                    onBlur={field.onBlur}
                    name={field.name}
                  />
                }
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button onClick={() => void resend()} loading={isResending} sx={{ mr: 'auto' }}>
            {_('mfa.resend')}
          </Button>
          <Button onClick={onCancel}>{_('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isVerifying}>
            {_('mfa.verify')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
