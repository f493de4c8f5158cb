import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { captchaProviders } from './captcha.js';
import { rbpFormRoutes } from './routes.js';

/**
 * `GET /api/captcha/config` reply: which captcha the public form shows. `siteKey` is the Google
 * reCAPTCHA v2 site key and is present only for `recaptcha` (docs/decisions/0060).
 */
export const captchaConfigReplySchema = z.object({
  provider: z.enum(captchaProviders),
  siteKey: z.string().optional(),
});
export type CaptchaConfigReply = z.infer<typeof captchaConfigReplySchema>;

/**
 * `GET /api/captcha/challenge` reply: an ALTCHA v2 proof-of-work challenge as altcha-lib's
 * `createChallenge` makes it (HMAC-signed parameters; the widget finds the counter whose derived
 * key starts with `keyPrefix`). `expiresAt` is in seconds since the epoch.
 */
export const captchaChallengeReplySchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().int().optional(),
    })
    .loose(),
  signature: z.string().optional(),
});
export type CaptchaChallengeReply = z.infer<typeof captchaChallengeReplySchema>;

/** Endpoints of the captcha (cases spec §5 Public form; docs/decisions/0060). */
export const captchaEndpoints = {
  captchaChallenge: defineEndpoint({
    ...rbpFormRoutes.captchaChallenge,
    errorStatuses: [404, 429],
    summary:
      'A new ALTCHA proof-of-work challenge (HMAC-signed, expires after 10 minutes). 404 when the server verifies reCAPTCHA instead. Limited per address.',
    reply: captchaChallengeReplySchema,
  }),
  captchaConfig: defineEndpoint({
    ...rbpFormRoutes.captchaConfig,
    summary: 'Which captcha the public case form shows: ALTCHA (default) or reCAPTCHA v2 with its site key.',
    reply: captchaConfigReplySchema,
  }),
} as const;
