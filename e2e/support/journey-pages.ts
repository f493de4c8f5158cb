import type { APIRequestContext } from 'playwright-core';

/**
 * A page that a journey opens, and whom it opens it as: `role` is the demo account's login
 * (`member` is member@demo.medivi.test) or null for a visitor who is not signed in; `host` is
 * `claims.localhost` for the Claims site. `resolvePath` gives the address of a page whose path
 * holds an id the demo data decides (a claim's EOB), read as the signed-in user.
 */
export interface JourneyPage {
  path: string;
  role: string | null;
  host?: 'localhost' | 'claims.localhost';
  resolvePath?: (signedIn: SignedInRequests) => Promise<string>;
}

/** Calls to the portal as the signed-in user: its cookies, and the CSRF token its pages send. */
export interface SignedInRequests {
  request: APIRequestContext;
  origin: string;
  csrfToken: string;
}

/** The first claim of the signed-in member's My Claims list, as the member-claims journey opens it. */
async function firstClaimPath({ request, origin, csrfToken }: SignedInRequests): Promise<string> {
  const reply = await request.get(`${origin}/api/member/claims?pageSize=10`, {
    headers: { 'x-csrf-token': csrfToken },
  });
  const { claims } = (await reply.json()) as { claims: { claimID: string }[] };
  const first = claims[0]?.claimID;
  if (first === undefined) throw new Error('the demo member has no claim');
  return `/claims/${encodeURIComponent(first)}`;
}

const visitor = null;

/**
 * Every page the journeys of e2e/ open, each with the role the journey signs in as (one role per
 * page: the one whose page loads the most code where several journeys open it). The JavaScript
 * budget check (e2e/js-budget.e2e.ts) and `npm run bench -- web` measure exactly these.
 * Left out: the pages a journey reaches only with what an earlier step left (`/check-email`,
 * `/create-profile` and `/update-password` after an e-mailed link, `/provider-detail` and
 * `/upload-file` within a new case, a new member's `/onboarding`): opened at their address they
 * lead to another page of this list. The invitation page is measured without a code.
 */
export const journeyPages: readonly JourneyPage[] = [
  // Signed out: sign-in, registration, password reset, public information, the support form.
  { path: '/login', role: visitor },
  { path: '/register', role: visitor },
  { path: '/welcome', role: visitor },
  { path: '/request-access', role: visitor },
  { path: '/password-reset', role: visitor },
  { path: '/password-reset-success', role: visitor },
  { path: '/invitation', role: visitor },
  { path: '/rbp-form', role: visitor },
  { path: '/support', role: visitor },
  { path: '/FAQ', role: visitor },
  { path: '/features', role: visitor },
  { path: '/privacy', role: visitor },
  { path: '/privacy-policy', role: visitor },
  { path: '/app', role: visitor },
  { path: '/welcome-member', role: visitor },
  { path: '/medivi-mobile-login', role: visitor },
  { path: '/contact-us', role: visitor },
  { path: '/provider-notice?plan=demo-plan-lakeshore', role: visitor },
  { path: '/transparency', role: visitor },
  // A member: search, cases, account, claims, ID cards, price estimates.
  { path: '/provider-search', role: 'member' },
  { path: '/home', role: 'member' },
  { path: '/my-cases', role: 'member' },
  { path: '/member-detail?param=BalanceBill', role: 'member' },
  { path: '/member-detail?param=CallAhead', role: 'member' },
  { path: '/notifications', role: 'member' },
  { path: '/my-account', role: 'member' },
  { path: '/add-plan', role: 'member' },
  { path: '/dependent-information', role: 'member' },
  { path: '/change-password', role: 'member' },
  { path: '/claims', role: 'member' },
  { path: '/claims/:claimID', role: 'member', resolvePath: firstClaimPath },
  { path: '/id-card', role: 'member' },
  { path: '/price-estimates', role: 'member' },
  // Client staff and administrators.
  { path: '/transparency/publications', role: 'client' },
  { path: '/audit', role: 'admin' },
  { path: '/users', role: 'admin' },
  { path: '/admin/service-levels', role: 'admin' },
  { path: '/admin/transparency-identifiers', role: 'admin' },
  { path: '/provider-search-update', role: 'provider-updater' },
  { path: '/repricing', role: 'claims-admin', host: 'claims.localhost' },
  // Analysis, benchmarks and reports.
  { path: '/analysis', role: 'analyst' },
  { path: '/training', role: 'analyst' },
  { path: '/documentation/training', role: 'analyst' },
  { path: '/documentation/benchmarks-training', role: 'analyst' },
  { path: '/benchmarks', role: 'benchmarks' },
  { path: '/benchappbenchmark', role: 'benchmarks' },
  { path: '/reports/monthly-reporting', role: 'reports' },
  { path: '/reports/planHealth-reporting', role: 'reports' },
  { path: '/reports/providerAcceptance-reporting', role: 'reports' },
  // Reference data, and the mobile role's training pages.
  { path: '/code', role: 'code' },
  { path: '/cms', role: 'code' },
  { path: '/documentation/provider-search-training', role: 'mobile' },
  { path: '/documentation/provider-search-faq', role: 'mobile' },
  { path: '/instructional-video', role: 'mobile' },
];

/** How a page is named in the budget's messages and tables: its path, and the role unless signed out. */
export function pageLabel(page: Pick<JourneyPage, 'path' | 'role'>): string {
  return page.role === null ? page.path : `${page.path} (${page.role})`;
}
