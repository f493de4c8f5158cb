import Checkbox from '@mui/material/Checkbox';
import Tooltip from '@mui/material/Tooltip';
import {
  type AdminUser,
  appUsersPageSizes,
  roleColumnLabel,
  type RoleHolder,
  roleToggleRefusal,
  type RoleToggleRefusal,
  usersTableLayout,
  type Variant,
} from '@medivi/domain';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { useLingui } from '../../lib/i18n/i18n';

/**
 * Why a refused checkbox is disabled (`roleToggleRefusalMessage` of the domain package, in the
 * spec's English), worded by the catalogue in the portal's language.
 */
const refusalIds: Record<RoleToggleRefusal, string> = {
  'unknown-role': 'usersAdmin.refusal.unknownRole',
  'other-variant': 'usersAdmin.refusal.otherVariant',
  'own-account': 'usersAdmin.refusal.ownAccount',
  'admin-level': 'usersAdmin.refusal.adminLevel',
  'admin-holder': 'usersAdmin.refusal.adminHolder',
  'not-grantable': 'usersAdmin.refusal.notGrantable',
};

export interface UsersTableProps {
  users: readonly AdminUser[];
  appRoles: readonly string[];
  /** The signed-in user: its own row's checkboxes are disabled. */
  caller: RoleHolder;
  variant: Variant;
  total: number;
  /** 0-based page shown. */
  page: number;
  pageSize: number;
  /** The user id and role of a change under way: its checkbox waits. */
  pending: { userID: string; role: string } | null;
  isLoading: boolean;
  onToggle: (user: AdminUser, role: string) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * The Users table (analysis-reports-admin spec §2, §3, §9; widths `usersTableLayout`, decision
 * 0112): Name, kept in view while the roles scroll sideways, and Email, then one checkbox column
 * per application role (labelled without the prefix, upper-cased, in `appRoles` order), rows 48 px,
 * paged 5, 10 or 25 by the server, scrolling within 60 % of the screen's height so its sideways
 * scrollbar stays on screen. A checkbox the caller may not
 * toggle is disabled, with a tooltip saying why (`roleToggleRefusal`: one's own roles, and for
 * anyone but a medivi-admin admin-level roles, roles no partner invitation grants and every role
 * of an administrator; docs/decisions/0111); the server refuses it too.
 */
export function UsersTable(props: UsersTableProps) {
  const { _ } = useLingui();
  const { users, appRoles, caller, variant, pending } = props;
  const isPending = (user: AdminUser, role: string) =>
    pending?.userID === user.userID && pending.role === role;
  const columns: ResponsiveColumn<AdminUser>[] = [
    {
      id: 'name',
      header: _('usersAdmin.table.name'),
      width: usersTableLayout.nameWidth,
      render: (user) => user.fullName || '—',
    },
    {
      id: 'email',
      header: _('usersAdmin.table.email'),
      width: usersTableLayout.emailWidth,
      render: (user) => user.email,
    },
    ...appRoles.map((role): ResponsiveColumn<AdminUser> => ({
      id: role,
      header: roleColumnLabel(role),
      width: usersTableLayout.roleWidth,
      render: (user) => {
        const refusal = roleToggleRefusal(caller, user, variant, role);
        const checkbox = (
          <Checkbox
            size="small"
            checked={user.roles.includes(role)}
            disabled={refusal !== null}
            // A change under way keeps its box focusable (issue 31 item 8): it only ignores presses.
            aria-busy={isPending(user, role)}
            onChange={() => {
              if (!isPending(user, role)) props.onToggle(user, role);
            }}
            slotProps={{
              input: {
                'aria-label': _('usersAdmin.table.roleFor', {
                  role: roleColumnLabel(role),
                  name: user.fullName || user.email,
                }),
              },
            }}
            sx={{ my: -1 }}
          />
        );
        if (refusal === null) return checkbox;
        // A disabled input gets no pointer events: the tooltip listens on its wrapper.
        return (
          <Tooltip title={_(refusalIds[refusal])} describeChild>
            <span data-refusal={refusal}>{checkbox}</span>
          </Tooltip>
        );
      },
    })),
  ];
  return (
    <ResponsiveTable
      label={_('usersAdmin.table.label')}
      columns={columns}
      rows={users}
      rowKey={(user) => user.userID}
      emptyText={_(props.isLoading ? 'usersAdmin.table.loading' : 'usersAdmin.table.empty')}
      rowHeight={usersTableLayout.rowHeight}
      // Scrolls down within the page, so its sideways scrollbar is always on screen.
      maxHeight="60vh"
      pager={{
        count: props.total,
        page: props.total === 0 ? 0 : props.page,
        pageSize: props.pageSize,
        pageSizes: appUsersPageSizes,
        onPageChange: props.onPageChange,
        onPageSizeChange: props.onPageSizeChange,
      }}
    />
  );
}
