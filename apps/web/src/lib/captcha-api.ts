import { type CaptchaConfigReply, rbpFormRoutes } from '@medivi/domain';
import { api } from './api';

/**
 * `GET /api/captcha/config`: which captcha the server verifies (ALTCHA or reCAPTCHA v2), for the
 * public case form and a sign-in from a busy address (docs/decisions/0060, 0090). Silent: the
 * widget simply waits.
 */
export const captchaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCaptchaConfig: build.query<CaptchaConfigReply, undefined>({
      query: () => rbpFormRoutes.captchaConfig.path,
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetCaptchaConfigQuery } = captchaApi;
