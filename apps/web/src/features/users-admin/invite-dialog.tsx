import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  applicationName,
  type InviteOption,
  inviteOptions,
  mayInviteOption,
  usersAdminMessages as messages,
  type Variant,
} from '@medivi/domain';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../components/form-fields/form-select-field';
import { FormEmailField } from '../../components/form-fields/form-text-field';
import { errorCodeOf } from '../../lib/api';
import { useAppDispatch } from '../../lib/hooks';
import { snackbarQueued } from '../../lib/snackbar-slice';
import { useInviteMutation } from './users-admin-api';

interface InviteValues {
  email: string;
  role: InviteOption | '';
}

/** True for the refusal of an address that already has an account (docs/decisions/0111). */
function isAccountExists(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    errorCodeOf(error as FetchBaseQueryError) === 'INVITE_ACCOUNT_EXISTS'
  );
}

export interface InviteDialogProps {
  open: boolean;
  /** Address to start with (an access request's), or ''. */
  initialEmail: string;
  callerRoles: readonly string[];
  variant: Variant;
  onClose: () => void;
}

/**
 * The INVITE NEW USER modal (analysis-reports-admin spec §2, §3, §4, §5, §8): e-mail and user
 * role (the §3 options; 6DH Employee only for a medivi-admin), INVITE disabled until both are
 * set, no e-mail check here (the server decides). Success closes it with the toast 'User added
 * successfully'; failure keeps it open with the red line 'Something went wrong, email may be
 * invalid.'. CANCEL clears the fields and the status and closes.
 */
export function InviteDialog({ open, initialEmail, callerRoles, variant, onClose }: InviteDialogProps) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const [invite, status] = useInviteMutation();
  const { control, handleSubmit, reset } = useForm<InviteValues>({ defaultValues: { email: '', role: '' } });
  const [email, role] = useWatch({ control, name: ['email', 'role'] });
  const options = inviteOptions.filter((option) => mayInviteOption(callerRoles, option.value));

  useEffect(() => {
    if (open) reset({ email: initialEmail, role: '' });
  }, [open, initialEmail, reset]);

  const close = () => {
    reset({ email: '', role: '' });
    status.reset();
    onClose();
  };

  const send = handleSubmit(async (values) => {
    if (values.role === '') return;
    const result = await invite({
      application: applicationName(variant),
      email: values.email,
      userRoles: [values.role],
      destinationURL: `${window.location.origin}/welcome`,
    });
    if (result.error !== undefined) {
      console.error('invitation failed', result.error);
      return;
    }
    dispatch(snackbarQueued({ text: messages.inviteSent, severity: 'success', autoHideMs: 5000 }));
    close();
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Invite new user</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          void send(event);
        }}
      >
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormEmailField control={control} name="email" label="Email" required />
            <FormSelectField
              control={control}
              name="role"
              label="User role"
              required
              emptyLabel="Choose a role"
              options={options}
            />
            {status.isError && (
              <Typography role="alert" sx={{ color: 'error.main' }}>
                {isAccountExists(status.error) ? messages.inviteAccountExists : messages.inviteFailed}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={email.trim() === '' || role === '' || status.isLoading}
          >
            Invite
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
