import type { MailMessage } from '../../platform/mail/mailer.js';

/** What a reset e-mail needs. `link` carries the single-use code: never log it. */
export interface ResetMailInput {
  to: string;
  fullName: string;
  application: 'Claims' | 'MediVI';
  link: string;
  lifetimeMinutes: number;
}

/** The password-reset e-mail with its single-use link (accounts spec §4 Password reset). */
export function passwordResetMail(input: ResetMailInput): MailMessage {
  return {
    purpose: 'password-reset',
    to: input.to,
    subject: `Reset your ${input.application} password`,
    text: [
      `Hello ${input.fullName},`,
      '',
      `We received a request to reset the password of your ${input.application} account. Open this link within ${String(input.lifetimeMinutes)} minutes to choose a new password:`,
      '',
      input.link,
      '',
      'The link works once. If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

/** The notice sent after a password was reset or changed, so an owner learns of a change they did not make. */
export function passwordChangedMail(input: {
  to: string;
  fullName: string;
  how: 'reset' | 'changed';
}): MailMessage {
  return {
    purpose: 'password-changed',
    to: input.to,
    subject: 'Your MediVI password was changed',
    text: [
      `Hello ${input.fullName},`,
      '',
      `The password of your account was ${input.how === 'reset' ? 'reset with an e-mailed link' : 'changed'}, and every other signed-in browser was signed out.`,
      '',
      'If you did not do this, reset your password now and contact support.',
    ].join('\n'),
  };
}
