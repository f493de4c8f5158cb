/**
 * Captcha of the public case form (cases spec §2 public case form, §5 Public form, §8): texts and
 * the two providers. Kept free of zod so the page can read it without the schemas.
 */

/** The captcha providers the server can verify (docs/decisions/0060). */
export const captchaProviders = ['altcha', 'recaptcha'] as const;
export type CaptchaProvider = (typeof captchaProviders)[number];

/** Captcha texts (cases spec §5 Public form, §8; the spec words the missing case for both providers). */
export const captchaMessages = {
  /** Submit without a solved captcha (spec wording, for either provider). */
  missing: 'Please complete the reCAPTCHA.',
  /** A token the provider does not accept (wrong, expired or forged). */
  invalid: 'The captcha could not be verified. Please solve it again.',
  /** A token that was already used for a submission. */
  replayed: 'This captcha was already used. Please solve it again.',
} as const;
