import type { Language } from '@medivi/domain';
import { serverText } from '../../platform/i18n/server-text.js';
import type { MailMessage } from '../../platform/mail/mailer.js';

/** What a reset e-mail needs. `link` carries the single-use code: never log it. */
export interface ResetMailInput {
  to: string;
  fullName: string;
  application: 'Claims' | 'MediVI';
  link: string;
  lifetimeMinutes: number;
  /** The account's language (`users.language`). */
  language: Language;
}

/**
 * The password-reset e-mail with its single-use link (accounts spec §4 Password reset), in the
 * account's language (issue 37, docs/decisions/0126).
 */
export function passwordResetMail(input: ResetMailInput): MailMessage {
  const { language, application: app } = input;
  return {
    purpose: 'password-reset',
    to: input.to,
    subject: serverText(language, 'mail.passwordReset.subject', { app }),
    text: [
      serverText(language, 'mail.greeting.named', { name: input.fullName }),
      '',
      serverText(language, 'mail.passwordReset.body', { app, minutes: input.lifetimeMinutes }),
      '',
      input.link,
      '',
      serverText(language, 'mail.passwordReset.once'),
    ].join('\n'),
  };
}

/**
 * The notice sent after a password was reset or changed, so an owner learns of a change they did
 * not make; in the account's language.
 */
export function passwordChangedMail(input: {
  to: string;
  fullName: string;
  how: 'reset' | 'changed';
  language: Language;
}): MailMessage {
  const { language } = input;
  return {
    purpose: 'password-changed',
    to: input.to,
    subject: serverText(language, 'mail.passwordChanged.subject', { app: 'MediVI' }),
    text: [
      serverText(language, 'mail.greeting.named', { name: input.fullName }),
      '',
      serverText(language, 'mail.passwordChanged.body', { how: input.how }),
      '',
      serverText(language, 'mail.passwordChanged.notYou'),
    ].join('\n'),
  };
}
