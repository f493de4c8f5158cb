import { breachRangePrefixLength, rangeListsSuffix } from '@medivi/domain';

/**
 * Base address of the breach-range service: the prefix is appended to it (accounts spec §5).
 * Set per build with `VITE_PASSWORD_RANGE_URL` (for example `https://api.pwnedpasswords.com/range/`);
 * the default is the portal's own range endpoint (after `VITE_API_BASE_URL`), which works without
 * outside access.
 */
export const passwordRangeBaseUrl: string =
  import.meta.env.VITE_PASSWORD_RANGE_URL ?? `${import.meta.env.VITE_API_BASE_URL ?? ''}/api/password-range/`;

/** Longest wait for the range service before the password counts as not compromised, ms. */
export const rangeLookupTimeoutMs = 5_000;

/** SHA-1 of `text` (UTF-8) as 40 uppercase hex characters, with WebCrypto. */
export async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** Options of one look-up. */
export interface RangeLookupOptions {
  /** Base address the 5-character prefix is appended to; default `passwordRangeBaseUrl`. */
  baseUrl?: string;
  /** Aborts the look-up (the answer is then `false`). */
  signal?: AbortSignal;
}

/**
 * True when the breach-range service lists `password` (accounts spec §5 compromised check):
 * k-anonymity, so only the first 5 hex characters of its SHA-1 leave the browser and the other
 * 35 are matched against the reply's `SUFFIX:COUNT` lines here. Any failure (network, status,
 * timeout, abort) answers `false`: a failed look-up counts as not compromised (§5, §8). Never
 * rejects. An empty password is never looked up.
 */
export async function isPasswordCompromised(
  password: string,
  options: RangeLookupOptions = {},
): Promise<boolean> {
  if (password === '') return false;
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, rangeLookupTimeoutMs);
  const abort = () => {
    controller.abort();
  };
  options.signal?.addEventListener('abort', abort);
  try {
    if (options.signal?.aborted === true) return false;
    const hash = await sha1Hex(password);
    const prefix = hash.slice(0, breachRangePrefixLength);
    const response = await fetch(`${options.baseUrl ?? passwordRangeBaseUrl}${prefix}`, {
      signal: controller.signal,
      credentials: 'omit',
    });
    if (!response.ok) return false;
    return rangeListsSuffix(await response.text(), hash.slice(breachRangePrefixLength));
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}
