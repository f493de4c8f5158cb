import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import { AltchaVerifier } from './altcha-verifier.js';
import type { CaptchaVerifier } from './captcha-verifier.js';
import { RecaptchaVerifier } from './recaptcha-verifier.js';

/** Captcha settings of `buildApp` (docs/decisions/0060). */
export interface CaptchaSettings {
  /** HMAC key of ALTCHA challenges; unset: a random key for this process (tests). */
  hmacKey?: string | null;
  /** Google reCAPTCHA v2 keys; both set: reCAPTCHA instead of ALTCHA. */
  recaptchaSiteKey?: string | null;
  recaptchaSecretKey?: string | null;
}

/** The Google domains a page with the reCAPTCHA widget must load from (CSP script and frame). */
export const recaptchaOrigins = ['https://www.google.com', 'https://www.gstatic.com'] as const;

/** True when both reCAPTCHA keys are set. */
export function isRecaptchaConfigured(settings: CaptchaSettings): boolean {
  return (settings.recaptchaSiteKey ?? '') !== '' && (settings.recaptchaSecretKey ?? '') !== '';
}

/**
 * The captcha the server verifies: reCAPTCHA v2 when both keys are configured, else the
 * self-hosted ALTCHA proof of work (docs/decisions/0060).
 */
export function createCaptchaVerifier(
  db: Kysely<Database>,
  clock: Clock,
  settings: CaptchaSettings,
): CaptchaVerifier {
  if (isRecaptchaConfigured(settings)) {
    return new RecaptchaVerifier({
      siteKey: settings.recaptchaSiteKey ?? '',
      secretKey: settings.recaptchaSecretKey ?? '',
    });
  }
  return new AltchaVerifier(db, clock, {
    hmacKey: settings.hmacKey ?? randomBytes(32).toString('base64url'),
  });
}
