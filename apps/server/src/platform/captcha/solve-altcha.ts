import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaChallengeReply } from '@medivi/domain';

/**
 * Solves an ALTCHA challenge as the widget does and returns the base64 payload the form sends as
 * `token`. For tests and scripts that file public cases without a browser.
 * @throws Error when the challenge cannot be solved within 90 seconds.
 */
export async function solveAltcha(challenge: CaptchaChallengeReply): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
