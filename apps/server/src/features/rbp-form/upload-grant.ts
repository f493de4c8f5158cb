import { createHmac, timingSafeEqual } from 'node:crypto';

/** Name of the cookie that lets a browser upload the files of the public case it just created. */
export const uploadGrantCookieName = 'medivi.rbp-upload';

/**
 * Short-lived, signed permission to upload files to one public case (docs/decisions/0063): the
 * cookie holds `caseId.expiresAtMs.signature`, HMAC-SHA-256 under a key derived from the session
 * secret. Only the browser that created the case holds it; nobody else can attach files to it.
 */
export class UploadGrants {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('rbp-form-upload-grant').digest();
  }

  private sign(caseId: string, expiresAtMs: number): string {
    return createHmac('sha256', this.key)
      .update(`${caseId}.${String(expiresAtMs)}`)
      .digest('base64url');
  }

  /** The cookie value granting uploads to `caseId` until `expiresAtMs` (epoch ms). */
  issue(caseId: string, expiresAtMs: number): string {
    return `${caseId}.${String(expiresAtMs)}.${this.sign(caseId, expiresAtMs)}`;
  }

  /** The case id a cookie value grants at `nowMs`, or null when it is missing, forged or expired. */
  caseIdOf(value: string | undefined, nowMs: number): string | null {
    if (value === undefined) return null;
    const match = /^([0-9a-f-]{1,100})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (match === null) return null;
    const [, caseId = '', expires = '', signature = ''] = match;
    const expected = Buffer.from(this.sign(caseId, Number(expires)));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return Number(expires) > nowMs ? caseId : null;
  }
}
