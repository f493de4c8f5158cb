/**
 * The exceptions of the route-table tests, each with its reason. Everything not listed here gets
 * the strict treatment: a session (401 signed out), the CSRF token on every state-changing call
 * (403 before any 400), a role, and a fixture for a foreign id. A route added without its checks
 * fails those tests until it gets them or an entry here says why it needs none.
 */

/** Routes anyone may call signed out (no `requireUser` guard), keyed `METHOD /url`. */
export const publicRoutes: Readonly<Record<string, string>> = {
  'GET /api/auth': 'says whether there is a session; signed out it answers with no user',
  'POST /api/login': 'signs in',
  'POST /api/v3/members/verify-credentials': 'registration, before an account exists',
  'GET /api/v3/members/verify-email/:email': 'registration, before an account exists',
  'POST /api/v3/members/add': 'registration, before an account exists',
  'POST /api/verifyEmail': 'the e-mailed registration link signs the new account in',
  'POST /api/request-password-reset': 'forgotten password, signed out by definition',
  'POST /api/verifyPasswordReset': 'forgotten password: the e-mailed link',
  'POST /api/updatePassword':
    'forgotten password: the verified reset in the session stands in for a sign-in; it checks that and the token itself',
  'GET /api/password-range/:prefix': 'breached-password ranges, the same for everyone (accounts spec §5)',
  'POST /api/send-email': 'the Request Access page is for people without an account',
  'POST /api/contact-us':
    'Contact Us, signed out or in; with a session it checks the CSRF token itself (0109)',
  'GET /api/captcha/config': 'the public case form',
  'GET /api/captcha/challenge': 'the public case form',
  'POST /api/createRbpFormCase': 'the public case form, behind a captcha',
  'POST /api/uploadAttachmentRbpForms': 'the public case form, behind its signed upload grant',
  'POST /api/invitations/lookup': 'the e-mailed invitation link, before the account exists (0111)',
  'POST /api/invitations/create-account':
    'Create Account from the e-mailed invitation link, before the account exists (0111)',
  'GET /api/provider-notice/:planID':
    "a plan's provider notice, the page an ID card's QR code opens for any provider: plan facts, no member data (issue 32)",
  'GET /api/transparency/files':
    "the plans' current Transparency in Coverage files, public by rule (29 CFR 2590.715-2715A(b)), no member data (0116)",
  'GET /api/transparency/files/:publicationId/:fileName':
    'a published Transparency in Coverage file, public by rule, no member data (0116)',
  'GET /api/dev/outbox':
    'the e-mail outbox of an install without SMTP, open by configuration; medivi-admin only in production (0087)',
};

/** URL prefixes of public routes another plugin registers, with the reason. */
export const publicPrefixes: Readonly<Record<string, string>> = {
  '/api/docs': 'the OpenAPI viewer and document, off in production (API_DOCS)',
};

/** Routes without a `requireUser` guard that check the session with hooks of their own. */
export const selfGuardedRoutes: Readonly<Record<string, string>> = {
  'GET /ws/notifications':
    'the notifications socket checks session, account state and roles itself before the upgrade (0073)',
  'GET /api/reports/:reportName/plans':
    "a report's plans are read with the session (requireUser's own hooks, reports role) or with the report's bearer token, which the handler checks (0105, issue 31)",
  'GET /api/reports/:reportName/pages/:page':
    "a report page is read with the session (requireUser's own hooks, reports role) or with the report's short-lived bearer token, which the handler checks (0105)",
};

/**
 * State-changing routes that accept a request without the `X-CSRF-Token` header: each is used
 * before there is a session that holds a token. Other sites are refused by the origin check (0091).
 */
export const tokenlessRoutes: Readonly<Record<string, string>> = {
  'POST /api/login': 'the sign-in makes the session and its token',
  'POST /api/v3/members/verify-credentials': 'registration, no session yet',
  'POST /api/v3/members/add': 'registration, no session yet',
  'POST /api/verifyEmail': 'the e-mailed link makes the session and its token',
  'POST /api/request-password-reset': 'forgotten password, no session',
  'POST /api/verifyPasswordReset': 'the e-mailed link makes the reset session and its token',
  'POST /api/send-email': 'Request Access, no session',
  'POST /api/createRbpFormCase': 'the public form, no session; a fresh captcha for each case',
  'POST /api/uploadAttachmentRbpForms': 'the public form, no session; a signed grant cookie for its own case',
  'POST /api/invitations/lookup': 'the e-mailed invitation link, no session yet (0111)',
  'POST /api/invitations/create-account':
    'Create Account from the invitation link makes the session and its token (0111)',
};

/** Guarded routes open to any signed-in user whatever his roles, with the reason. */
export const anySignedInRoutes: Readonly<Record<string, string>> = {
  'POST /api/logout': 'everyone may sign out',
  'GET /api/keep-session-alive': 'every session may be kept',
  'POST /api/verifyOTP': 'the sign-in code step of every account',
  'GET /api/resendOTP': 'the sign-in code step of every account',
  'GET /api/v2/get-plans': "the user's own plans (none for staff)",
  'POST /api/v2/add-plan': 'a user adds a plan to his own account',
  'GET /api/getDependentMember': "the user's own dependents (none without a record)",
  'POST /api/add-dependent-member': 'a user links his own dependents',
  'DELETE /api/dependentMember/:id': 'a user unlinks his own dependents; another id is 404',
  'GET /api/memberDetail': "the user's own record",
  'POST /api/user/updateUserSettings': "the user's own notification setting",
  'POST /api/user/updateLanguage': "the user's own portal language (issue 37)",
  'POST /api/user/completeOnboarding': "the user's own first run (/onboarding)",
  'POST /api/v3/users/delete': 'a user deletes his own account',
  'GET /api/sfCaseStatus': 'status labels, the same for every user',
  'POST /api/createProfile': 'Create Account after the e-mail link',
  'POST /api/invitations/accept':
    "the holder of an account made since an invitation accepts it; the service checks it is the invited address's account (0111)",
  'POST /api/updatePasswordLoggedIn': "a user changes his own password, also while it's expired",
};

/** True when `key` (`METHOD /url`) is a public route, listed or under a public prefix. */
export function isListedPublic(key: string): boolean {
  const url = key.slice(key.indexOf(' ') + 1);
  return key in publicRoutes || Object.keys(publicPrefixes).some((prefix) => url.startsWith(prefix));
}
