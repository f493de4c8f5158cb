import { codeLifetimeMs } from '../../platform/one-time-codes.js';
import type { MailMessage } from '../../platform/mail/mailer.js';

const lifetimeHours = codeLifetimeMs['email-verification'] / 3_600_000;

/**
 * The e-mail verification message: one link `${publicBaseUrl}/verify-email/<code>` that works
 * once, for 24 hours (docs/decisions/0033). The code is in the message only, never in logs.
 */
export function verificationMessage(to: string, publicBaseUrl: string, code: string): MailMessage {
  const link = `${publicBaseUrl}/verify-email/${encodeURIComponent(code)}`;
  const text = [
    'Welcome to MediVI.',
    '',
    'Please confirm your e-mail address to finish creating your account:',
    link,
    '',
    `The link works once and expires in ${String(lifetimeHours)} hours. If it has expired, register again with the same e-mail address to get a new one.`,
    '',
    'If you did not register for MediVI, you can ignore this message.',
  ].join('\n');
  const html = [
    '<p>Welcome to MediVI.</p>',
    '<p>Please confirm your e-mail address to finish creating your account:</p>',
    `<p><a href="${link}">Verify my e-mail address</a></p>`,
    `<p>The link works once and expires in ${String(lifetimeHours)} hours. If it has expired, register again with the same e-mail address to get a new one.</p>`,
    '<p>If you did not register for MediVI, you can ignore this message.</p>',
  ].join('\n');
  return { purpose: 'email-verification', to, subject: 'Verify your MediVI e-mail address', text, html };
}
