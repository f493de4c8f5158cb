import Button from '@mui/material/Button';
import { StatusPill } from '../../components/status-pill';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccessRequest, Invitation } from '@medivi/domain';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import {
  useGetAccessRequestsQuery,
  useGetInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} from './users-admin-api';
import { LoadingBar } from '../../components/loading-bar';
import { formatDateTime } from '../../lib/i18n/format';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { inviteOptionText } from './users-admin-texts';

/** The labels of invite option values (spec §3), in the portal's language. */
function optionLabels(values: readonly string[], _: Translate): string {
  return values.map((value) => inviteOptionText(value, _)).join(', ');
}

/**
 * What admins see under the Users table (docs/decisions/0100, 0111): pending invitations, those
 * whose link was opened but whose account is not made yet ('Opened, account not created') and
 * expired ones, with RESEND and REVOKE, and the access requests from /request-access, each with INVITE, which
 * opens the invite modal for that address.
 */
/** How each invitation state reads (docs/decisions/0111): 'Pending', 'Opened, account not created', 'Expired'. */
const statusLabelIds: Record<Invitation['status'], string> = {
  pending: 'usersAdmin.invitations.status.pending',
  opened: 'usersAdmin.invitations.status.opened',
  expired: 'usersAdmin.invitations.status.expired',
};
// The theme's warning orange under white text is 3.1:1, short of the 4.5:1 small text needs
// (axe's colour-contrast): an opened invitation's chip is the secondary teal instead.
const statusColors: Record<Invitation['status'], 'info' | 'secondary' | 'default'> = {
  pending: 'info',
  opened: 'secondary',
  expired: 'default',
};

export function InvitationsPanel({ onInvite }: { onInvite: (email: string) => void }) {
  const { _ } = useLingui();
  const invitations = useGetInvitationsQuery(undefined);
  const requests = useGetAccessRequestsQuery(undefined);
  const [resend, resending] = useResendInvitationMutation();
  const [revoke, revoking] = useRevokeInvitationMutation();
  const busy = resending.isLoading || revoking.isLoading;

  const invitationColumns: ResponsiveColumn<Invitation>[] = [
    { id: 'email', header: _('usersAdmin.invitations.email'), render: (row) => row.email },
    {
      id: 'role',
      header: _('usersAdmin.invitations.role'),
      render: (row) => optionLabels(row.userRoles, _),
    },
    {
      id: 'status',
      header: _('usersAdmin.invitations.status'),
      render: (row) => <StatusPill label={_(statusLabelIds[row.status])} color={statusColors[row.status]} />,
    },
    {
      id: 'sent',
      header: _('usersAdmin.invitations.sent'),
      render: (row) =>
        row.invitedBy
          ? _('usersAdmin.invitations.sentBy', { time: formatDateTime(row.sentAt), name: row.invitedBy })
          : formatDateTime(row.sentAt),
    },
    {
      id: 'expires',
      header: _('usersAdmin.invitations.expires'),
      render: (row) => formatDateTime(row.expiresAt),
    },
    {
      id: 'actions',
      header: _('usersAdmin.invitations.actions'),
      render: (row) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            disabled={busy}
            onClick={() => void resend(row.invitationID)}
            aria-label={_('usersAdmin.invitations.resendTo', { email: row.email })}
          >
            {_('usersAdmin.invitations.resend')}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={() => void revoke(row.invitationID)}
            aria-label={_('usersAdmin.invitations.revokeTo', { email: row.email })}
          >
            {_('usersAdmin.invitations.revoke')}
          </Button>
        </Stack>
      ),
    },
  ];
  const requestColumns: ResponsiveColumn<AccessRequest>[] = [
    { id: 'email', header: _('usersAdmin.requests.email'), render: (row) => row.email },
    {
      id: 'requested',
      header: _('usersAdmin.requests.requested'),
      render: (row) => formatDateTime(row.requestedAt),
    },
    {
      id: 'account',
      header: _('usersAdmin.requests.account'),
      render: (row) => _(row.hasAccount ? 'usersAdmin.requests.hasAccount' : 'usersAdmin.requests.noAccount'),
    },
    {
      id: 'invite',
      header: _('usersAdmin.requests.invite'),
      render: (row) => (
        <Button
          size="small"
          onClick={() => {
            onInvite(row.email);
          }}
          aria-label={_('usersAdmin.requests.inviteEmail', { email: row.email })}
        >
          {_('usersAdmin.requests.invite')}
        </Button>
      ),
    },
  ];
  // Both lists shown at once when both have arrived: the invitations arriving after the access
  // requests would push them down (issue 39, layout shift).
  if (invitations.isLoading || requests.isLoading) {
    return <LoadingBar loading label={_('usersAdmin.invitations.loading')} />;
  }
  return (
    <>
      <Typography variant="h2" sx={{ pt: 2 }}>
        {_('usersAdmin.invitations.title')}
      </Typography>
      <ResponsiveTable
        label={_('usersAdmin.invitations.title')}
        columns={invitationColumns}
        rows={invitations.data?.invitations ?? []}
        rowKey={(row) => row.invitationID}
        emptyText={_('usersAdmin.invitations.empty')}
      />
      <Typography variant="h2" sx={{ pt: 2 }}>
        {_('usersAdmin.requests.title')}
      </Typography>
      <ResponsiveTable
        label={_('usersAdmin.requests.title')}
        columns={requestColumns}
        rows={requests.data?.accessRequests ?? []}
        rowKey={(row) => row.email}
        emptyText={_('usersAdmin.requests.empty')}
      />
    </>
  );
}
