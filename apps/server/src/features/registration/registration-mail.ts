import type { Language } from '@medivi/domain';
import escapeHtml from 'escape-html';
import { serverText } from '../../platform/i18n/server-text.js';
import { codeLifetimeMs } from '../../platform/one-time-codes.js';
import type { MailMessage } from '../../platform/mail/mailer.js';

const lifetimeHours = codeLifetimeMs['email-verification'] / 3_600_000;

/**
 * The e-mail verification message: one link `${publicBaseUrl}/verify-email/<code>` that works
 * once, for 24 hours (docs/decisions/0033), in `language` (issue 37, docs/decisions/0126). The
 * code is in the message only, never in logs.
 */
export function verificationMessage(input: {
  to: string;
  publicBaseUrl: string;
  code: string;
  app: string;
  language: Language;
}): MailMessage {
  const { app, language } = input;
  const link = `${input.publicBaseUrl}/verify-email/${encodeURIComponent(input.code)}`;
  const welcome = serverText(language, 'mail.verification.welcome', { app });
  const confirm = serverText(language, 'mail.verification.confirm');
  const expiry = serverText(language, 'mail.verification.expiry', { hours: lifetimeHours });
  const notYou = serverText(language, 'mail.verification.notYou', { app });
  const text = [welcome, '', confirm, link, '', expiry, '', notYou].join('\n');
  const html = [
    `<p>${escapeHtml(welcome)}</p>`,
    `<p>${escapeHtml(confirm)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(serverText(language, 'mail.verification.link'))}</a></p>`,
    `<p>${escapeHtml(expiry)}</p>`,
    `<p>${escapeHtml(notYou)}</p>`,
  ].join('\n');
  return {
    purpose: 'email-verification',
    to: input.to,
    subject: serverText(language, 'mail.verification.subject', { app }),
    text,
    html,
  };
}
