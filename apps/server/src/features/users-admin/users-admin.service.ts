import {
  type AdminUser,
  type AppUsersParams,
  type AppUsersReply,
  claimsAlwaysOfferedRole,
  type RoleChangeReply,
  type RoleToggleRefusal,
  roleToggleRefusal,
  roleToggleRefusalMessage,
  unknownRoleRefusal,
  sortAppRoles,
  superAdminRole,
  usersAdminMessages as messages,
  type Variant,
} from '@medivi/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import { auditAddress } from './audit-address.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import type { NotificationBus } from '../../platform/notifications/notification-bus.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import type { UsersAdminRepository } from './users-admin.repository.js';

/** The error code of each 403 refusal of a role change. */
const refusalCodes: Record<Exclude<RoleToggleRefusal, 'unknown-role'>, string> = {
  'other-variant': 'FORBIDDEN_ROLE',
  'own-account': 'OWN_ROLES',
  'admin-level': 'FORBIDDEN_ROLE',
  'not-grantable': 'FORBIDDEN_ROLE',
  'admin-holder': 'ADMIN_TARGET',
};

/** A refused role change as the API's error: 400 for an unknown role, else 403 with its code. */
function throwRefusal(refusal: RoleToggleRefusal | null): void {
  if (refusal === null) return;
  const message = roleToggleRefusalMessage(refusal);
  if (refusal === 'unknown-role') {
    throw new DomainError(400, message, { fieldErrors: { role: message } });
  }
  throw new DomainError(403, message, { code: refusalCodes[refusal] });
}

/** Refuses a role the site's application does not know before any user is read. */
function assertKnownRole(caller: Caller, role: string): void {
  throwRefusal(unknownRoleRefusal(caller.variant, role));
}

/** Who asks, from which site and client address. */
export interface Caller {
  user: CurrentUser;
  variant: Variant;
  address: string;
}

/**
 * The Users list and role changes (analysis-reports-admin spec §3, §4, §5, §6, §7;
 * docs/decisions/0100). Who may call at all is the route guard's (admin or inviteuser of the
 * site's variant); this class holds every other rule. Roles are read fresh on each request
 * (platform/session), so a change applies to the user's very next request; the user's open
 * notification sockets are closed once it commits (bus `roles-changed`), so they reconnect and are
 * checked against the new roles.
 */
export class UsersAdminService {
  constructor(
    private readonly repository: UsersAdminRepository,
    private readonly clock: Clock,
    private readonly bus: NotificationBus,
  ) {}

  /**
   * One page of users with their roles of `app`, and `appRoles` (spec §3: the union of roles that
   * start with the application name, in column order; Claims always offers
   * claims-contractsuperadmin).
   * @throws DomainError 400 when `app` is not the site's application.
   */
  async list(variant: Variant, app: Variant, params: AppUsersParams): Promise<AppUsersReply> {
    if (app !== variant) {
      throw new DomainError(400, messages.appOtherVariant, {
        fieldErrors: { app: messages.appOtherVariant },
      });
    }
    const [{ rows, total }, roles] = await Promise.all([
      this.repository.listUsers({
        search: params.search,
        limit: params.limit,
        offset: (params.page - 1) * params.limit,
      }),
      this.repository.distinctRoles(app),
    ]);
    const rolesByUser = await this.repository.rolesByUser(
      rows.map((row) => row.id),
      app,
    );
    if (app === 'claims' && !roles.includes(claimsAlwaysOfferedRole)) roles.push(claimsAlwaysOfferedRole);
    return {
      app,
      users: rows.map((row) => ({
        userID: row.id,
        fullName: row.full_name,
        email: row.email,
        roles: rolesByUser.get(row.id) ?? [],
      })),
      appRoles: sortAppRoles(roles),
      total,
      page: params.page,
      limit: params.limit,
      totalPages: Math.ceil(total / params.limit),
    };
  }

  /**
   * Gives `userId` the role (spec §7 add-role). Audited when it was not held yet.
   * @throws DomainError 400 unknown role; 403 for a role of the other variant, the caller's own
   * account (`OWN_ROLES`), and, for anyone but a medivi-admin, an admin-level role, a role outside
   * the partner invitations' roles or a target holding an admin-level role (`FORBIDDEN_ROLE`;
   * docs/decisions/0111); 404 unknown user.
   */
  async addRole(caller: Caller, userId: string, role: string): Promise<RoleChangeReply> {
    assertKnownRole(caller, role);
    const { found: user, announce } = await this.repository.transaction(async (trx) => {
      const found = await this.repository.findUserById(trx, userId);
      if (found === undefined) throw new DomainError(404, messages.unknownUser);
      await this.assertMayToggle(trx, caller, userId, role);
      const added = await this.repository.addMissingRoles(trx, userId, [role]);
      if (added.length === 0) return { found, announce: undefined };
      await this.audit(trx, caller, 'users.role_added', userId, role);
      return { found, announce: await this.rolesChanged(trx, userId) };
    });
    announce?.();
    return { message: messages.roleAdded, user: await this.adminUser(user, caller.variant) };
  }

  /**
   * Takes the role from `userId` (spec §7 remove-role). Audited when it was held.
   * @throws DomainError as `addRole`, and 409 when it would leave no medivi-admin.
   */
  async removeRole(caller: Caller, userId: string, role: string): Promise<RoleChangeReply> {
    assertKnownRole(caller, role);
    const { found: user, announce } = await this.repository.transaction(async (trx) => {
      const found = await this.repository.findUserById(trx, userId);
      if (found === undefined) throw new DomainError(404, messages.unknownUser);
      await this.assertMayToggle(trx, caller, userId, role);
      if (!(await this.repository.holds(trx, userId, role))) return { found, announce: undefined };
      if (role === superAdminRole && (await this.repository.countHoldersLocked(trx, role)) <= 1) {
        throw new DomainError(409, messages.lastAdmin, { code: 'LAST_ADMIN' });
      }
      await this.repository.removeRole(trx, userId, role);
      await this.audit(trx, caller, 'users.role_removed', userId, role);
      return { found, announce: await this.rolesChanged(trx, userId) };
    });
    announce?.();
    return { message: messages.roleRemoved, user: await this.adminUser(user, caller.variant) };
  }

  /**
   * The rules of `roleToggleRefusal` as the API's errors, with the target's roles as read in the
   * change's transaction.
   */
  private async assertMayToggle(
    trx: Transaction<Database>,
    caller: Caller,
    userId: string,
    role: string,
  ): Promise<void> {
    const target = { userID: userId, roles: await this.repository.allRolesOf(trx, userId) };
    throwRefusal(roleToggleRefusal(caller.user, target, caller.variant, role));
  }

  /** Announces in `trx` that `userId`'s roles changed; the result runs once it committed. */
  private rolesChanged(trx: Transaction<Database>, userId: string): Promise<() => void> {
    return this.bus.announceInTransaction(trx, { kind: 'roles-changed', userIds: [userId] });
  }

  private async adminUser(
    row: { id: string; full_name: string; email: string },
    variant: Variant,
  ): Promise<AdminUser> {
    const roles = await this.repository.rolesByUser([row.id], variant);
    return { userID: row.id, fullName: row.full_name, email: row.email, roles: roles.get(row.id) ?? [] };
  }

  private audit(
    trx: Transaction<Database>,
    caller: Caller,
    action: string,
    userId: string,
    role: string,
  ): Promise<void> {
    return recordAuditEvent(trx, this.clock, {
      actorUserId: caller.user.userID,
      action,
      subjectType: 'user',
      subjectId: userId,
      detail: { role, variant: caller.variant },
      ...auditAddress(caller.address),
    });
  }
}
