import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { importWithAreas } from '../lib/i18n/i18n';
import type { RouteHandle } from './route-handle';
import { publicInfoRoutes } from './public-info-routes';
import type { LoadInOwnTask } from './route-loading';

/**
 * The public routes of the route table (accounts spec §2 screens 1–6, cases spec §2 public case
 * form): sign-in and sign-out, request access, the public case form, registration and invitation,
 * and password reset; each page's code loaded on demand through `inOwnTask`.
 */
export function publicRoutes(inOwnTask: LoadInOwnTask): RouteObject[] {
  return [
    // `/` goes to sign-in; the server sends it to the marketing site when one is configured.
    {
      index: true,
      handle: { titleId: 'shell.title.signIn' } satisfies RouteHandle,
      element: <Navigate to={paths.login} replace />,
    },
    {
      path: paths.login,
      handle: { titleId: 'shell.title.signIn' } satisfies RouteHandle,
      lazy: async () => ({ Component: (await inOwnTask(() => import('./login-route'))).default }),
    },
    {
      path: paths.logout,
      handle: { titleId: 'shell.title.signingOut' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await inOwnTask(() => import('../features/auth/logout-page'))).default,
      }),
    },
    {
      path: paths.requestAccess,
      handle: { titleId: 'shell.title.requestAccess' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(() => import('../features/request-access/request-access-page'), 'contact'),
          )
        ).default,
      }),
    },
    // The public case form: open in every account state, so outside the account-state gate
    // (cases spec §2 public case form).
    {
      path: paths.rbpForm,
      handle: { titleId: 'shell.title.rbpSupportServiceForms' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(() => import('../features/rbp-form/rbp-form-page'), 'rbpForm'),
          )
        ).default,
      }),
    },
    // A plan's provider notice, which an ID card's QR code opens for any provider's office: open
    // in every account state, so outside the account-state gate (issue 32 item 5).
    {
      path: paths.providerNotice,
      handle: { titleId: 'shell.title.noticeToProviders' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(() => import('../features/claims/provider-notice-page'), 'claims'),
          )
        ).default,
      }),
    },
    // Each plan's Transparency in Coverage files: public by rule, in every account state (issue 34).
    {
      path: paths.transparency,
      handle: { titleId: 'shell.title.transparencyInCoverage' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(() => import('../features/transparency/transparency-page'), 'transparency'),
          )
        ).default,
      }),
    },
    // Registration, e-mail verification, Create Account (accounts spec §2 screens 4–6).
    {
      path: paths.register,
      handle: { titleId: 'shell.title.register' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(
              () => import('../features/registration/register-page'),
              'registration',
              'passwords',
            ),
          )
        ).default,
      }),
    },
    {
      path: paths.checkEmail,
      handle: { titleId: 'shell.title.checkYourEmail' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(
              () => import('../features/registration/check-email-page'),
              'registration',
              'passwords',
            ),
          )
        ).default,
      }),
    },
    {
      path: paths.verifyEmail,
      handle: { titleId: 'shell.title.verifyEmail' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(
              () => import('../features/registration/verify-email-page'),
              'registration',
              'passwords',
            ),
          )
        ).default,
      }),
    },
    {
      path: paths.createProfile,
      handle: { titleId: 'shell.title.createAccount' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(
              () => import('../features/registration/create-profile-page'),
              'registration',
              'passwords',
            ),
          )
        ).default,
      }),
    },
    {
      path: paths.invitation,
      handle: { titleId: 'shell.title.invitation' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(
              () => import('../features/users-admin/accept-invitation-page'),
              'registration',
              'passwords',
            ),
          )
        ).default,
      }),
    },
    {
      path: paths.welcome,
      handle: { titleId: 'shell.title.welcome' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(
              () => import('../features/registration/welcome-page'),
              'registration',
              'passwords',
            ),
          )
        ).default,
      }),
    },
    // The public information pages and password reset (accounts spec §2 screens 2 and 3, §4
    // Password reset), closed to a deactivated or password-expired account (§2 account-state sets).
    {
      lazy: async () => ({
        Component: (await inOwnTask(() => import('../features/auth/public-account-state-gate')))
          .PublicAccountStateGate,
      }),
      children: [
        ...publicInfoRoutes(inOwnTask),
        {
          path: paths.passwordReset,
          handle: { titleId: 'shell.title.passwordReset' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (
              await inOwnTask(() =>
                importWithAreas(() => import('../features/passwords/password-reset-page'), 'passwords'),
              )
            ).default,
          }),
        },
        {
          path: paths.passwordResetSent,
          handle: { titleId: 'shell.title.passwordResetEmailSent' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (
              await inOwnTask(() =>
                importWithAreas(() => import('../features/passwords/password-reset-sent-page'), 'passwords'),
              )
            ).default,
          }),
        },
      ],
    },
    {
      path: paths.verifyResetPassword,
      handle: { titleId: 'shell.title.verifyPasswordReset' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await inOwnTask(() => import('../features/passwords/verify-reset-password-page')))
          .default,
      }),
    },
    {
      path: paths.updatePassword,
      handle: { titleId: 'shell.title.updatePassword' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(() => import('../features/passwords/update-password-page'), 'passwords'),
          )
        ).default,
      }),
    },
    {
      path: paths.passwordResetSuccess,
      handle: { titleId: 'shell.title.passwordResetSuccess' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(() => import('../features/passwords/password-reset-success-page'), 'passwords'),
          )
        ).default,
      }),
    },
  ];
}
