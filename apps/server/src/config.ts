import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClockTimeZone } from '@medivi/domain';
import { z } from 'zod';
import { allowedHostProblem, allowedHostsOf } from './platform/allowed-hosts.js';
import { type ClaimsContact, demoClaimsContact } from './platform/claims-contact.js';
import { type FileStorageSetting, parseFileStorageSetting } from './platform/attachments/storage-config.js';
import type { OutboxReaders } from './platform/mail/outbox.js';
import { type ClamdAddress, debianClamdSocket } from './platform/malware-scan/malware-scanner.js';

/** The repository root (two levels above `apps/server`), whether running from src or dist. */
export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Environment variables, parsed once (README "Configuration" lists them). Unset values take the
 * embedded default: an SQLite file under `var/`, demo data seeded, reference data imported on
 * first start.
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  COOKIE_SECURE: flag.optional(),
  TRUST_PROXY: flag.default(false),
  REFERENCE_DATA_DIR: z.string().default('../shared/data'),
  IMPORT_ON_START: flag.default(true),
  DEMO_DATA: flag.optional(),
  MAIL_TRANSPORT: z.enum(['smtp', 'outbox']).optional(),
  API_DOCS: flag.optional(),
  MARKETING_SITE_URL: z.url().optional(),
  MARKETING_TEST_SITE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  VAR_DIR: z.string().default('var'),
  PROVIDER_SEARCH_CACHE_SIZE: z.coerce.number().int().min(0).default(250_000),
  CHART_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('MediVI <no-reply@medivi.test>'),
  SUPPORT_EMAIL: z.email().default('support@medivi.test'),
  CLAIMS_PHONE: z
    .string()
    .trim()
    .min(1, 'set the phone number providers call, or leave it unset for the demo value')
    .max(60, 'at most 60 characters')
    .default(demoClaimsContact.phone),
  CLAIMS_ADDRESS: z
    .string()
    .trim()
    .min(1, 'set the address claims are sent to, or leave it unset for the demo value')
    .max(200, 'at most 200 characters, on one line')
    .default(demoClaimsContact.address),
  CLAIMS_PAYER_ID: z.string().trim().max(20, 'at most 20 characters').optional(),
  PUBLIC_BASE_URL: z.url().optional(),
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    )
    .superRefine((names, context) => {
      for (const name of names) {
        const problem = allowedHostProblem(name);
        if (problem !== null) context.addIssue({ code: 'custom', message: problem });
      }
    }),
  PASSWORD_RANGE_URL: z.url().optional(),
  ATTACHMENTS_DIR: z.string().optional(),
  TRANSPARENCY_DIR: z.string().optional(),
  TRANSPARENCY_ENTITY_NAME: z.string().trim().min(1).max(200).default('MediVI'),
  CAPTCHA_HMAC_KEY: z.string().min(32, 'CAPTCHA_HMAC_KEY must be at least 32 characters').optional(),
  REPORTS_TOKEN_SECRET: z.string().min(32, 'REPORTS_TOKEN_SECRET must be at least 32 characters').optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  CLAMD_SOCKET: z.string().optional(),
  CLAMD_HOST: z.string().optional(),
  CLAMD_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
  CLAMD_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  CASE_CLOCK_TIME_ZONE: z
    .string()
    .default(defaultClockTimeZone)
    .refine(
      (zone) => isTimeZone(zone),
      'CASE_CLOCK_TIME_ZONE must be an IANA time zone such as America/New_York',
    ),
});

/** The parsed configuration the process runs with. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** `postgres://…` or an SQLite file path. */
  databaseUrl: string;
  /** True when DATABASE_URL was unset and the embedded SQLite default is used. */
  isEmbedded: boolean;
  sessionSecret: string;
  cookieSecure: boolean;
  trustProxy: boolean;
  referenceDataDir: string;
  importOnStart: boolean;
  /**
   * Add the synthetic demo accounts (one published password) and plans at start. Only the embedded
   * default does by default; production refuses it (docs/decisions/0087).
   */
  demoData: boolean;
  /** Where e-mail goes: SMTP (`smtpUrl`), or the outbox table (embedded default, or an explicit demo). */
  mailTransport: 'smtp' | 'outbox';
  /**
   * Who may read the outbox at `/api/dev/outbox`: anyone on the embedded default (it is how a person
   * trying the portal reads sign-in codes), a signed-in medivi-admin in production. Null: no outbox.
   */
  outboxReaders: OutboxReaders | null;
  /** Serve the OpenAPI document and its viewer at `/api/docs` (off in production unless API_DOCS=true). */
  apiDocs: boolean;
  marketingSiteUrl: string | null;
  /** Marketing page for addresses containing 'test' (accounts spec §2 route /). */
  marketingTestSiteUrl: string | null;
  logLevel: string;
  /** Directory of the built SPA, or null when there is none to serve. */
  webDistDir: string | null;
  varDir: string;
  /** Most providers the provider-search area cache holds; 0 turns it off. */
  providerSearchCacheSize: number;
  /** Bound of the `POST /api/chart` reply cache in bytes; 0 turns it off. */
  chartCacheBytes: number;
  /** `smtp(s)://…` for real e-mail; null keeps messages in the embedded outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Mailbox that receives request-access messages. */
  supportEmail: string;
  /**
   * Where providers call and send claims, printed on member ID cards and the provider notice
   * (CLAIMS_PHONE, CLAIMS_ADDRESS, CLAIMS_PAYER_ID); the defaults say they are demo values.
   */
  claimsContact: ClaimsContact;
  /** Origin used in e-mailed links (no trailing slash). */
  publicBaseUrl: string;
  /**
   * Host names the portal answers to: PUBLIC_BASE_URL's, ALLOWED_HOSTS and, outside production,
   * the local names; any other Host is refused with 421 (docs/decisions/0113).
   */
  allowedHosts: string[];
  /** Remote breach-range service the server also asks when it sets a password; null: the built-in list only. */
  passwordRangeUrl: string | null;
  /** Directory of case attachments, outside the web root; default `<VAR_DIR>/attachments` (docs/decisions/0052). */
  attachmentsDir: string;
  /** Where the Transparency in Coverage files are stored (TRANSPARENCY_DIR; docs/decisions/0116). */
  transparencyDir: string;
  /** The local folders above, or an S3-compatible bucket (STORAGE, S3_*; docs/decisions/0120). */
  fileStorage: FileStorageSetting;
  /** `reporting_entity_name` of the Transparency in Coverage files: the administrator publishing them. */
  transparencyEntityName: string;
  /** Key that signs ALTCHA captcha challenges (docs/decisions/0060). */
  captchaHmacKey: string;
  /**
   * Key of the reports' short-lived access tokens (HS256); null: derived from the session secret,
   * so copies sharing SESSION_SECRET accept each other's tokens (docs/decisions/0105-reports.md).
   */
  reportsTokenSecret: string | null;
  /** Google reCAPTCHA v2 keys; both set: the public form uses reCAPTCHA instead of ALTCHA. */
  recaptchaSiteKey: string | null;
  recaptchaSecretKey: string | null;
  /**
   * Where ClamAV's daemon listens: CLAMD_HOST and CLAMD_PORT (TCP) when CLAMD_HOST is set, else
   * CLAMD_SOCKET, default Debian's `/var/run/clamav/clamd.ctl` (docs/decisions/0089).
   */
  clamd: ClamdAddress;
  /** Chromium's executable, which prints the cost-comparison PDFs (README "Configuration"). */
  chromiumPath: string;
  /** The IANA time zone case clocks count days in (issue 35; default America/New_York). */
  caseClockTimeZone: string;
}

/** True when `zone` is an IANA time zone this Node.js knows. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(repositoryRoot, path);
}

/**
 * The embedded default keeps a generated session secret in `var/`, so sessions survive a restart
 * without any set-up. Production must set SESSION_SECRET.
 */
function embeddedSessionSecret(varDir: string): string {
  const file = join(varDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(varDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Like the session secret, the embedded default keeps a generated ALTCHA signing key in `var/`,
 * so challenges handed out survive a restart. Production should set CAPTCHA_HMAC_KEY.
 */
function embeddedCaptchaHmacKey(varDir: string): string {
  const file = join(varDir, 'captcha-hmac-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(varDir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/**
 * Least bits a production secret must hold, estimated from how often each character occurs
 * (`estimatedSecretBits`). A random hex string of 32 characters estimates at about 120 and stayed
 * above 88 in a million tries; a few characters repeated (`abcdabcd…`, 64) fall short.
 */
export const secretMinimumBits = 80;

/**
 * Bits a secret holds at most, estimated from its characters: its length times the Shannon entropy
 * of their frequencies. Forty `a` hold 0; a random hex string of 32 characters about 120; a random
 * base64 string of 32 about 150.
 */
export function estimatedSecretBits(secret: string): number {
  const counts = new Map<string, number>();
  let length = 0;
  for (const character of secret) {
    counts.set(character, (counts.get(character) ?? 0) + 1);
    length += 1;
  }
  let perCharacter = 0;
  for (const count of counts.values()) perCharacter -= (count / length) * Math.log2(count / length);
  return length * perCharacter;
}

/** The problem with a production secret `name` of value `value`, or null (length and variety). */
function secretProblem(name: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  if (estimatedSecretBits(value) >= secretMinimumBits) return null;
  return `${name}: too predictable for production: use at least 32 random characters, for example \`openssl rand -base64 48\` (the same character repeated, or a few characters over and over, is refused)`;
}

/**
 * What a production start (or any start) may not be given (docs/decisions/0087, 0111): demo
 * accounts in production (their password is published in the README); production without a
 * database named, a secret or a mail server; cookies that are not Secure; predictable secrets;
 * SMTP chosen without a server. Each line names the variable.
 */
function productionProblems(e: z.infer<typeof environmentSchema>, smtpUrl: string | null): string[] {
  const problems: string[] = [];
  if (e.MAIL_TRANSPORT === 'smtp' && smtpUrl === null) {
    problems.push('SMTP_URL: required when MAIL_TRANSPORT=smtp');
  }
  if (e.NODE_ENV !== 'production') return problems;
  if (e.DATABASE_URL === undefined || e.DATABASE_URL === '') {
    problems.push(
      'DATABASE_URL: required when NODE_ENV=production: postgres://user:pass@host:5432/db for PostgreSQL, or the path of an SQLite file for a deployment on one host (README "Production")',
    );
  }
  if (e.SESSION_SECRET === undefined) problems.push('SESSION_SECRET: required when NODE_ENV=production');
  if (e.PUBLIC_BASE_URL === undefined) {
    problems.push(
      'PUBLIC_BASE_URL: required when NODE_ENV=production: the origin people open (https://portal.example.com); e-mailed links use it and the portal answers only to its host name and ALLOWED_HOSTS',
    );
  }
  for (const [name, value] of [
    ['SESSION_SECRET', e.SESSION_SECRET],
    ['CAPTCHA_HMAC_KEY', e.CAPTCHA_HMAC_KEY],
    ['REPORTS_TOKEN_SECRET', e.REPORTS_TOKEN_SECRET],
  ] as const) {
    const problem = secretProblem(name, value);
    if (problem !== null) problems.push(problem);
  }
  if (e.COOKIE_SECURE === false) {
    problems.push(
      'COOKIE_SECURE: refused as false when NODE_ENV=production; session cookies must only travel over HTTPS (behind a proxy that ends TLS, set TRUST_PROXY=true)',
    );
  }
  if (e.DEMO_DATA === true) {
    problems.push(
      'DEMO_DATA: refused when NODE_ENV=production; the demo accounts share a published password. Create the first administrator with `npm run create-admin -- <email>`.',
    );
  }
  if (smtpUrl === null && e.MAIL_TRANSPORT === undefined) {
    problems.push(
      'SMTP_URL: required when NODE_ENV=production, so that sign-in codes and password links reach their owners (MAIL_TRANSPORT=outbox keeps mail in the database for a demo, readable only by a signed-in medivi-admin).',
    );
  }
  return problems;
}

/**
 * Parses the environment.
 * @throws Error listing every invalid variable, and in production a missing DATABASE_URL,
 * SESSION_SECRET or SMTP_URL, a predictable secret, COOKIE_SECURE=false or DEMO_DATA=true, and
 * STORAGE=s3 without a bucket or region.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const varDir = fromRoot(e.VAR_DIR);
  const isEmbedded = e.DATABASE_URL === undefined || e.DATABASE_URL === '';
  const isProduction = e.NODE_ENV === 'production';
  const smtpUrl = e.SMTP_URL === undefined || e.SMTP_URL === '' ? null : e.SMTP_URL;
  const storage = parseFileStorageSetting(env);
  const problems = [...productionProblems(e, smtpUrl), ...storage.problems];
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  const mailTransport = e.MAIL_TRANSPORT ?? (smtpUrl === null ? 'outbox' : 'smtp');
  const webDist = fromRoot(e.WEB_DIST_DIR ?? 'apps/web/dist');
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${String(e.PORT)}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: isEmbedded ? join(varDir, 'medivi.sqlite') : (e.DATABASE_URL ?? ''),
    isEmbedded,
    sessionSecret: e.SESSION_SECRET ?? embeddedSessionSecret(varDir),
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    referenceDataDir: fromRoot(e.REFERENCE_DATA_DIR),
    importOnStart: e.IMPORT_ON_START,
    demoData: e.DEMO_DATA ?? (isEmbedded && !isProduction),
    mailTransport,
    outboxReaders: mailTransport === 'smtp' ? null : isProduction ? 'administrators' : 'anyone',
    apiDocs: e.API_DOCS ?? !isProduction,
    marketingSiteUrl: e.MARKETING_SITE_URL ?? null,
    marketingTestSiteUrl: e.MARKETING_TEST_SITE_URL ?? e.MARKETING_SITE_URL ?? null,
    logLevel: e.LOG_LEVEL,
    webDistDir: existsSync(join(webDist, 'index.html')) ? webDist : null,
    varDir,
    providerSearchCacheSize: e.PROVIDER_SEARCH_CACHE_SIZE,
    chartCacheBytes: e.CHART_CACHE_MB * 2 ** 20,
    smtpUrl: mailTransport === 'smtp' ? smtpUrl : null,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    claimsContact: {
      phone: e.CLAIMS_PHONE,
      address: e.CLAIMS_ADDRESS,
      payerId: e.CLAIMS_PAYER_ID === undefined || e.CLAIMS_PAYER_ID === '' ? null : e.CLAIMS_PAYER_ID,
    },
    publicBaseUrl,
    allowedHosts: allowedHostsOf({ publicBaseUrl, configured: e.ALLOWED_HOSTS, isProduction }),
    passwordRangeUrl: e.PASSWORD_RANGE_URL ?? null,
    attachmentsDir:
      e.ATTACHMENTS_DIR === undefined ? join(varDir, 'attachments') : fromRoot(e.ATTACHMENTS_DIR),
    transparencyDir:
      e.TRANSPARENCY_DIR === undefined ? join(varDir, 'transparency') : fromRoot(e.TRANSPARENCY_DIR),
    fileStorage: storage.setting,
    transparencyEntityName: e.TRANSPARENCY_ENTITY_NAME,
    captchaHmacKey: e.CAPTCHA_HMAC_KEY ?? embeddedCaptchaHmacKey(varDir),
    reportsTokenSecret: e.REPORTS_TOKEN_SECRET ?? null,
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY === '' ? null : (e.RECAPTCHA_SITE_KEY ?? null),
    recaptchaSecretKey: e.RECAPTCHA_SECRET_KEY === '' ? null : (e.RECAPTCHA_SECRET_KEY ?? null),
    clamd:
      e.CLAMD_HOST !== undefined && e.CLAMD_HOST !== ''
        ? { host: e.CLAMD_HOST, port: e.CLAMD_PORT, timeoutMs: e.CLAMD_TIMEOUT_MS }
        : { socket: e.CLAMD_SOCKET ?? debianClamdSocket, timeoutMs: e.CLAMD_TIMEOUT_MS },
    chromiumPath: e.CHROMIUM_PATH,
    caseClockTimeZone: e.CASE_CLOCK_TIME_ZONE,
  };
}
