import { randomUUID } from 'node:crypto';
import { messages } from '@medivi/domain';
import type { Kysely, Transaction } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';

/** Why a message is sent; kept with outbox messages so tests and people can find them. */
export type MailPurpose =
  | 'email-verification'
  | 'password-reset'
  | 'set-password'
  | 'sign-in-code'
  | 'request-access'
  | 'contact-us'
  | 'password-changed'
  | 'invitation'
  | 'case-digest'
  | 'case-clock';

/** One e-mail. `text` is required; `html` is optional. Never log either: they carry codes. */
export interface MailMessage {
  purpose: MailPurpose;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Reply-To header, e.g. the requester's address on a request-access message. */
  replyTo?: string;
}

/**
 * Sends the portal's e-mail through nodemailer. With an SMTP URL it sends for real; without one
 * (the embedded default) the outbox transport builds the same RFC 5322 message and keeps it in
 * `outbox_messages`, where `/api/dev/outbox` shows it.
 */
export interface Mailer {
  /** True when messages go to the outbox instead of SMTP. */
  readonly outboxEnabled: boolean;
  /** The From address of every message. */
  readonly from: string;
  /** The support mailbox that receives request-access and Contact Us messages. */
  readonly supportAddress: string;
  /**
   * Sends one message. `within`: a transaction of the caller's that the outbox writes the message
   * in (so it is kept only if the transaction commits, and an SQLite database's one connection is
   * not asked for twice); SMTP ignores it.
   * @throws DomainError 503 `MAIL_UNAVAILABLE` with `Retry-After` when the SMTP server refuses it
   * or cannot be reached (callers decide whether that is fatal; uncaught, it is the reply).
   */
  send(message: MailMessage, within?: Transaction<Database>): Promise<void>;
}

/** How to build a mailer: `smtpUrl` null means the outbox. */
export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  supportAddress: string;
}

/** Default From and support addresses of the embedded default (`.test` never resolves). */
export const defaultMailFrom = 'MediVI <no-reply@medivi.test>';
export const defaultSupportAddress = 'support@medivi.test';

/** Seconds a client is told to wait after the mail server refused or did not answer. */
export const mailRetryAfterSeconds = 60;

/** Builds the mailer: SMTP when `smtpUrl` is set, else the database outbox. */
export function createMailer(db: Kysely<Database>, clock: Clock, options: MailerOptions): Mailer {
  if (options.smtpUrl !== null) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outboxEnabled: false,
      from: options.from,
      supportAddress: options.supportAddress,
      async send(message) {
        try {
          await transport.sendMail(toNodemailer(options.from, message));
        } catch (error) {
          throw new DomainError(503, messages.mailUnavailable, {
            code: 'MAIL_UNAVAILABLE',
            headers: { 'retry-after': String(mailRetryAfterSeconds) },
            cause: error,
          });
        }
      },
    };
  }
  const transport: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let sequence = 0;
  return {
    outboxEnabled: true,
    from: options.from,
    supportAddress: options.supportAddress,
    async send(message, within) {
      const info = (await transport.sendMail(toNodemailer(options.from, message))) as { message: Buffer };
      const createdAt = clock.now().toISOString();
      sequence += 1;
      await (within ?? db)
        .insertInto('outbox_messages')
        .values({
          // Sorts by time, then by order of sending within one process and millisecond.
          id: `${createdAt}-${String(sequence).padStart(10, '0')}-${randomUUID()}`,
          created_at: createdAt,
          purpose: message.purpose,
          to_address: message.to,
          from_address: options.from,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          raw: info.message.toString('utf8'),
        })
        .execute();
    },
  };
}

function toNodemailer(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
  };
}
