import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { applicationName, type Language, type Variant } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { serverText } from '../../platform/i18n/server-text.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { countAgainstLimits, type LimitSpec } from '../../platform/rate-limit.js';

/**
 * Limits of `POST /api/send-email` (docs/decisions/0043): 3 requests per e-mail address per hour
 * and 10 per client address per hour; over either, 429 until the hour is over.
 */
export const requestAccessLimits = {
  perEmail: { keyPrefix: 'request-access-email', points: 3, durationSeconds: 3600, blockSeconds: 0 },
  perAddress: { keyPrefix: 'request-access-address', points: 10, durationSeconds: 3600, blockSeconds: 0 },
} satisfies Record<string, LimitSpec>;

/** The limiters of `requestAccessLimits`. */
export interface RequestAccessLimiters {
  perEmail: RateLimiterAbstract;
  perAddress: RateLimiterAbstract;
}

/**
 * Request access (accounts spec §2 screen 7, §7): a message to the support mailbox with Reply-To
 * the requester, and an acknowledgement to the requester (docs/decisions/0043).
 */
export class RequestAccessService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly limiters: RequestAccessLimiters,
  ) {}

  /**
   * Sends the request of `email` (already checked against the generic pattern), asked from
   * client address `clientAddress` on the `variant` host. The requester's acknowledgement is in
   * `language` (the request's `Accept-Language`: a requester has no account; issue 37).
   * @throws DomainError 429 when the e-mail or client address used up its hourly limit; Error
   * from the mailer when a message cannot be sent.
   */
  async requestAccess(
    email: string,
    clientAddress: string,
    variant: Variant,
    language: Language = 'en',
  ): Promise<void> {
    const emailKey = email.toLowerCase();
    await countAgainstLimits(
      [
        [this.limiters.perAddress, clientAddress],
        [this.limiters.perEmail, emailKey],
      ],
      'access requests',
    );
    const app = applicationName(variant);
    const at = this.clock.now().toISOString();
    await this.mailer.send({
      purpose: 'request-access',
      to: this.mailer.supportAddress,
      replyTo: email,
      subject: `${app} access request from ${email}`,
      text: [
        `${email} asked for access to the ${app} portal on the Request Access page.`,
        '',
        `Requested at ${at} (UTC).`,
        'Reply to this message to reach the requester.',
      ].join('\n'),
    });
    await this.mailer.send({
      purpose: 'request-access',
      // Lowercased as every address the portal keeps (the outbox is searched that way).
      to: emailKey,
      replyTo: this.mailer.supportAddress,
      subject: serverText(language, 'mail.requestAccess.subject', { app }),
      text: [
        serverText(language, 'mail.requestAccess.thanks', { app }),
        '',
        serverText(language, 'mail.requestAccess.received'),
        '',
        serverText(language, 'mail.requestAccess.notYou'),
      ].join('\n'),
    });
    // Kept so administrators can invite the requester from the Users page (docs/decisions/0100).
    await this.db
      .insertInto('access_requests')
      .values({ id: randomUUID(), email: emailKey, variant, requested_at: at })
      .execute();
    await recordAuditEvent(this.db, this.clock, {
      actorUserId: null,
      action: 'request_access.sent',
      subjectType: 'access_request',
      subjectId: null,
    });
  }
}
