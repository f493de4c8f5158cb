import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { applicationName, type ContactUsBody, type Language, type Variant } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { serverText } from '../../platform/i18n/server-text.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { countAgainstLimits, type LimitSpec } from '../../platform/rate-limit.js';

/**
 * Limits of `POST /api/contact-us` (docs/decisions/0109): 5 messages per sender e-mail address per
 * hour and 10 per client address per hour; over either, 429 until the hour is over. Only messages
 * that passed validation count.
 */
export const contactUsLimits = {
  perEmail: { keyPrefix: 'contact-us-email', points: 5, durationSeconds: 3600, blockSeconds: 0 },
  perAddress: { keyPrefix: 'contact-us-address', points: 10, durationSeconds: 3600, blockSeconds: 0 },
} satisfies Record<string, LimitSpec>;

/** The limiters of `contactUsLimits`. */
export interface ContactUsLimiters {
  perEmail: RateLimiterAbstract;
  perAddress: RateLimiterAbstract;
}

/** Where a Contact Us message came from. */
export interface ContactUsOrigin {
  /** The client address (`request.ip`), for the per-address limit and the audit record. */
  clientAddress: string;
  /** The host's variant: names the application in the messages. */
  variant: Variant;
  /** The signed-in user's id, or null when the sender is signed out. */
  userId: string | null;
  /**
   * The language of the sender's acknowledgement (issue 37, docs/decisions/0126): the signed-in
   * account's, else the request's `Accept-Language`.
   */
  language: Language;
}

/**
 * Contact Us (accounts spec §2 public routes; docs/decisions/0109): the message to the support
 * mailbox with Reply-To the sender, and a short acknowledgement to the sender that repeats none of
 * what was written.
 */
export class ContactUsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly limiters: ContactUsLimiters,
  ) {}

  /**
   * Sends `body` (already checked by the contract: trimmed, e-mail under the portal's rules) to
   * the support mailbox. Only the user id goes with a signed-in message, no account or member data;
   * the audit record holds neither the address nor the text.
   * @throws DomainError 429 when the sender's e-mail or client address used up its hourly limit;
   * Error from the mailer when a message cannot be sent.
   */
  async sendMessage(body: ContactUsBody, origin: ContactUsOrigin): Promise<void> {
    const emailKey = body.email.toLowerCase();
    await countAgainstLimits(
      [
        [this.limiters.perAddress, origin.clientAddress],
        [this.limiters.perEmail, emailKey],
      ],
      'messages',
    );
    const app = applicationName(origin.variant);
    const at = this.clock.now().toISOString();
    await this.mailer.send({
      purpose: 'contact-us',
      to: this.mailer.supportAddress,
      replyTo: body.email,
      subject: `${app} Contact Us: ${body.subject}`,
      text: [
        `${body.name} <${body.email}> wrote on the ${app} Contact Us page.`,
        origin.userId === null
          ? 'Sent signed out: the address is as typed and was not checked.'
          : `Sent signed in as user id ${origin.userId}.`,
        `Sent at ${at} (UTC).`,
        '',
        `Subject: ${body.subject}`,
        '',
        body.message,
        '',
        '--',
        'Reply to this message to reach the sender.',
      ].join('\n'),
    });
    await this.mailer.send({
      purpose: 'contact-us',
      // Lowercased as every address the portal keeps (the outbox is searched that way).
      to: emailKey,
      replyTo: this.mailer.supportAddress,
      subject: serverText(origin.language, 'mail.contactUs.subject', { app }),
      text: [
        serverText(origin.language, 'mail.contactUs.thanks', { app }),
        '',
        serverText(origin.language, 'mail.contactUs.received'),
        '',
        serverText(origin.language, 'mail.contactUs.notYou'),
      ].join('\n'),
    });
    await recordAuditEvent(this.db, this.clock, {
      actorUserId: origin.userId,
      action: 'contact_us.sent',
      subjectType: 'contact_message',
      subjectId: null,
      address: origin.clientAddress,
    });
  }
}
