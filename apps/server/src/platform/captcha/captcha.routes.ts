import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { captchaEndpoints } from '@medivi/domain';
import type { DatabaseHandle } from '../../db/database.js';
import { DomainError } from '../errors.js';
import { countFailure, createLimiter, type LimitSpec, tooManyAttempts } from '../rate-limit.js';
import { routeOf } from '../route.js';
import type { CaptchaVerifier } from './captcha-verifier.js';

/** Challenges per client address per minute (a person needs one per form; docs/decisions/0061). */
export const captchaChallengeLimit: LimitSpec = {
  keyPrefix: 'captcha-challenge-address',
  points: 30,
  durationSeconds: 60,
  blockSeconds: 0,
};

/**
 * `GET /api/captcha/config` and `GET /api/captcha/challenge` (cases spec §5 Public form;
 * docs/decisions/0060): public, no session. The challenge is never cached and is limited per
 * client address (429); its work is `costFor` the client's address (docs/decisions/0113).
 */
export function registerCaptchaRoutes(
  app: FastifyInstance,
  handle: DatabaseHandle,
  captcha: CaptchaVerifier,
  costFor: (address: string) => Promise<number> = () => Promise.resolve(1),
): void {
  const limiter = createLimiter(handle, captchaChallengeLimit);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...routeOf(captchaEndpoints.captchaConfig),
    handler: () =>
      captcha.siteKey === null
        ? { provider: captcha.provider }
        : { provider: captcha.provider, siteKey: captcha.siteKey },
  });
  typed.route({
    ...routeOf(captchaEndpoints.captchaChallenge),
    handler: async (request, reply) => {
      const blockedMs = await countFailure(limiter, request.ip);
      if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'captcha challenges');
      const challenge = await captcha.createChallenge(await costFor(request.ip));
      if (challenge === null) {
        throw new DomainError(404, 'This server uses reCAPTCHA; there is no challenge to fetch.');
      }
      void reply.header('cache-control', 'no-store');
      return challenge;
    },
  });
}
