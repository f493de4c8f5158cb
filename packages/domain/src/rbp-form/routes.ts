import type { EndpointRoute } from '../shared/endpoint.js';

/**
 * Method and path of the public case form's endpoints (cases spec §2 public case form, §7) and of
 * the captcha that guards it.
 */
export const rbpFormRoutes = {
  /** A new ALTCHA proof-of-work challenge for the widget. */
  captchaChallenge: { method: 'GET', path: '/api/captcha/challenge' },
  /** Which captcha the server verifies, and the reCAPTCHA site key when that is the one. */
  captchaConfig: { method: 'GET', path: '/api/captcha/config' },
  createRbpFormCase: { method: 'POST', path: '/api/createRbpFormCase' },
  uploadAttachmentRbpForms: { method: 'POST', path: '/api/uploadAttachmentRbpForms' },
} as const satisfies Record<string, EndpointRoute>;
