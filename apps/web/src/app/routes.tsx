import { providerSearchRoles, repricingRoles, type RoleName, usersAdminRoles } from '@medivi/domain';
import { Navigate, type RouteObject } from 'react-router';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { analysisRoutes } from './analysis-routes';
import { BootFallback } from './boot-fallback';
import { trackRouteLoad } from './route-loading';
import { paths } from './paths';
import type { RouteHandle } from './route-handle';
import { RouteErrorPage } from './route-error-page';

const providerSearchHandle: RouteHandle = { title: 'Provider Search' };
const accountSettingsHandle: RouteHandle = { title: 'Account Settings' };
const casesHandle: RouteHandle = { title: 'Cases', documentTitle: 'My Cases' };
/** Who may open the case list: members, client viewers and staff (docs/decisions/0056, 0066). */
const caseListRoles: readonly RoleName[] = ['casesmember', 'caseviewclient', 'admin'];
/** Who may fill the case steps: member or client submission (cases spec §6). */
const caseSubmissionRoles: readonly RoleName[] = ['casesubmissionmember', 'casesubmissionclient'];
/** Who may open the provider-experience list: either provider-experience role (cases spec §6). */
const providerExperienceRoles: readonly RoleName[] = [
  'updateproviderexperience',
  'updateproviderexperiencereadonly',
];
/** Who may open the audit trail: medivi-admin (docs/decisions/0097). */
const auditRoles: readonly RoleName[] = ['admin'];

/**
 * Loads a route module in a task of its own. The router asks for every matched route's module at
 * once, and each request adds a preload link per chunk the module needs; one task per route keeps
 * that work in short tasks.
 */
function inOwnTask<T>(load: () => Promise<T>): Promise<T> {
  return trackRouteLoad(
    (async () => {
      await yieldToBrowser();
      return load();
    })(),
  );
}

/**
 * The route table (accounts spec §2). Every route's code loads on demand (`lazy`), the root and
 * guards included, so start-up carries no page; the routes of the address opened arrive in
 * parallel, each requested in a task of its own. Public routes first, then signed-in routes behind
 * `RequireSession` and the layout, role-gated ones behind `RequireRoles`. Paths come from the
 * registry; a test checks that the table serves exactly `builtPaths`.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home,
    HydrateFallback: BootFallback,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({ Component: (await inOwnTask(() => import('./root-layout'))).RootLayout }),
    children: [
      // `/` goes to sign-in; the server sends it to the marketing site when one is configured.
      {
        index: true,
        handle: { title: 'Sign In' } satisfies RouteHandle,
        element: <Navigate to={paths.login} replace />,
      },
      {
        path: paths.login,
        handle: { title: 'Sign In' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await inOwnTask(() => import('./login-route'))).default }),
      },
      {
        path: paths.logout,
        handle: { title: 'Signing Out' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await inOwnTask(() => import('../features/auth/logout-page'))).default,
        }),
      },
      {
        path: paths.requestAccess,
        handle: { title: 'Request Access' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await inOwnTask(() => import('../features/request-access/request-access-page')))
            .default,
        }),
      },
      // The public case form: open in every account state, so outside the account-state gate
      // (cases spec §2 public case form).
      {
        path: paths.rbpForm,
        handle: { title: 'RBP Support Service Forms' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await inOwnTask(() => import('../features/rbp-form/rbp-form-page'))).default,
        }),
      },
      // Registration, e-mail verification, Create Account (accounts spec §2 screens 4–6).
      {
        path: paths.register,
        handle: { title: 'Register' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await inOwnTask(() => import('../features/registration/register-page'))).default,
        }),
      },
      {
        path: paths.checkEmail,
        handle: { title: 'Check Your Email' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await inOwnTask(() => import('../features/registration/check-email-page'))).default,
        }),
      },
      {
        path: paths.verifyEmail,
        handle: { title: 'Verify Email' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await inOwnTask(() => import('../features/registration/verify-email-page'))).default,
        }),
      },
      {
        path: paths.createProfile,
        handle: { title: 'Create Account' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await inOwnTask(() => import('../features/registration/create-profile-page'))).default,
        }),
      },
      {
        path: paths.invitation,
        handle: { title: 'Invitation' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await inOwnTask(() => import('../features/users-admin/accept-invitation-page')))
            .default,
        }),
      },
      {
        path: paths.welcome,
        handle: { title: 'Welcome' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await inOwnTask(() => import('../features/registration/welcome-page'))).default,
        }),
      },
      // Password reset (accounts spec §2 screens 2 and 3, §4 Password reset).
      {
        lazy: async () => ({
          Component: (await inOwnTask(() => import('../features/auth/account-state'))).PublicAccountStateGate,
        }),
        children: [
          {
            path: paths.passwordReset,
            handle: { title: 'Password Reset' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await inOwnTask(() => import('../features/passwords/password-reset-page'))).default,
            }),
          },
          {
            path: paths.passwordResetSent,
            handle: { title: 'Password Reset Email Sent' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await inOwnTask(() => import('../features/passwords/password-reset-sent-page')))
                .default,
            }),
          },
        ],
      },
      {
        path: paths.verifyResetPassword,
        handle: { title: 'Verify Password Reset' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await inOwnTask(() => import('../features/passwords/verify-reset-password-page')))
            .default,
        }),
      },
      {
        path: paths.updatePassword,
        handle: { title: 'Update Password' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await inOwnTask(() => import('../features/passwords/update-password-page'))).default,
        }),
      },
      {
        path: paths.passwordResetSuccess,
        handle: { title: 'Password Reset Success' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await inOwnTask(() => import('../features/passwords/password-reset-success-page')))
            .default,
        }),
      },
      {
        lazy: async () => ({
          Component: (await inOwnTask(() => import('./guards/require-session'))).RequireSession,
        }),
        children: [
          {
            lazy: async () => ({ Component: (await inOwnTask(() => import('./layout/app-layout'))).default }),
            children: [
              {
                path: paths.changePassword,
                handle: { title: 'Change Password' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await inOwnTask(() => import('../features/passwords/change-password-page')))
                    .default,
                }),
              },
              {
                path: paths.myAccount,
                handle: accountSettingsHandle,
                lazy: async () => ({
                  Component: (await inOwnTask(() => import('../features/accounts/account-settings-page')))
                    .default,
                }),
              },
              {
                path: paths.addPlan,
                handle: { title: 'Add Plan' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await inOwnTask(() => import('../features/accounts/add-plan-page'))).default,
                }),
              },
              {
                path: paths.dependentInformation,
                handle: { title: 'Dependent Information' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (
                    await inOwnTask(() => import('../features/accounts/dependent-information-page'))
                  ).default,
                }),
              },
              // The page of the header's notification panel (accounts spec §2, §4 Notifications).
              {
                path: paths.notifications,
                handle: { title: 'Notifications' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await inOwnTask(() => import('../features/notifications/notifications-page')))
                    .default,
                }),
              },
              // Case pages share the case draft (cases spec §2 case flow, §3; docs/decisions/0055).
              {
                lazy: async () => {
                  const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
                  return { element: <RequireRoles anyOf={caseListRoles} /> };
                },
                children: [
                  {
                    lazy: async () => ({
                      Component: (await inOwnTask(() => import('../features/cases/case-draft-context')))
                        .CaseDraftRoute,
                    }),
                    children: [
                      {
                        path: paths.myCases,
                        handle: casesHandle,
                        lazy: async () => ({
                          Component: (await inOwnTask(() => import('../features/cases/my-cases-page')))
                            .default,
                        }),
                      },
                      {
                        lazy: async () => {
                          const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
                          return { element: <RequireRoles anyOf={caseSubmissionRoles} /> };
                        },
                        children: [
                          {
                            path: paths.memberDetail,
                            handle: {
                              title: 'Cases',
                              documentTitle: 'Member Information',
                            } satisfies RouteHandle,
                            lazy: async () => ({
                              Component: (
                                await inOwnTask(() => import('../features/cases/member-detail-page'))
                              ).default,
                            }),
                          },
                          {
                            path: paths.providerDetail,
                            handle: {
                              title: 'Cases',
                              documentTitle: 'Provider Information',
                            } satisfies RouteHandle,
                            lazy: async () => ({
                              Component: (
                                await inOwnTask(() => import('../features/cases/provider-detail-page'))
                              ).default,
                            }),
                          },
                          {
                            path: paths.uploadFile,
                            handle: {
                              title: 'Cases',
                              documentTitle: 'Upload Documents',
                            } satisfies RouteHandle,
                            lazy: async () => ({
                              Component: (await inOwnTask(() => import('../features/cases/upload-file-page')))
                                .default,
                            }),
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
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
                        await inOwnTask(() => import('../features/provider-search/provider-search-page'))
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
                      title: 'Provider Search',
                      documentTitle: 'Update Provider Search',
                    } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (
                        await inOwnTask(
                          () => import('../features/provider-experience/provider-experience-page'),
                        )
                      ).default,
                    }),
                  },
                ],
              },
              // The audit trail (issue 15; docs/decisions/0097): medivi-admin only, as on the server.
              {
                lazy: async () => {
                  const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
                  return { element: <RequireRoles anyOf={auditRoles} /> };
                },
                children: [
                  {
                    path: paths.audit,
                    handle: { title: 'Audit Trail' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await inOwnTask(() => import('../features/audit/audit-page'))).default,
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
                    handle: { title: 'Repricing' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await inOwnTask(() => import('../features/repricing/repricing-page')))
                        .default,
                    }),
                  },
                ],
              },
              // Benchmarks and Market Analysis (analysis-reports-admin spec §2).
              ...analysisRoutes(inOwnTask),
              // Users administration (analysis-reports-admin spec §2; issue 16): admin or invite role.
              {
                lazy: async () => {
                  const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
                  return { element: <RequireRoles anyOf={usersAdminRoles} /> };
                },
                children: [
                  {
                    path: paths.users,
                    handle: { title: 'Users' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await inOwnTask(() => import('../features/users-admin/users-page')))
                        .default,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
