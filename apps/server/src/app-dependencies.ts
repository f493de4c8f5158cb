import type { Kysely } from 'kysely';
import type { DatabaseHandle } from './db/database.js';
import type { Database } from './db/schema.js';
import type { FileStorage, StreamingFileStorage } from './platform/attachments/file-storage.js';
import type { CaseStore } from './platform/case-store/case-store.js';
import type { CaptchaVerifier } from './platform/captcha/captcha-verifier.js';
import type { ClaimsContact } from './platform/claims-contact.js';
import type { Clock } from './platform/clock.js';
import type { Mailer } from './platform/mail/mailer.js';
import type { MalwareScanner } from './platform/malware-scan/malware-scanner.js';
import type { NotificationBus } from './platform/notifications/notification-bus.js';
import type { BreachedPasswords } from './platform/breached-passwords.js';
import type { PasswordPolicy } from './platform/password-policy.js';
import type { PdfPrinter } from './platform/pdf/pdf-printer.js';

/**
 * What features get from `buildApp`: the database, the clock and settings. Tests swap any part
 * (docs/architecture.md, "Server code").
 */
export interface AppDependencies {
  handle: DatabaseHandle;
  db: Kysely<Database>;
  clock: Clock;
  /** Server-side idle limit of a session, ms. */
  sessionIdleMs: number;
  /** Most providers the provider-search area cache holds; 0 turns the cache off. */
  providerCacheSize: number;
  /** Bound of the `POST /api/chart` reply cache in bytes (default 64 MiB); 0 turns it off (benchmarks/chart-cache.ts). */
  chartCacheBytes?: number;
  /** Outgoing e-mail (SMTP or the embedded outbox). */
  mailer: Mailer;
  /** Origin for links in e-mail, e.g. `http://localhost:3000` (no trailing slash). */
  publicBaseUrl: string;
  /** Where providers call and send claims: printed on ID cards and the provider notice. */
  claimsContact: ClaimsContact;
  /** True when cookies carry `Secure` (HTTPS deployments); the 'remember me' cookie follows it. */
  cookieSecure: boolean;
  /** Rules a new password must meet; call before hashing any password that is set. */
  passwordPolicy: PasswordPolicy;
  /** The built-in breach-range data served at `/api/password-range/:prefix`. */
  breachedPasswords: BreachedPasswords;
  /** Where case attachments are stored (local directory by default; docs/decisions/0052). */
  files: FileStorage;
  /** Where the Transparency in Coverage files are stored (TRANSPARENCY_DIR; docs/decisions/0116). */
  transparencyFiles: StreamingFileStorage;
  /** Scans every uploaded file before it is stored; fails closed (docs/decisions/0089). */
  scanner: MalwareScanner;
  /** The case store: every case read and write goes through it (docs/decisions/0050). */
  caseStore: CaseStore;
  /** The IANA time zone case clocks count days in and show dates in (issue 35). */
  caseClockTimeZone: string;
  /**
   * Channel between server processes for live notifications: committed notifications and ended
   * sessions (docs/decisions/0070).
   */
  notificationBus: NotificationBus;
  /** Captcha of the public case form: ALTCHA (default) or reCAPTCHA v2 (docs/decisions/0060). */
  captcha: CaptchaVerifier;
  /** Prints the cost-comparison documents to PDF: one warm headless Chromium (docs/decisions/0104). */
  pdfPrinter: PdfPrinter;
}
