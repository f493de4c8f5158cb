import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  applicationName,
  type InviteOption,
  inviteOptions,
  isLanguage,
  type Language,
  languages,
  mayInviteOption,
  type Variant,
} from '@medivi/domain';
import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../components/form-fields/form-select-field';
import { FormEmailField } from '../../components/form-fields/form-text-field';
import { languageNames } from '../../components/language-switch';
import { errorCodeOf } from '../../lib/api';
import { useAppDispatch } from '../../lib/hooks';
import { useLingui } from '../../lib/i18n/i18n';
import { snackbarQueued } from '../../lib/snackbar-slice';
import { useInviteMutation } from './users-admin-api';
import { inviteOptionText } from './users-admin-texts';

interface InviteValues {
  email: string;
  role: InviteOption | '';
  /** The invited person's language: the invitation e-mail's and the new account's (issue 37). */
  language: Language;
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
  /** The language the inviter reads the portal in, the invitation's until another is chosen. */
  callerLanguage: Language;
  variant: Variant;
  onClose: () => void;
}

/**
 * The INVITE NEW USER modal (analysis-reports-admin spec §2, §3, §4, §5, §8): e-mail and user
 * role (the §3 options; 6DH Employee only for a medivi-admin), INVITE disabled until both are
 * set, no e-mail check here (the server decides). Success closes it with the toast 'User added
 * successfully'; failure keeps it open with the red line 'Something went wrong, email may be
 * invalid.'. CANCEL clears the fields and the status and closes. Beside the spec's fields, the
 * invited person's language (English or Español, each named in its own; the inviter's to start
 * with), sent as the optional `language` (issue 37, docs/decisions/0126).
 */
export function InviteDialog({
  open,
  initialEmail,
  callerRoles,
  callerLanguage,
  variant,
  onClose,
}: InviteDialogProps) {
  const { _ } = useLingui();
  const titleId = useId();
  const languageLabelId = useId();
  const languageHintId = useId();
  const dispatch = useAppDispatch();
  const [invite, status] = useInviteMutation();
  const empty: InviteValues = { email: '', role: '', language: callerLanguage };
  const { control, handleSubmit, reset } = useForm<InviteValues>({ defaultValues: empty });
  const [email, role] = useWatch({ control, name: ['email', 'role'] });
  const options = inviteOptions
    .filter((option) => mayInviteOption(callerRoles, option.value))
    .map((option) => ({ value: option.value, label: inviteOptionText(option.value, _) }));

  useEffect(() => {
    if (open) reset({ email: initialEmail, role: '', language: callerLanguage });
  }, [open, initialEmail, callerLanguage, reset]);

  const close = () => {
    reset(empty);
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
      language: values.language,
    });
    if (result.error !== undefined) {
      console.error('invitation failed', result.error);
      return;
    }
    dispatch(snackbarQueued({ text: _('usersAdmin.invite.sent'), severity: 'success', autoHideMs: 5000 }));
    close();
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{_('usersAdmin.invite.title')}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          void send(event);
        }}
      >
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormEmailField control={control} name="email" label={_('usersAdmin.invite.email')} required />
            <FormSelectField
              control={control}
              name="role"
              label={_('usersAdmin.invite.role')}
              required
              emptyLabel={_('usersAdmin.invite.chooseRole')}
              options={options}
            />
            <FormControl>
              <FormLabel id={languageLabelId}>{_('usersAdmin.invite.language')}</FormLabel>
              <Controller
                control={control}
                name="language"
                render={({ field }) => (
                  <RadioGroup
                    row
                    aria-labelledby={languageLabelId}
                    aria-describedby={languageHintId}
                    name={field.name}
                    value={field.value}
                    onChange={(event) => {
                      if (isLanguage(event.target.value)) field.onChange(event.target.value);
                    }}
                  >
                    {languages.map((option) => (
                      <FormControlLabel
                        key={option}
                        value={option}
                        control={<Radio />}
                        label={<span lang={option}>{_(languageNames[option])}</span>}
                      />
                    ))}
                  </RadioGroup>
                )}
              />
              <FormHelperText id={languageHintId} sx={{ mx: 0 }}>
                {_('usersAdmin.invite.languageHint')}
              </FormHelperText>
            </FormControl>
            {status.isError && (
              <Typography role="alert" sx={{ color: 'error.main' }}>
                {_(
                  isAccountExists(status.error)
                    ? 'usersAdmin.invite.accountExists'
                    : 'usersAdmin.invite.failed',
                )}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{_('usersAdmin.invite.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={email.trim() === '' || role === '' || status.isLoading}
          >
            {_('usersAdmin.invite.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
