import type { LimitSpec } from '../../platform/rate-limit.js';

/**
 * Failed sign-in limits (docs/decisions/0090): 5 per account in 15 minutes, then that account is
 * blocked 15 minutes (success clears its count). Per client address nobody is locked out, since
 * one office or mobile carrier puts many people behind one address: after 20 failures in 15
 * minutes, every sign-in from the address must carry a solved captcha until the window passes
 * (OWASP ASVS 5.0 §6.3, NIST SP 800-63B §5.2.2).
 */
export const loginLimits = {
  perAccount: { keyPrefix: 'login-account', points: 5, durationSeconds: 900, blockSeconds: 900 },
  perAddressBeforeCaptcha: {
    keyPrefix: 'login-address-captcha',
    points: 20,
    durationSeconds: 900,
    blockSeconds: 0,
  },
} satisfies Record<string, LimitSpec>;

/**
 * How the sign-in captcha's work grows (issue 38 item 5; docs/decisions/0113): ALTCHA `cost` 1
 * (SHA-256 rounds per tried counter) for the first captcha after 20 failed sign-ins from an
 * address in 15 minutes, one round more for each further failure, at most `maxCost`. In
 * `npm run bench -- captcha` (bench/results/captcha.md; decision 0113) Chromium at a phone's pace
 * (4× CPU slowdown) solved cost 6 within 1.5 s at p95, and cost 8 in 2.2 s in a run with a higher
 * cap, so 6 keeps a person under 2 s; a script's solve grew from 67 to about 300 ms.
 */
export const signInCaptchaWork = {
  costPerFurtherFailure: 1,
  maxCost: 6,
} as const;

/**
 * The ALTCHA cost asked of an address with `failures` failed sign-ins in the current window:
 * 1 up to the captcha threshold (`loginLimits.perAddressBeforeCaptcha.points`), then one more per
 * further failure, capped at `signInCaptchaWork.maxCost`.
 */
export function signInCaptchaCost(failures: number): number {
  const further = Math.max(0, failures - loginLimits.perAddressBeforeCaptcha.points);
  return Math.min(1 + further * signInCaptchaWork.costPerFurtherFailure, signInCaptchaWork.maxCost);
}
