import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { CaptchaChallengeReply } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import type { CaptchaOutcome, CaptchaVerifier } from './captcha-verifier.js';
import { CaptchaSpentStore } from './captcha-spent-store.js';

/** Settings of the self-hosted ALTCHA proof of work (docs/decisions/0060). */
export interface AltchaOptions {
  /** Secret that signs challenges (CAPTCHA_HMAC_KEY); at least 32 characters. */
  hmacKey: string;
  /**
   * Largest counter the solver may need to reach: the work is uniform in [maxCounter/5,
   * maxCounter] SHA-256 hashes. Default 50,000 (about a second in a browser with two workers).
   */
  maxCounter?: number;
  /** How long a challenge may be solved and submitted, ms. Default 10 minutes. */
  expiresInMs?: number;
}

/** Default largest counter of a challenge. */
export const defaultAltchaMaxCounter = 50_000;
/** Default lifetime of a challenge, ms. */
export const defaultAltchaExpiresInMs = 10 * 60 * 1000;

/** The widget's payload: base64 of `{ challenge, solution }` (ALTCHA v2). */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal('SHA-256'),
        nonce: z.string().max(200),
        salt: z.string().max(200),
        cost: z.number().int().positive(),
        keyLength: z.number().int().positive().max(64),
        keyPrefix: z.string().max(200),
        keySignature: z.string().max(200).optional(),
        expiresAt: z.number().int().positive(),
      })
      .loose(),
    signature: z.string().min(1).max(200),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(200),
    time: z.number().optional(),
  }),
});

/** Longest payload accepted, characters (a real one is under 1 KB). */
const maxPayloadLength = 4_096;

function decodePayload(token: string): z.infer<typeof payloadSchema> | null {
  if (token.length > maxPayloadLength) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * ALTCHA v2 proof of work, self-hosted (cases spec §5 Public form; docs/decisions/0060, 0061):
 * challenges are HMAC-signed with the configured key and carry an expiry; the derived key of the
 * chosen counter is signed too, so verifying costs one HMAC. A verified payload is spent in the
 * database: the same payload a second time is `replayed`.
 */
export class AltchaVerifier implements CaptchaVerifier {
  readonly provider = 'altcha' as const;
  readonly siteKey = null;
  private readonly keySignatureSecret: string;
  private readonly maxCounter: number;
  private readonly expiresInMs: number;
  private readonly spent: CaptchaSpentStore;

  constructor(
    db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly options: AltchaOptions,
  ) {
    this.keySignatureSecret = createHmac('sha256', options.hmacKey)
      .update('altcha-key-signature')
      .digest('hex');
    this.maxCounter = options.maxCounter ?? defaultAltchaMaxCounter;
    this.expiresInMs = options.expiresInMs ?? defaultAltchaExpiresInMs;
    this.spent = new CaptchaSpentStore(db);
  }

  /**
   * A new signed challenge of `cost` SHA-256 rounds per counter (whole, at least 1) that expires
   * `expiresInMs` from now (by the injected clock).
   */
  async createChallenge(cost = 1): Promise<CaptchaChallengeReply> {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: Math.max(1, Math.floor(cost)),
      counter: randomInt(this.maxCounter, Math.max(1, Math.floor(this.maxCounter / 5))),
      deriveKey,
      expiresAt: new Date(this.clock.now().getTime() + this.expiresInMs),
      hmacSignatureSecret: this.options.hmacKey,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
    return challenge as CaptchaChallengeReply;
  }

  async verify(token: string | undefined, _remoteIp: string, minimumCost = 1): Promise<CaptchaOutcome> {
    if (token === undefined || token.trim() === '') return 'missing';
    const payload = decodePayload(token.trim());
    if (payload === null) return 'invalid';
    const { challenge, solution } = payload;
    // The cost is signed: a cheaper challenge fetched earlier does not pass once the work is raised.
    if (challenge.parameters.cost < minimumCost) return 'invalid';
    const expiresAtMs = challenge.parameters.expiresAt * 1000;
    if (expiresAtMs <= this.clock.now().getTime()) return 'invalid';
    let verified = false;
    try {
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.options.hmacKey,
        hmacKeySignatureSecret: this.keySignatureSecret,
      });
      verified = result.verified;
    } catch {
      verified = false;
    }
    if (!verified) return 'invalid';
    const isFirstUse = await this.spent.spend(
      challenge.signature,
      new Date(expiresAtMs).toISOString(),
      this.clock.now().toISOString(),
    );
    return isFirstUse ? 'verified' : 'replayed';
  }
}
