import type { CaptchaChallengeReply, CaptchaProvider } from '@medivi/domain';

/** How a captcha token fared: accepted, or why not. */
export type CaptchaOutcome = 'verified' | 'missing' | 'invalid' | 'replayed';

/**
 * The captcha of the public case form behind one interface (cases spec §5 Public form;
 * docs/decisions/0060), so `buildApp` can pick ALTCHA or reCAPTCHA and tests can swap either.
 */
export interface CaptchaVerifier {
  readonly provider: CaptchaProvider;
  /** The reCAPTCHA site key the page needs; null for ALTCHA. */
  readonly siteKey: string | null;
  /**
   * A new ALTCHA challenge; null when this provider hands out no challenges.
   * @param cost - SHA-256 rounds per tried counter (ALTCHA v2 `cost`, signed into the challenge),
   *   1 by default: the work grows with it (docs/decisions/0113).
   */
  createChallenge(cost?: number): Promise<CaptchaChallengeReply | null>;
  /**
   * Verifies `token` (the ALTCHA widget's payload or the reCAPTCHA response) once: a token that
   * passes is spent, so a second use answers `replayed`. `remoteIp` is the submitter's address.
   * Never throws for a bad token; a provider outage counts as `invalid`. A solved ALTCHA challenge
   * of a `cost` below `minimumCost` (handed out before the work was raised) is `invalid`.
   */
  verify(token: string | undefined, remoteIp: string, minimumCost?: number): Promise<CaptchaOutcome>;
}
