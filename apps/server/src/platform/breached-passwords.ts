import { createHash, randomBytes, randomInt } from 'node:crypto';
import { breachRangePrefixLength, rangeListsSuffix } from '@medivi/domain';

/** Anything that can tell whether a password is known from breaches. */
export interface BreachCheck {
  /** True when `password` is known to be compromised; never rejects. */
  includes(password: string): Promise<boolean>;
}

/**
 * The self-hosted breach-range data: SHA-1 hashes of the common-password list published in the
 * npm package `@zxcvbn-ts/language-common` (dictionary `passwords-common`, about 49,000 of the
 * passwords seen most often in public breach corpora), grouped by their first 5 hex characters.
 * It answers in the format of the public Pwned Passwords range API (`SUFFIX:COUNT` lines), so the
 * web client's k-anonymity look-up works offline against the portal itself (accounts spec §5).
 */
export class BreachedPasswords implements BreachCheck {
  private ranges: Map<string, string[]> | undefined;

  private async load(): Promise<Map<string, string[]>> {
    if (this.ranges !== undefined) return this.ranges;
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    const list = dictionary['passwords-common'];
    const ranges = new Map<string, string[]>();
    // The list is ordered by frequency; the count we give is a rank-derived stand-in (the list
    // carries no counts), highest for the most common password.
    list.forEach((password, rank) => {
      const hash = sha1Hex(password);
      const prefix = hash.slice(0, breachRangePrefixLength);
      const lines = ranges.get(prefix) ?? [];
      lines.push(`${hash.slice(breachRangePrefixLength)}:${String(list.length - rank)}`);
      ranges.set(prefix, lines);
    });
    for (const lines of ranges.values()) lines.sort();
    this.ranges = ranges;
    return ranges;
  }

  /**
   * The range reply for a 5-hex-character prefix: `SUFFIX:COUNT` lines (CRLF), maybe empty. With
   * `padding`, random suffixes with count 0 bring the reply to between `paddedRangeLines` lines,
   * as the public API's `Add-Padding` does, so its size tells nothing about the prefix.
   */
  async range(prefix: string, options: { padding?: boolean } = {}): Promise<string> {
    const ranges = await this.load();
    const lines = [...(ranges.get(prefix.toUpperCase()) ?? [])];
    if (options.padding === true) {
      const target = randomInt(paddedRangeLines.min, paddedRangeLines.max + 1);
      while (lines.length < target) {
        lines.push(`${randomBytes(18).toString('hex').slice(0, 35).toUpperCase()}:0`);
      }
      lines.sort();
    }
    return lines.join('\r\n');
  }

  /** True when `password` is on the list. */
  async includes(password: string): Promise<boolean> {
    const hash = sha1Hex(password);
    const ranges = await this.load();
    const suffix = hash.slice(breachRangePrefixLength);
    return (ranges.get(hash.slice(0, breachRangePrefixLength)) ?? []).some((line) =>
      line.startsWith(`${suffix}:`),
    );
  }
}

/** Size of a padded range reply, lines (a random number in this span each time). */
export const paddedRangeLines = { min: 100, max: 200 } as const;

/** Longest wait for a remote range service, ms. */
export const remoteRangeTimeoutMs = 3_000;

/**
 * A breach-range service compatible with the public Pwned Passwords range API, asked with the
 * first 5 hex characters of the SHA-1 only (k-anonymity). Any failure (network, status, timeout
 * of `timeoutMs`) counts as not compromised (accounts spec §5, §8).
 */
export class RemoteBreachRange implements BreachCheck {
  constructor(
    /** Base address the prefix is appended to, e.g. `https://api.pwnedpasswords.com/range/`. */
    private readonly baseUrl: string,
    private readonly options: { timeoutMs?: number; fetch?: typeof fetch } = {},
  ) {}

  async includes(password: string): Promise<boolean> {
    const hash = sha1Hex(password);
    const fetchRange = this.options.fetch ?? fetch;
    try {
      const response = await fetchRange(`${this.baseUrl}${hash.slice(0, breachRangePrefixLength)}`, {
        signal: AbortSignal.timeout(this.options.timeoutMs ?? remoteRangeTimeoutMs),
        headers: { 'Add-Padding': 'true' },
      });
      if (!response.ok) return false;
      return rangeListsSuffix(await response.text(), hash.slice(breachRangePrefixLength));
    } catch {
      return false;
    }
  }
}

/**
 * The check the server runs whenever it sets a password: the local list always, and the remote
 * range service at `rangeUrl` too when one is configured (`PASSWORD_RANGE_URL`).
 */
export function createBreachCheck(local: BreachedPasswords, rangeUrl: string | null): BreachCheck {
  if (rangeUrl === null) return local;
  const remote = new RemoteBreachRange(rangeUrl);
  return {
    async includes(password) {
      return (await local.includes(password)) || (await remote.includes(password));
    },
  };
}

/** Uppercase hex SHA-1 of a UTF-8 string (the hash the range API uses). */
export function sha1Hex(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex').toUpperCase();
}
