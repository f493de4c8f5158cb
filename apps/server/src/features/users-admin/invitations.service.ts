import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  type AccessRequestsReply,
  applicationName,
  type InvitationsReply,
  invitationLifetimeDays,
  type InviteInput,
  type InviteReply,
  languageOr,
  type LookupInvitationReply,
  mayInviteOption,
  type MessageReply,
  rolesForInviteOptions,
  usersAdminMessages as messages,
  type Variant,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import { auditAddress } from './audit-address.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { hashCode } from '../../platform/one-time-codes.js';
import type { PasswordPolicy } from '../../platform/password-policy.js';
import { hashPassword } from '../../platform/passwords.js';
import { countFailure, type LimitSpec, tooManyAttempts } from '../../platform/rate-limit.js';
import { invitationMail } from './invitation-mail.js';
import type { InvitationsRepository } from './invitations.repository.js';
import type { Caller } from './users-admin.service.js';
import type { UsersAdminRepository } from './users-admin.repository.js';

/** Invitations one inviter may send (new or again) per hour (docs/decisions/0100). */
export const invitationLimit: LimitSpec = {
  keyPrefix: 'invitations-inviter',
  points: 20,
  durationSeconds: 3600,
  blockSeconds: 0,
};

const lifetimeMs = invitationLifetimeDays * 24 * 60 * 60 * 1000;

/**
 * Invitations (analysis-reports-admin spec §3, §4, §5, §7 invite; docs/decisions/0100): a new
 * address gets a single-use link valid 7 days that ends in Create Account; an existing account
 * gets the roles at once and a notice. Both answer the inviter alike unless the inviter is an
 * admin. Each send counts against the inviter's hourly limit.
 */
export class InvitationsService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      clock: Clock;
      mailer: Mailer;
      publicBaseUrl: string;
      users: UsersAdminRepository;
      invitations: InvitationsRepository;
      passwordPolicy: PasswordPolicy;
      limiter: RateLimiterAbstract;
    },
  ) {}

  /**
   * Sends an invitation (spec §7 invite) to an address without an account. An invitation never
   * changes the roles of an existing account (docs/decisions/0111): that is a change on the Users
   * list, under its rules.
   * @throws DomainError 400 for another site's application, 403 for 6DH Employee asked by anyone
   * but a medivi-admin, 409 INVITE_ACCOUNT_EXISTS for an address that has an account, 429 past the
   * inviter's limit; 503 MAIL_UNAVAILABLE when the mail cannot be sent (the invitation is kept;
   * inviting again revokes it and sends a new one).
   */
  async invite(caller: Caller, input: InviteInput): Promise<InviteReply> {
    const app = applicationName(caller.variant);
    if (input.application !== app) {
      throw new DomainError(400, messages.applicationOtherVariant, {
        fieldErrors: { application: messages.applicationOtherVariant },
      });
    }
    if (!input.userRoles.every((option) => mayInviteOption(caller.user.roles, option))) {
      throw new DomainError(403, messages.inviteOptionRefused, { code: 'FORBIDDEN_ROLE' });
    }
    await this.countSend(caller);
    const email = input.email.toLowerCase();
    const roles = rolesForInviteOptions(caller.variant, input.userRoles);
    const at = this.deps.clock.now();
    const code = randomBytes(32).toString('base64url');
    const language = input.language ?? caller.user.language;
    await this.deps.users.transaction(async (trx) => {
      if ((await this.deps.users.findUserByEmail(trx, email)) !== undefined) {
        throw new DomainError(409, messages.inviteAccountExists, {
          code: 'INVITE_ACCOUNT_EXISTS',
          fieldErrors: { email: messages.inviteAccountExists },
        });
      }
      await this.deps.invitations.revokeOpenFor(trx, email, caller.variant, at.toISOString());
      const invitationId = await this.deps.invitations.insert(trx, {
        email,
        variant: caller.variant,
        options: input.userRoles.join(','),
        roles: roles.join(','),
        code_hash: hashCode(code),
        invited_by_user_id: caller.user.userID,
        sent_at: at.toISOString(),
        expires_at: new Date(at.getTime() + lifetimeMs).toISOString(),
        accepted_at: null,
        revoked_at: null,
        opened_at: null,
        language,
      });
      await this.audit(trx, caller, 'users.invitation_sent', {
        subjectId: invitationId,
        detail: { options: input.userRoles.join(','), roles: roles.join(',') },
      });
    });
    await this.deps.mailer.send(
      invitationMail({
        to: email,
        app,
        inviter: caller.user.fullName || app,
        link: this.linkFor(code),
        language,
      }),
    );
    return { message: messages.inviteSent };
  }

  /**
   * What an open invitation link is for (docs/decisions/0111). Looking spends nothing; the first
   * look is noted, so administrators see the invitation as opened.
   * @throws DomainError 400 INVITATION_INVALID for an unknown, used, revoked or expired link.
   */
  async lookup(code: string): Promise<LookupInvitationReply> {
    const at = this.deps.clock.now().toISOString();
    const invitation = await this.openInvitationOf(this.deps.db, code, at);
    await this.deps.invitations.markOpened(this.deps.db, invitation.id, at);
    const existing = await this.deps.users.findUserByEmail(this.deps.db, invitation.email);
    return {
      email: invitation.email,
      application: applicationName(invitation.variant === 'claims' ? 'claims' : 'medivi'),
      accountExists: existing !== undefined,
    };
  }

  /**
   * Create Account from an invitation link (docs/decisions/0111): in one transaction the account
   * (e-mail proven by the link, the name, the password's argon2id hash, terms accepted), the
   * invitation's roles, the invitation used and the audit record. The password meets the rules
   * every new password meets (accounts spec §5, compromised check included) before anything is
   * written. The route then signs the new account in.
   * @throws DomainError 400 for a bad password (field `password`) or a dead link; 409
   * INVITATION_SIGN_IN_FIRST when the address has an account by now (the link stays usable).
   */
  async createAccount(
    input: { code: string; fullName: string; password: string },
    address: string,
  ): Promise<{ userId: string; email: string }> {
    const at = this.deps.clock.now().toISOString();
    // A dead link says so before the password is looked at.
    await this.openInvitationOf(this.deps.db, input.code, at);
    await this.deps.passwordPolicy.assertAcceptable(input.password, 'password');
    const passwordHash = await hashPassword(input.password);
    return this.deps.users.transaction(async (trx) => {
      const invitation = await this.openInvitationOf(trx, input.code, at);
      if ((await this.deps.users.findUserByEmail(trx, invitation.email)) !== undefined) {
        throw new DomainError(409, messages.invitationSignInFirst, { code: 'INVITATION_SIGN_IN_FIRST' });
      }
      if (!(await this.deps.invitations.markAccepted(trx, invitation.id, at))) {
        throw new DomainError(400, messages.invitationLinkInvalid, { code: 'INVITATION_INVALID' });
      }
      const userId = await this.deps.users.insertInvitedUser(trx, {
        email: invitation.email,
        fullName: input.fullName,
        passwordHash,
        at,
        language: languageOr(invitation.language),
      });
      const roles = invitation.roles.split(',').filter((role) => role !== '');
      await this.deps.users.addMissingRoles(trx, userId, roles);
      await recordAuditEvent(trx, this.deps.clock, {
        actorUserId: userId,
        action: 'users.invitation_accepted',
        subjectType: 'invitation',
        subjectId: invitation.id,
        detail: { roles: roles.join(','), isNewAccount: true },
        ...auditAddress(address),
      });
      return { userId, email: invitation.email };
    });
  }

  /**
   * Gives an invitation's roles to the account of the invited address that was made after the
   * invitation was sent: only to that account's holder, signed in as it (`signedInUser`;
   * docs/decisions/0111).
   * @throws DomainError 400 for an unknown, used, revoked or expired link; 409
   * INVITATION_SIGN_IN_FIRST when the caller is not signed in as the account, 409
   * INVITATION_CREATE_ACCOUNT when the address has no account yet (the link's page makes it).
   */
  async accept(code: string, address: string, signedInUser: { userID: string }): Promise<{ email: string }> {
    const at = this.deps.clock.now().toISOString();
    return this.deps.users.transaction(async (trx) => {
      const invitation = await this.openInvitationOf(trx, code, at);
      const existing = await this.deps.users.findUserByEmail(trx, invitation.email);
      if (existing === undefined) {
        throw new DomainError(409, messages.invitationCreateAccount, { code: 'INVITATION_CREATE_ACCOUNT' });
      }
      if (signedInUser.userID !== existing.id) {
        throw new DomainError(409, messages.invitationSignInFirst, { code: 'INVITATION_SIGN_IN_FIRST' });
      }
      if (!(await this.deps.invitations.markAccepted(trx, invitation.id, at))) {
        throw new DomainError(400, messages.invitationLinkInvalid, { code: 'INVITATION_INVALID' });
      }
      const roles = invitation.roles.split(',').filter((role) => role !== '');
      const added = await this.deps.users.addMissingRoles(trx, existing.id, roles);
      await recordAuditEvent(trx, this.deps.clock, {
        actorUserId: existing.id,
        action: 'users.invitation_accepted',
        subjectType: 'invitation',
        subjectId: invitation.id,
        detail: { roles: added.join(','), isNewAccount: false },
        ...auditAddress(address),
      });
      return { email: invitation.email };
    });
  }

  /** The open, unexpired invitation of a link's code. @throws DomainError 400 INVITATION_INVALID. */
  private async openInvitationOf(db: Kysely<Database>, code: string, at: string) {
    const invitation = await this.deps.invitations.findOpenByCode(db, hashCode(code), at);
    if (invitation === undefined) {
      throw new DomainError(400, messages.invitationLinkInvalid, { code: 'INVITATION_INVALID' });
    }
    return invitation;
  }

  /** Pending and expired invitations of the site, newest first (admins). */
  async list(variant: Variant): Promise<InvitationsReply> {
    const now = this.deps.clock.now().toISOString();
    const rows = await this.deps.invitations.listOpen(variant);
    return {
      invitations: rows.map((row) => ({
        invitationID: row.id,
        email: row.email,
        userRoles: row.options.split(','),
        roles: row.roles.split(','),
        invitedBy: row.inviter_name,
        sentAt: new Date(row.sent_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
        openedAt: row.opened_at === null ? null : new Date(row.opened_at).toISOString(),
        status:
          new Date(row.expires_at).toISOString() <= now
            ? 'expired'
            : row.opened_at === null
              ? 'pending'
              : 'opened',
      })),
    };
  }

  /**
   * Sends an open invitation again with a new link valid 7 days; the old link stops working.
   * @throws DomainError 404 unknown, 409 accepted or revoked, 429 past the inviter's limit.
   */
  async resend(caller: Caller, invitationId: string): Promise<MessageReply> {
    const invitation = await this.openInvitation(invitationId, caller.variant);
    await this.countSend(caller);
    const code = randomBytes(32).toString('base64url');
    const at = this.deps.clock.now();
    await this.deps.users.transaction(async (trx) => {
      const renewed = await this.deps.invitations.renew(trx, invitation.id, {
        codeHash: hashCode(code),
        sentAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + lifetimeMs).toISOString(),
      });
      if (!renewed) throw new DomainError(409, messages.invitationNotPending);
      await this.audit(trx, caller, 'users.invitation_resent', { subjectId: invitation.id });
    });
    const app = applicationName(caller.variant);
    await this.deps.mailer.send(
      invitationMail({
        to: invitation.email,
        app,
        inviter: caller.user.fullName || app,
        link: this.linkFor(code),
        language: languageOr(invitation.language),
      }),
    );
    return { message: messages.invitationResent };
  }

  /** Revokes an open invitation. @throws DomainError 404 unknown, 409 accepted or revoked. */
  async revoke(caller: Caller, invitationId: string): Promise<MessageReply> {
    const invitation = await this.openInvitation(invitationId, caller.variant);
    await this.deps.users.transaction(async (trx) => {
      if (!(await this.deps.invitations.revoke(trx, invitation.id, this.deps.clock.now().toISOString()))) {
        throw new DomainError(409, messages.invitationNotPending);
      }
      await this.audit(trx, caller, 'users.invitation_revoked', { subjectId: invitation.id });
    });
    return { message: messages.invitationRevoked };
  }

  /** Access requests of the site (admins), the latest of each address first. */
  async accessRequests(variant: Variant): Promise<AccessRequestsReply> {
    const rows = await this.deps.invitations.listAccessRequests(variant);
    return {
      accessRequests: rows.map((row) => ({
        email: row.email,
        requestedAt: new Date(row.requested_at).toISOString(),
        hasAccount: row.user_id !== null,
      })),
    };
  }

  private linkFor(code: string): string {
    return `${this.deps.publicBaseUrl}/invitation/${code}`;
  }

  private async openInvitation(id: string, variant: Variant) {
    const invitation = await this.deps.invitations.find(this.deps.db, id, variant);
    if (invitation === undefined) throw new DomainError(404, messages.invitationNotFound);
    if (invitation.accepted_at !== null || invitation.revoked_at !== null) {
      throw new DomainError(409, messages.invitationNotPending);
    }
    return invitation;
  }

  private async countSend(caller: Caller): Promise<void> {
    const blockedMs = await countFailure(this.deps.limiter, caller.user.userID);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'invitations');
  }

  private audit(
    trx: Transaction<Database>,
    caller: Caller,
    action: string,
    event: { subjectType?: string; subjectId: string | null; detail?: Record<string, string> },
  ): Promise<void> {
    return recordAuditEvent(trx, this.deps.clock, {
      actorUserId: caller.user.userID,
      action,
      subjectType: event.subjectType ?? 'invitation',
      subjectId: event.subjectId,
      detail: { variant: caller.variant, ...event.detail },
      ...auditAddress(caller.address),
    });
  }
}
