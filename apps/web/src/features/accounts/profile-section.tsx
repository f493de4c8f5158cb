import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isCaseMember, type User } from '@medivi/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { LazyConfirmDialog } from '../../components/lazy-confirm-dialog';
import { useAppDispatch } from '../../lib/hooks';
import { useLingui } from '../../lib/i18n/i18n';
import { displayNameOf, initialsOf } from '../../lib/person-name';
import { sessionEnded } from '../../lib/session-events';
import { clearStorageExcept } from '../../lib/storage';
import { useVariant } from '../../lib/variant';
import { useDeleteUserMutation } from './account-settings-api';

/** Router state /register receives after an account deletion: the deleted flag (spec §4 Session). */
export interface AccountDeletedState {
  accountDeleted: true;
}

/**
 * My Profile (accounts spec §2 screen 12): initials avatar, full name, the member ID for case
 * members, CHANGE PASSWORD and Delete Account. Deleting asks 'Are You Sure?', then calls the
 * server; on success local storage is cleared, the user is logged out and /register opens with
 * the deleted flag (accounts spec §4 Session "Delete user", Dependents and delete).
 */
export function ProfileSection({ user }: { user: User }) {
  const { _ } = useLingui();
  const headingId = useId();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const variant = useVariant();
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);

  const confirmDelete = async () => {
    setIsConfirmOpen(false);
    const result = await deleteUser({ id: user.userID, email: user.email });
    if (result.error !== undefined) return;
    clearStorageExcept([]);
    const state: AccountDeletedState = { accountDeleted: true };
    await navigate(paths.register, { replace: true, state });
    dispatch(sessionEnded());
  };

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {_('accounts.settings.profile.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar aria-hidden="true" sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontWeight: 700 }}>
          {initialsOf(user.fullName)}
        </Avatar>
        <Stack sx={{ flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{displayNameOf(user.fullName)}</Typography>
          <Typography variant="body2">{user.email}</Typography>
          {isCaseMember(user.roles, variant) && (
            <Typography variant="body2">
              {_('accounts.settings.profile.memberId', { memberId: user.memberID ?? '—' })}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => void navigate(paths.changePassword)}>
            {_('accounts.settings.profile.changePassword')}
          </Button>
          <Button
            color="error"
            loading={isLoading}
            onClick={() => {
              setIsConfirmOpen(true);
            }}
          >
            {_('accounts.settings.profile.delete')}
          </Button>
        </Stack>
      </Stack>
      <LazyConfirmDialog
        isOpen={isConfirmOpen}
        title={_('accounts.confirm.title')}
        message={_('accounts.settings.profile.confirmMessage')}
        confirmLabel={_('accounts.settings.profile.confirmAction')}
        cancelLabel={_('common.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setIsConfirmOpen(false);
        }}
      />
    </Paper>
  );
}
