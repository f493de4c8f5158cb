import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { maxSocketMessageBytes, serverSessionIdleMs } from '@medivi/domain';
import type { AppDependencies } from './app-dependencies.js';
import type { DatabaseHandle } from './db/database.js';
import { registerAccountSettingsRoutes } from './features/accounts/account-settings.routes.js';
import { registerPlanRoutes } from './features/accounts/plans.routes.js';
import { registerAuditRoutes } from './features/audit/audit.routes.js';
import { registerAuthRoutes } from './features/auth/auth.routes.js';
import { signInCaptchaCostReader } from './features/auth/captcha-cost.js';
import { registerBenchmarksRoutes } from './features/benchmarks/benchmarks.routes.js';
import { registerCaseRoutes } from './features/cases/cases.routes.js';
import { registerMemberClaimsRoutes } from './features/claims/member-claims.routes.js';
import { registerIdCardRoutes } from './features/claims/id-card.routes.js';
import { registerCodeLookupRoutes } from './features/code-lookup/code-lookup.routes.js';
import { registerPlanIdentifierRoutes } from './features/transparency/plan-identifiers.routes.js';
import { registerTransparencyRoutes } from './features/transparency/transparency.routes.js';
import { registerCostComparisonRoutes } from './features/cost-comparison/cost-comparison.routes.js';
import { derivedReportTokenSecret } from './features/reports/report-access.js';
import { registerReportRoutes } from './features/reports/reports.routes.js';
import { registerNotificationSocketRoute } from './features/notifications/notifications-socket.routes.js';
import { registerNotificationRoutes } from './features/notifications/notifications.routes.js';
import { registerPasswordRoutes } from './features/passwords/passwords.routes.js';
import { registerPriceEstimatesRoutes } from './features/price-estimates/price-estimates.routes.js';
import { registerRepricingRoutes } from './features/repricing/repricing.routes.js';
import { registerProviderExperienceRoutes } from './features/provider-experience/provider-experience.routes.js';
import { registerProviderSearchRoutes } from './features/provider-search/provider-search.routes.js';
import { registerPublicInfoRoutes } from './features/public-info/public-info.routes.js';
import { registerRbpFormRoutes } from './features/rbp-form/rbp-form.routes.js';
import { registerRegistrationRoutes } from './features/registration/registration.routes.js';
import { registerContactUsRoutes } from './features/contact-us/contact-us.routes.js';
import { registerRequestAccessRoutes } from './features/request-access/request-access.routes.js';
import { registerServiceLevelRoutes } from './features/service-levels/service-levels.routes.js';
import { registerUsersAdminRoutes } from './features/users-admin/users-admin.routes.js';
import { compressThresholdBytes } from './platform/compression.js';
import { registerAuditTrail } from './platform/audit-trail.js';
import { registerCaptchaRoutes } from './platform/captcha/captcha.routes.js';
import type { CaptchaVerifier } from './platform/captcha/captcha-verifier.js';
import { createCaptchaVerifier, recaptchaOrigins } from './platform/captcha/create-captcha.js';
import {
  defaultAttachmentsDir,
  defaultTransparencyDir,
  type FileStorage,
  LocalFileStorage,
  type StreamingFileStorage,
} from './platform/attachments/file-storage.js';
import { startCaseClockTasks } from './features/cases/case-clock-tasks.js';
import { setMissingClocks } from './platform/case-store/case-clock-backfill.js';
import { caseClockSettings } from './platform/case-store/case-clock-rows.js';
import { LocalCaseStore } from './platform/case-store/local-case-store.js';
import { type Clock, systemClock } from './platform/clock.js';
import { type ClaimsContact, demoClaimsContact } from './platform/claims-contact.js';
import { registerErrorHandler } from './platform/errors.js';
import {
  ClamdScanner,
  debianClamdSocket,
  type MalwareScanner,
} from './platform/malware-scan/malware-scanner.js';
import { createMailer, defaultMailFrom, defaultSupportAddress } from './platform/mail/mailer.js';
import type { OutboxReaders } from './platform/mail/outbox.js';
import { registerOutboxRoutes } from './platform/mail/outbox.routes.js';
import { BreachedPasswords, createBreachCheck } from './platform/breached-passwords.js';
import { PasswordPolicy } from './platform/password-policy.js';
import { InProcessNotificationBus, type NotificationBus } from './platform/notifications/notification-bus.js';
import { NotificationWriter } from './platform/notifications/notification-writer.js';
import { NotificationDeliveryRepository } from './platform/notifications/notification-delivery.repository.js';
import {
  closeSocketServer,
  NotificationHub,
  type NotificationHubOptions,
} from './platform/notifications/notification-hub.js';
import { PostgresNotificationBus } from './platform/notifications/postgres-notification-bus.js';
import { openApiOptions } from './platform/openapi/openapi-document.js';
import { ChromiumPdfPrinter, type PdfPrinter } from './platform/pdf/pdf-printer.js';
import { refuseNulCharacters } from './platform/nul-characters.js';
import { allowedHostsOf, registerAllowedHosts } from './platform/allowed-hosts.js';
import { RouteMethods } from './platform/allowed-methods.js';
import { registerPermissionsPolicy } from './platform/permissions-policy.js';
import { registerOriginCheck } from './platform/same-site-origin.js';
import { registerSessions } from './platform/session/session-plugin.js';
import { registerWebApp } from './platform/web-app.js';

/** What `buildApp` needs; everything but the database has a default. */
export interface BuildAppOptions {
  handle: DatabaseHandle;
  sessionSecret: string;
  clock?: Clock;
  cookieSecure?: boolean;
  trustProxy?: boolean;
  logLevel?: string;
  webDistDir?: string | null;
  marketingSiteUrl?: string | null;
  marketingTestSiteUrl?: string | null;
  sessionIdleMs?: number;
  providerCacheSize?: number;
  /** Bound of the chart reply cache in bytes; 0 turns it off (default 64 MiB). */
  chartCacheBytes?: number;
  /** SMTP URL; null or unset keeps e-mail in the embedded outbox. */
  smtpUrl?: string | null;
  /** Who may read the outbox when there is one; default 'anyone' (the embedded default). */
  outboxReaders?: OutboxReaders;
  /** Serve the OpenAPI viewer and document at `/api/docs`; default true (off in production). */
  apiDocs?: boolean;
  mailFrom?: string;
  supportEmail?: string;
  /** Where providers call and send claims (ID cards, provider notice); default: the demo values. */
  claimsContact?: ClaimsContact;
  /** Origin for links in e-mail; default `http://localhost:3000`. */
  publicBaseUrl?: string;
  /**
   * Host names the server answers to (`allowedHostsOf`); default: the host of `publicBaseUrl`
   * and the local names (`localHostNames`). Any other Host is refused with 421.
   */
  allowedHosts?: readonly string[];
  /**
   * Base address of a breach-range service (format of the public Pwned Passwords range API) the
   * server also asks when it sets a password; null or unset: only the built-in list.
   */
  passwordRangeUrl?: string | null;
  /** Directory of case attachments (ATTACHMENTS_DIR); default: a `medivi-attachments` temp directory. */
  attachmentsDir?: string;
  /**
   * The attachment storage to use instead of the local directory: the configured bucket
   * (STORAGE=s3; docs/decisions/0120), or a test's storage.
   */
  files?: FileStorage;
  /** Directory of the Transparency in Coverage files (TRANSPARENCY_DIR); default: a temp directory. */
  transparencyDir?: string;
  /** The Transparency in Coverage storage to use instead of the local directory (STORAGE=s3). */
  transparencyFiles?: StreamingFileStorage;
  /**
   * The malware scanner of uploads (docs/decisions/0089); default clamd on Debian's socket
   * `/var/run/clamav/clamd.ctl` with a 60 s scan timeout.
   */
  scanner?: MalwareScanner;
  /** Key that signs ALTCHA challenges; unset: a random key per process. */
  captchaHmacKey?: string | null;
  /** Google reCAPTCHA v2 keys; both set: reCAPTCHA replaces ALTCHA (docs/decisions/0060). */
  recaptchaSiteKey?: string | null;
  recaptchaSecretKey?: string | null;
  /** For tests: the captcha verifier to use instead of the configured one. */
  captcha?: CaptchaVerifier;
  /**
   * The channel between server processes for live notifications (docs/decisions/0070); default:
   * in-process. A bus passed in is not closed with the app.
   */
  notificationBus?: NotificationBus;
  /** For tests: timers of the live notifications socket (docs/decisions/0073). */
  notificationSocket?: NotificationHubOptions;
  /** Chromium's executable for PDF documents (CHROMIUM_PATH); default `/usr/bin/chromium`. */
  chromiumPath?: string;
  /** The IANA time zone case clocks count days in (issue 35); default America/New_York. */
  caseClockTimeZone?: string;
  /** Run the case-clock tasks (due-soon bell, daily digest) every 15 minutes; default false. */
  caseClockTasks?: boolean;
  /** For tests: the PDF printer to use instead of one on `chromiumPath`; not closed with the app. */
  pdfPrinter?: PdfPrinter;
  /**
   * Key of the reports' short-lived access tokens (REPORTS_TOKEN_SECRET); unset: derived from
   * `sessionSecret` (docs/decisions/0105-reports.md).
   */
  reportsTokenSecret?: string | null;
  /** For tests: sees every route as it is registered (the route-table tests, issue 15). */
  onRoute?: onRouteHookHandler;
}

/** The origin of `url` as a CSP source list (the browser may ask a remote breach-range service). */
function originsOf(url: string | null | undefined): string[] {
  return url === null || url === undefined ? [] : [new URL(url).origin];
}

/** Origin of e-mailed links when none is given. */
const defaultPublicBaseUrl = 'http://localhost:3000';

/** Default size of the provider-search area cache, in providers. */
export const defaultProviderCacheSize = 250_000;

/**
 * Builds the server: every plugin and feature registered here, explicitly (docs/architecture.md,
 * "Server code"). The process entry (`main.ts`) only adds listening and shutdown.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers["x-csrf-token"]',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
    },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });
  if (options.onRoute !== undefined) app.addHook('onRoute', options.onRoute);
  // Before any route and hook: a foreign Host is refused first, and every route is known to the
  // 405 answers (issue 38; docs/decisions/0113).
  registerAllowedHosts(
    app,
    options.allowedHosts ??
      allowedHostsOf({
        publicBaseUrl: options.publicBaseUrl ?? defaultPublicBaseUrl,
        configured: [],
        isProduction: false,
      }),
  );
  const routeMethods = new RouteMethods(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  refuseNulCharacters(app);

  const breachedPasswords = new BreachedPasswords();
  const clock = options.clock ?? systemClock;
  // Several processes on one PostgreSQL database share LISTEN/NOTIFY; SQLite has one process
  // (docs/decisions/0074).
  const notificationBus =
    options.notificationBus ??
    (options.handle.pool === null
      ? new InProcessNotificationBus()
      : await PostgresNotificationBus.connect(options.handle.pool, {
          log: (message) => {
            app.log.warn(message);
          },
        }));
  if (options.notificationBus === undefined) {
    app.addHook('onClose', async () => {
      await notificationBus.close();
    });
  }
  const clockSettings = caseClockSettings(options.caseClockTimeZone);
  const notificationWriter = new NotificationWriter(notificationBus, clock, clockSettings.timeZone);
  const notificationHub = new NotificationHub(
    new NotificationDeliveryRepository(options.handle.db),
    notificationBus,
    clock,
    app.log,
    options.notificationSocket,
  );
  // One warm browser for the app's documents, started on the first one (docs/decisions/0104).
  const pdfPrinter =
    options.pdfPrinter ??
    new ChromiumPdfPrinter({
      ...(options.chromiumPath === undefined ? {} : { executablePath: options.chromiumPath }),
      log: (message) => {
        app.log.error(message);
      },
    });
  if (options.pdfPrinter === undefined) {
    app.addHook('onClose', async () => {
      await pdfPrinter.close();
    });
  }
  const deps: AppDependencies = {
    handle: options.handle,
    db: options.handle.db,
    clock: options.clock ?? systemClock,
    sessionIdleMs: options.sessionIdleMs ?? serverSessionIdleMs,
    providerCacheSize: options.providerCacheSize ?? defaultProviderCacheSize,
    chartCacheBytes: options.chartCacheBytes,
    mailer: createMailer(options.handle.db, options.clock ?? systemClock, {
      smtpUrl: options.smtpUrl ?? null,
      from: options.mailFrom ?? defaultMailFrom,
      supportAddress: options.supportEmail ?? defaultSupportAddress,
    }),
    publicBaseUrl: options.publicBaseUrl ?? defaultPublicBaseUrl,
    claimsContact: options.claimsContact ?? demoClaimsContact,
    files: options.files ?? new LocalFileStorage(options.attachmentsDir ?? defaultAttachmentsDir()),
    transparencyFiles:
      options.transparencyFiles ?? new LocalFileStorage(options.transparencyDir ?? defaultTransparencyDir()),
    scanner: options.scanner ?? new ClamdScanner({ socket: debianClamdSocket, timeoutMs: 60_000 }),
    caseClockTimeZone: clockSettings.timeZone,
    caseStore: new LocalCaseStore(
      options.handle.db,
      clock,
      (trx, event) => notificationWriter.write(trx, event),
      clockSettings,
    ),
    notificationBus,
    cookieSecure: options.cookieSecure ?? false,
    breachedPasswords,
    passwordPolicy: new PasswordPolicy(
      createBreachCheck(breachedPasswords, options.passwordRangeUrl ?? null),
    ),
    captcha:
      options.captcha ??
      createCaptchaVerifier(options.handle.db, options.clock ?? systemClock, {
        hmacKey: options.captchaHmacKey ?? null,
        recaptchaSiteKey: options.recaptchaSiteKey ?? null,
        recaptchaSecretKey: options.recaptchaSecretKey ?? null,
      }),
    pdfPrinter,
  };
  // Google's widget loads scripts and a frame from Google only when reCAPTCHA is configured.
  const captchaOrigins = deps.captcha.provider === 'recaptcha' ? [...recaptchaOrigins] : [];

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captchaOrigins],
        // The ALTCHA widget solves its proof of work in web workers it starts from blob: URLs.
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...captchaOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...originsOf(options.passwordRangeUrl)],
        // The portal may frame its own report views; no other site may frame it (issue 15).
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: options.cookieSecure === true,
    // Same-origin requests keep their Origin and Referer, so a form post that opens a document in
    // a new tab arrives with this site's Origin rather than `null` (issue 31 item 1); other sites
    // still get neither.
    referrerPolicy: { policy: 'same-origin' },
  });
  registerPermissionsPolicy(app);
  await app.register(fastifyCompress, { threshold: compressThresholdBytes });
  await app.register(
    fastifySwagger,
    openApiOptions({
      publicBaseUrl: deps.publicBaseUrl,
      supportEmail: options.supportEmail ?? defaultSupportAddress,
    }),
  );
  if (options.apiDocs !== false) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(async (api) => {
    // Inside the session scope, so the upgrade request reads the session cookie; before every
    // route, so upgrades to other paths are refused.
    await api.register(fastifyWebsocket, {
      options: { maxPayload: maxSocketMessageBytes },
      preClose: async () => {
        await closeSocketServer(api.websocketServer, notificationHub);
      },
    });
    registerOriginCheck(api, deps.publicBaseUrl);
    await registerSessions(api, {
      db: deps.db,
      clock: deps.clock,
      secret: options.sessionSecret,
      cookieSecure: options.cookieSecure ?? false,
      idleMs: deps.sessionIdleMs,
    });
    // Before any route: every audited request leaves its row (docs/decisions/0097).
    registerAuditTrail(api, deps);
    registerAuthRoutes(api, deps);
    registerPlanRoutes(api, deps);
    registerAccountSettingsRoutes(api, deps);
    registerProviderSearchRoutes(api, deps);
    registerProviderExperienceRoutes(api, deps);
    registerRequestAccessRoutes(api, deps);
    registerContactUsRoutes(api, deps);
    await registerRegistrationRoutes(api, deps);
    await registerPasswordRoutes(api, deps);
    await registerCaseRoutes(api, deps);
    registerNotificationRoutes(api, deps);
    registerAuditRoutes(api, deps);
    registerCodeLookupRoutes(api, deps);
    registerUsersAdminRoutes(api, deps);
    registerBenchmarksRoutes(api, deps);
    await registerCostComparisonRoutes(api, deps);
    registerRepricingRoutes(api, deps);
    registerMemberClaimsRoutes(api, deps);
    registerIdCardRoutes(api, deps);
    registerPriceEstimatesRoutes(api, deps);
    registerTransparencyRoutes(api, deps);
    registerPlanIdentifierRoutes(api, deps);
    registerServiceLevelRoutes(api, deps);
    registerReportRoutes(
      api,
      deps,
      options.reportsTokenSecret ?? derivedReportTokenSecret(options.sessionSecret),
    );
    registerCaptchaRoutes(api, deps.handle, deps.captcha, signInCaptchaCostReader(deps.handle));
    await registerRbpFormRoutes(api, deps, options.sessionSecret);
    if (deps.mailer.outboxEnabled) registerOutboxRoutes(api, deps.db, options.outboxReaders ?? 'anyone');
    registerNotificationSocketRoute(api, notificationHub, {
      publicBaseUrl: deps.publicBaseUrl,
      handle: deps.handle,
    });
  });

  // Case events recorded before notifications existed, or by the seed, become notifications now.
  await notificationWriter.deliverPending(deps.db);
  // Cases filed before the clocks get theirs (issue 35).
  await setMissingClocks(deps.db, clock.now(), clockSettings);
  if (options.caseClockTasks === true) {
    const tasks = startCaseClockTasks(deps, app.log);
    app.addHook('onClose', () => {
      tasks.stop();
    });
  }

  // Public documents sit outside the API scope (no session) and before the SPA fallback.
  registerPublicInfoRoutes(app, deps);

  await registerWebApp(app, {
    webDistDir: options.webDistDir ?? null,
    marketingSiteUrl: options.marketingSiteUrl ?? null,
    marketingTestSiteUrl: options.marketingTestSiteUrl ?? null,
    routes: routeMethods,
  });
  return app;
}
