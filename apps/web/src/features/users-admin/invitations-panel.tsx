import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AccessRequest, type Invitation, inviteOptions } from '@medivi/domain';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import {
  useGetAccessRequestsQuery,
  useGetInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} from './users-admin-api';
import { LoadingBar } from '../../components/loading-bar';

/** A date and time as the admin lists show it. */
function shownTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The labels of invite option values (spec §3). */
function optionLabels(values: readonly string[]): string {
  return values
    .map((value) => inviteOptions.find((option) => option.value === value)?.label ?? value)
    .join(', ');
}

/**
 * What admins see under the Users table (docs/decisions/0100, 0111): pending invitations, those
 * whose link was opened but whose account is not made yet ('Opened, account not created') and
 * expired ones, with RESEND and REVOKE, and the access requests from /request-access, each with INVITE, which
 * opens the invite modal for that address.
 */
/** How each invitation state reads (docs/decisions/0111). */
const statusLabels: Record<Invitation['status'], string> = {
  pending: 'Pending',
  opened: 'Opened, account not created',
  expired: 'Expired',
};
const statusColors: Record<Invitation['status'], 'info' | 'warning' | 'default'> = {
  pending: 'info',
  opened: 'warning',
  expired: 'default',
};

export function InvitationsPanel({ onInvite }: { onInvite: (email: string) => void }) {
  const invitations = useGetInvitationsQuery(undefined);
  const requests = useGetAccessRequestsQuery(undefined);
  const [resend, resending] = useResendInvitationMutation();
  const [revoke, revoking] = useRevokeInvitationMutation();
  const busy = resending.isLoading || revoking.isLoading;

  const invitationColumns: ResponsiveColumn<Invitation>[] = [
    { id: 'email', header: 'Email', render: (row) => row.email },
    { id: 'role', header: 'User role', render: (row) => optionLabels(row.userRoles) },
    {
      id: 'status',
      header: 'Status',
      render: (row) => (
        <Chip size="small" label={statusLabels[row.status]} color={statusColors[row.status]} />
      ),
    },
    {
      id: 'sent',
      header: 'Sent',
      render: (row) => `${shownTime(row.sentAt)}${row.invitedBy ? ` by ${row.invitedBy}` : ''}`,
    },
    { id: 'expires', header: 'Expires', render: (row) => shownTime(row.expiresAt) },
    {
      id: 'actions',
      header: 'Actions',
      render: (row) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            disabled={busy}
            onClick={() => void resend(row.invitationID)}
            aria-label={`Resend the invitation to ${row.email}`}
          >
            Resend
          </Button>
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={() => void revoke(row.invitationID)}
            aria-label={`Revoke the invitation to ${row.email}`}
          >
            Revoke
          </Button>
        </Stack>
      ),
    },
  ];
  const requestColumns: ResponsiveColumn<AccessRequest>[] = [
    { id: 'email', header: 'Email', render: (row) => row.email },
    { id: 'requested', header: 'Requested', render: (row) => shownTime(row.requestedAt) },
    { id: 'account', header: 'Account', render: (row) => (row.hasAccount ? 'Has an account' : 'No account') },
    {
      id: 'invite',
      header: 'Invite',
      render: (row) => (
        <Button
          size="small"
          onClick={() => {
            onInvite(row.email);
          }}
          aria-label={`Invite ${row.email}`}
        >
          Invite
        </Button>
      ),
    },
  ];
  // Both lists shown at once when both have arrived: the invitations arriving after the access
  // requests would push them down (issue 39, layout shift).
  if (invitations.isLoading || requests.isLoading) {
    return <LoadingBar loading label="Loading the invitations and access requests" />;
  }
  return (
    <>
      <Typography variant="h2" sx={{ pt: 2 }}>
        Invitations
      </Typography>
      <ResponsiveTable
        label="Invitations"
        columns={invitationColumns}
        rows={invitations.data?.invitations ?? []}
        rowKey={(row) => row.invitationID}
        emptyText="No open invitations"
      />
      <Typography variant="h2" sx={{ pt: 2 }}>
        Access requests
      </Typography>
      <ResponsiveTable
        label="Access requests"
        columns={requestColumns}
        rows={requests.data?.accessRequests ?? []}
        rowKey={(row) => row.email}
        emptyText="No access requests"
      />
    </>
  );
}
