import { createHash } from 'node:crypto';
import { breachRangePrefixLength } from '@medivi/domain';

/**
 * The self-hosted breach-range data: SHA-1 hashes of the common-password list published in the
 * npm package `@zxcvbn-ts/language-common` (dictionary `passwords-common`, about 49,000 of the
 * passwords seen most often in public breach corpora), grouped by their first 5 hex characters.
 * It answers in the format of the public Pwned Passwords range API (`SUFFIX:COUNT` lines), so the
 * web client's k-anonymity look-up works offline against the portal itself (accounts spec §5).
 */
export class BreachedPasswords {
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

  /** The range reply for a 5-hex-character prefix: `SUFFIX:COUNT` lines (CRLF), maybe empty. */
  async range(prefix: string): Promise<string> {
    const ranges = await this.load();
    return (ranges.get(prefix.toUpperCase()) ?? []).join('\r\n');
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

/** Uppercase hex SHA-1 of a UTF-8 string (the hash the range API uses). */
export function sha1Hex(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex').toUpperCase();
}
