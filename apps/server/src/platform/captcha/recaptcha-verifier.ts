import { z } from 'zod';
import type { CaptchaOutcome, CaptchaVerifier } from './captcha-verifier.js';

/** Google's verification endpoint for reCAPTCHA v2. */
export const recaptchaSiteVerifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

/** Settings of Google reCAPTCHA v2 (RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY). */
export interface RecaptchaOptions {
  siteKey: string;
  secretKey: string;
  /** For tests: the fetch that reaches Google. */
  fetch?: typeof fetch;
  /** Time allowed for Google's answer, ms. Default 5 seconds. */
  timeoutMs?: number;
}

const siteVerifyReplySchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
});

/**
 * Google reCAPTCHA v2 (cases spec §5 Public form; docs/decisions/0060): the token is checked with
 * Google's siteverify. Google answers `timeout-or-duplicate` for a token seen before, which is
 * reported as `replayed`. A failed or slow call to Google counts as `invalid` (never 5xx).
 */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly provider = 'recaptcha' as const;
  readonly siteKey: string;

  constructor(private readonly options: RecaptchaOptions) {
    this.siteKey = options.siteKey;
  }

  createChallenge(): Promise<null> {
    return Promise.resolve(null);
  }

  async verify(token: string | undefined, remoteIp: string): Promise<CaptchaOutcome> {
    if (token === undefined || token.trim() === '') return 'missing';
    const doFetch = this.options.fetch ?? fetch;
    try {
      const response = await doFetch(recaptchaSiteVerifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.options.secretKey, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
      if (!response.ok) return 'invalid';
      const reply = siteVerifyReplySchema.safeParse(await response.json());
      if (!reply.success) return 'invalid';
      if (reply.data.success) return 'verified';
      return reply.data['error-codes']?.includes('timeout-or-duplicate') === true ? 'replayed' : 'invalid';
    } catch {
      return 'invalid';
    }
  }
}
