import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type AdminUser, appUsersPageSizeDefault, mayAdministerInvitations } from '@medivi/domain';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { useDebounce } from 'use-debounce';
import { useAppSelector } from '../../lib/hooks';
import { activeLanguage, useLingui } from '../../lib/i18n/i18n';
import { selectSessionUser } from '../../lib/session-user';
import { useVariant } from '../../lib/variant';
import { InvitationsPanel } from './invitations-panel';
import { useAddRoleMutation, useGetAppUsersQuery, useRemoveRoleMutation } from './users-admin-api';
import { UsersTable } from './users-table';
import { LoadingBar } from '../../components/loading-bar';
import { OutlinedTextField } from '../../components/outlined-text-field';

// The invitation dialog (MUI's Dialog, Modal, the form and its checks) loads when first opened, not
// with the list (docs/decisions/0123-heavy-signed-in-pages.md).
const InviteDialog = lazy(async () => ({ default: (await import('./invite-dialog')).InviteDialog }));

/** Search waits this long after the last key, ms. */
const searchDebounceMs = 300;

/**
 * /users (analysis-reports-admin spec §2 Users admin screen, §4, §5; docs/decisions/0100), for
 * medivi-admin or medivi-inviteuser: title 'Users', search by the start of a name or e-mail, the
 * users table with a checkbox per application role, paged by the server, and INVITE NEW USER.
 * Toggling a checkbox adds or removes the role; nobody changes their own roles (the checkboxes of
 * one's own row are disabled, docs/decisions/0111). Admins also see invitations and access requests.
 */
export default function UsersPage() {
  const { _ } = useLingui();
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebounce(searchInput.trim(), searchDebounceMs);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(appUsersPageSizeDefault);
  const [inviteEmail, setInviteEmail] = useState<string | null>(null);
  const hasOpenedInvite = useOpenedOnce(inviteEmail !== null);
  const openInvite = (email: string) => {
    setInviteEmail(email);
  };
  const [pending, setPending] = useState<{ userID: string; role: string } | null>(null);
  const list = useGetAppUsersQuery({ app: variant, page: page + 1, limit: pageSize, search });
  const [addRole] = useAddRoleMutation();
  const [removeRole] = useRemoveRoleMutation();
  const callerRoles = user?.roles ?? [];
  const reply = list.isError ? undefined : (list.currentData ?? list.data);

  const toggle = async (target: AdminUser, role: string) => {
    setPending({ userID: target.userID, role });
    const change = target.roles.includes(role) ? removeRole : addRole;
    await change({ userID: target.userID, role });
    setPending(null);
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h1">{_('usersAdmin.title')}</Typography>
        <Button
          variant="contained"
          onClick={() => {
            openInvite('');
          }}
        >
          {_('usersAdmin.inviteButton')}
        </Button>
      </Stack>
      <Box sx={{ maxWidth: 420 }}>
        <OutlinedTextField
          label={_('usersAdmin.search')}
          type="search"
          size="small"
          fullWidth
          value={searchInput}
          onChange={(event) => {
            setSearchInput(event.target.value);
            setPage(0);
          }}
        />
      </Box>
      <LoadingBar loading={list.isFetching} label={_('usersAdmin.loadingUsers')} />
      <UsersTable
        users={reply?.users ?? []}
        appRoles={reply?.appRoles ?? []}
        caller={{ userID: user?.userID ?? '', roles: callerRoles }}
        variant={variant}
        total={reply?.total ?? 0}
        page={page}
        pageSize={pageSize}
        pending={pending}
        isLoading={list.isFetching}
        onToggle={(target, role) => {
          void toggle(target, role);
        }}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
      {/* Below the users once their first page is in, so its rows arriving do not push it down. */}
      {mayAdministerInvitations(callerRoles, variant) && (reply !== undefined || list.isError) && (
        <InvitationsPanel onInvite={openInvite} />
      )}
      {hasOpenedInvite && (
        <Suspense fallback={null}>
          <InviteDialog
            open={inviteEmail !== null}
            initialEmail={inviteEmail ?? ''}
            callerRoles={callerRoles}
            // The language the inviter reads the portal in now (a switch in the header is stored on
            // the account, but the session's user is not read again).
            callerLanguage={activeLanguage()}
            variant={variant}
            onClose={() => {
              setInviteEmail(null);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
