import {
  codeLookupRoles,
  idCardRoles,
  transparencyLogRoles,
  providerSearchRoles,
  memberClaimsRoles,
  priceEstimatesRoles,
  repricingRoles,
  type RoleName,
} from '@medivi/domain';
import type { RouteObject } from 'react-router';
import { importWithAreas } from '../lib/i18n/i18n';
import { paths } from '../lib/paths';
import { adminRoutes } from './admin-routes';
import { analysisRoutes } from './analysis-routes';
import { caseRoutes } from './case-routes';
import { reportRoutes } from './report-routes';
import type { RouteHandle } from './route-handle';
import type { LoadInOwnTask } from './route-loading';
import { trainingRoutes } from './training-routes';

const providerSearchHandle: RouteHandle = { titleId: 'shell.title.providerSearch' };
const accountSettingsHandle: RouteHandle = { titleId: 'shell.title.accountSettings' };
/** Who may open the provider-experience list: either provider-experience role (cases spec §6). */
const providerExperienceRoles: readonly RoleName[] = [
  'updateproviderexperience',
  'updateproviderexperiencereadonly',
];

/**
 * The signed-in part of the route table (accounts spec §2), the root route's children behind the
 * session gate: `RequireSession` and the layout, role-gated pages behind `RequireRoles`; each
 * page's code loaded on demand through `inOwnTask`. The browser's router adds them to the table
 * when an address first needs them (`router.ts`), so the sign-in page's start-up carries none of
 * them (docs/decisions/0122).
 */
export function signedInRoutes(inOwnTask: LoadInOwnTask): RouteObject[] {
  return [
    {
      // The session gate; a report's embedded view (`?embed=1`) shows in its place, without a
      // session or the app shell (guards/require-session-or-report-embed.tsx).
      lazy: async () => ({
        Component: (await inOwnTask(() => import('./guards/require-session-or-report-embed')))
          .RequireSessionOrReportEmbed,
      }),
      children: [
        {
          lazy: async () => ({ Component: (await inOwnTask(() => import('./layout/app-layout'))).default }),
          children: [
            {
              path: paths.changePassword,
              handle: { titleId: 'shell.title.changePassword' } satisfies RouteHandle,
              lazy: async () => ({
                Component: (
                  await inOwnTask(() =>
                    importWithAreas(() => import('../features/passwords/change-password-page'), 'passwords'),
                  )
                ).default,
              }),
            },
            {
              path: paths.myAccount,
              handle: accountSettingsHandle,
              lazy: async () => ({
                Component: (
                  await inOwnTask(() =>
                    importWithAreas(() => import('../features/accounts/account-settings-page'), 'accounts'),
                  )
                ).default,
              }),
            },
            {
              path: paths.addPlan,
              handle: { titleId: 'shell.title.addPlan' } satisfies RouteHandle,
              lazy: async () => ({
                Component: (
                  await inOwnTask(() =>
                    importWithAreas(
                      () => import('../features/accounts/add-plan-page'),
                      'accounts',
                      'registration',
                    ),
                  )
                ).default,
              }),
            },
            {
              path: paths.dependentInformation,
              handle: { titleId: 'shell.title.dependentInformation' } satisfies RouteHandle,
              lazy: async () => ({
                Component: (
                  await inOwnTask(() =>
                    importWithAreas(
                      () => import('../features/accounts/dependent-information-page'),
                      'accounts',
                    ),
                  )
                ).default,
              }),
            },
            // The page of the header's notification panel (accounts spec §2, §4 Notifications).
            {
              path: paths.notifications,
              handle: { titleId: 'shell.title.notifications' } satisfies RouteHandle,
              lazy: async () => ({
                Component: (
                  await inOwnTask(() =>
                    importWithAreas(
                      () => import('../features/notifications/notifications-page'),
                      'notifications',
                    ),
                  )
                ).default,
              }),
            },
            // The start page and a member's first run (accounts spec §2 redirect destinations).
            {
              path: paths.start,
              handle: { titleId: 'shell.title.home' } satisfies RouteHandle,
              lazy: async () => ({
                Component: (await inOwnTask(() => importWithAreas(() => import('./home/home-page'), 'home')))
                  .default,
              }),
            },
            {
              path: paths.onboarding,
              handle: {
                titleId: 'shell.title.gettingStarted',
              } satisfies RouteHandle,
              lazy: async () => {
                const [{ OnboardingPage }, { resolveAfterOnboardingPath }] = await Promise.all([
                  inOwnTask(() =>
                    importWithAreas(() => import('../features/onboarding/onboarding-page'), 'onboarding'),
                  ),
                  import('./post-login'),
                ]);
                return { element: <OnboardingPage afterOnboardingPath={resolveAfterOnboardingPath} /> };
              },
            },
            ...caseRoutes(inOwnTask),
            {
              lazy: async () => {
                const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
                return { element: <RequireRoles anyOf={providerSearchRoles} /> };
              },
              children: [
                {
                  path: paths.providerSearch,
                  handle: providerSearchHandle,
                  lazy: async () => ({
                    Component: (
                      await inOwnTask(() =>
                        importWithAreas(
                          () => import('../features/provider-search/provider-search-page'),
                          'providerSearch',
                        ),
                      )
                    ).default,
                  }),
                },
              ],
            },
            // The provider-experience admin (cases spec §2; issue 6): list for both roles, writes
            // for the insert/update role only (the page and the server check which).
            {
              lazy: async () => {
                const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
                return { element: <RequireRoles anyOf={providerExperienceRoles} /> };
              },
              children: [
                {
                  path: paths.providerSearchUpdate,
                  handle: {
                    titleId: 'shell.title.providerSearch',
                    documentTitleId: 'shell.title.updateProviderSearch',
                  } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (
                      await inOwnTask(() =>
                        importWithAreas(
                          () => import('../features/provider-experience/provider-experience-page'),
                          'providerExperience',
                        ),
                      )
                    ).default,
                  }),
                },
              ],
            },
            // Code look-up and reference data (accounts spec §2 code role; docs/decisions/0107).
            {
              lazy: async () => {
                const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
                return { element: <RequireRoles anyOf={codeLookupRoles} /> };
              },
              children: [
                {
                  path: paths.code,
                  handle: { titleId: 'shell.title.codeLookUp' } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (
                      await inOwnTask(() =>
                        importWithAreas(() => import('../features/code-lookup/code-page'), 'codeLookup'),
                      )
                    ).default,
                  }),
                },
                {
                  path: paths.cms,
                  handle: { titleId: 'shell.title.referenceData' } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (
                      await inOwnTask(() =>
                        importWithAreas(() => import('../features/code-lookup/cms-page'), 'codeLookup'),
                      )
                    ).default,
                  }),
                },
              ],
            },
            // My Claims and the explanation of benefits (issue 32; docs/decisions/0114).
            {
              lazy: async () => {
                const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
                return { element: <RequireRoles anyOf={memberClaimsRoles} /> };
              },
              children: [
                {
                  path: paths.claims,
                  handle: {
                    titleId: 'shell.title.claims',
                    documentTitleId: 'shell.title.myClaims',
                  } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (
                      await inOwnTask(() =>
                        importWithAreas(() => import('../features/claims/my-claims-page'), 'claims'),
                      )
                    ).default,
                  }),
                },
                {
                  path: paths.claimEob,
                  handle: {
                    titleId: 'shell.title.claims',
                    documentTitleId: 'shell.title.explanationOfBenefits',
                  } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (
                      await inOwnTask(() =>
                        importWithAreas(() => import('../features/claims/claim-eob-page'), 'claims'),
                      )
                    ).default,
                  }),
                },
              ],
            },
            // Price estimates before care (issue 33; docs/decisions/0115).
            {
              lazy: async () => {
                const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
                return { element: <RequireRoles anyOf={priceEstimatesRoles} /> };
              },
              children: [
                {
                  path: paths.priceEstimates,
                  handle: { titleId: 'shell.title.priceEstimates' } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (
                      await inOwnTask(() =>
                        importWithAreas(
                          () => import('../features/price-estimates/price-estimates-page'),
                          'priceEstimates',
                        ),
                      )
                    ).default,
                  }),
                },
              ],
            },
            // A member's own ID cards (issue 32 item 5; docs/decisions/0114): members only.
            {
              lazy: async () => {
                const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
                return { element: <RequireRoles anyOf={idCardRoles} /> };
              },
              children: [
                {
                  path: paths.idCard,
                  handle: { titleId: 'shell.title.idCard' } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (
                      await inOwnTask(() =>
                        importWithAreas(() => import('../features/claims/id-card-page'), 'claims'),
                      )
                    ).default,
                  }),
                },
              ],
            },
            // The Transparency in Coverage publication log (issue 34; docs/decisions/0116).
            {
              lazy: async () => {
                const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
                return { element: <RequireRoles anyOf={transparencyLogRoles} /> };
              },
              children: [
                {
                  path: paths.transparencyPublications,
                  handle: { titleId: 'shell.title.transparencyFiles' } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (
                      await inOwnTask(() =>
                        importWithAreas(
                          () => import('../features/transparency/transparency-publications-page'),
                          'transparency',
                        ),
                      )
                    ).default,
                  }),
                },
              ],
            },
            // The Claims site's repriced-claims work list (issue 19; docs/decisions/0105).
            {
              lazy: async () => {
                const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
                return { element: <RequireRoles anyOf={repricingRoles} /> };
              },
              children: [
                {
                  path: paths.repricing,
                  handle: { titleId: 'shell.title.repricing' } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (
                      await inOwnTask(() =>
                        importWithAreas(() => import('../features/repricing/repricing-page'), 'repricing'),
                      )
                    ).default,
                  }),
                },
              ],
            },
            // Benchmarks and Market Analysis (analysis-reports-admin spec §2).
            ...analysisRoutes(inOwnTask),
            // The three reports (analysis-reports-admin spec §2; issue 19).
            ...reportRoutes(inOwnTask),
            // Training and documentation pages (accounts spec §2; docs/decisions/0108).
            ...trainingRoutes(inOwnTask),
            // Users, the audit trail and the plans' service levels (admin pages).
            ...adminRoutes(inOwnTask),
          ],
        },
      ],
    },
  ];
}
