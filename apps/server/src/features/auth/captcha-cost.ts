import type { DatabaseHandle } from '../../db/database.js';
import { createLimiter } from '../../platform/rate-limit.js';
import { loginLimits, signInCaptchaCost } from './login-limits.js';

/**
 * Reads an address's failed sign-ins from the shared `rate_limits` table and answers the captcha
 * cost to ask of it (`signInCaptchaCost`); a counter store that fails answers the base cost 1.
 */
export function signInCaptchaCostReader(handle: DatabaseHandle): (address: string) => Promise<number> {
  const failures = createLimiter(handle, loginLimits.perAddressBeforeCaptcha);
  return async (address) => {
    try {
      return signInCaptchaCost((await failures.get(address))?.consumedPoints ?? 0);
    } catch {
      return 1;
    }
  };
}
