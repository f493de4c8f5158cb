import { type ApplicationName, invitationLifetimeDays, type Language } from '@medivi/domain';
import { serverText } from '../../platform/i18n/server-text.js';
import type { MailMessage } from '../../platform/mail/mailer.js';

/**
 * The invitation e-mail of a new address (docs/decisions/0100). `link` carries the single-use
 * code: never log it. The invited person has no account and so no language yet: the mail is in
 * `language`, the one the inviter chose for the invitation, else the inviter's (issue 37,
 * docs/decisions/0126).
 */
export function invitationMail(input: {
  to: string;
  app: ApplicationName;
  link: string;
  inviter: string;
  language: Language;
}): MailMessage {
  const { app, language } = input;
  return {
    purpose: 'invitation',
    to: input.to,
    subject: serverText(language, 'mail.invitation.subject', { app }),
    text: [
      serverText(language, 'mail.greeting.plain'),
      '',
      serverText(language, 'mail.invitation.body', {
        inviter: input.inviter,
        app,
        days: invitationLifetimeDays,
      }),
      '',
      input.link,
      '',
      serverText(language, 'mail.invitation.once'),
      serverText(language, 'mail.invitation.notYou'),
    ].join('\n'),
  };
}

/**
 * The notice to an address that already has an account and was given more access, in that
 * account's `language`.
 */
export function accessAddedMail(input: {
  to: string;
  app: ApplicationName;
  signInUrl: string;
  language: Language;
}): MailMessage {
  const { app, language } = input;
  return {
    purpose: 'invitation',
    to: input.to,
    subject: serverText(language, 'mail.accessAdded.subject', { app }),
    text: [
      serverText(language, 'mail.greeting.plain'),
      '',
      serverText(language, 'mail.accessAdded.body', { app }),
      '',
      input.signInUrl,
    ].join('\n'),
  };
}
