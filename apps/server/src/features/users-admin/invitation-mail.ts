import { type ApplicationName, invitationLifetimeDays } from '@medivi/domain';
import type { MailMessage } from '../../platform/mail/mailer.js';

/**
 * The invitation e-mail of a new address (docs/decisions/0100). `link` carries the single-use
 * code: never log it.
 */
export function invitationMail(input: {
  to: string;
  app: ApplicationName;
  link: string;
  inviter: string;
}): MailMessage {
  return {
    purpose: 'invitation',
    to: input.to,
    subject: `You are invited to ${input.app}`,
    text: [
      'Hello,',
      '',
      `${input.inviter} invited you to the ${input.app} portal. Open this link within ${String(invitationLifetimeDays)} days to create your account:`,
      '',
      input.link,
      '',
      'The link works once. If it has expired, ask the person who invited you to send it again.',
      'If you did not expect this invitation, you can ignore this message.',
    ].join('\n'),
  };
}

/** The notice to an address that already has an account and was given more access. */
export function accessAddedMail(input: { to: string; app: ApplicationName; signInUrl: string }): MailMessage {
  return {
    purpose: 'invitation',
    to: input.to,
    subject: `More access in ${input.app}`,
    text: [
      'Hello,',
      '',
      `Your ${input.app} account was given more access. Sign in to use it:`,
      '',
      input.signInUrl,
    ].join('\n'),
  };
}
