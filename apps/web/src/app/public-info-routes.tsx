import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import type { RouteHandle } from './route-handle';
import type { LoadInOwnTask } from './route-loading';
import { importWithAreas } from '../lib/i18n/i18n';

/**
 * The public information pages (accounts spec §2 public routes): support, FAQ, features, the
 * privacy text at /privacy and /privacy-policy, the mobile app and /welcome-member, and /privacy.pdf
 * and /support.pdf, which the server answers. They sit under the account-state gate of
 * public-routes.tsx, so a deactivated or password-expired account does not reach them (§2
 * account-state route sets).
 */
export function publicInfoRoutes(inOwnTask: LoadInOwnTask): RouteObject[] {
  const welcomeMemberPage = async () => ({
    Component: (
      await inOwnTask(() =>
        importWithAreas(() => import('../features/public-info/welcome-member-page'), 'publicInfo'),
      )
    ).default,
  });
  const privacyPage = async () => ({
    Component: (
      await inOwnTask(() =>
        importWithAreas(() => import('../features/public-info/privacy-page'), 'publicInfo'),
      )
    ).default,
  });
  const serverDocument = async () => ({
    Component: (
      await inOwnTask(() =>
        importWithAreas(() => import('../features/public-info/server-document-page'), 'publicInfo'),
      )
    ).default,
  });
  return [
    {
      path: paths.support,
      handle: { titleId: 'shell.title.support' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(() => import('../features/public-info/support-page'), 'publicInfo'),
          )
        ).default,
      }),
    },
    {
      path: paths.contactUs,
      handle: { titleId: 'shell.title.contactUs' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(() => import('../features/contact-us/contact-us-page'), 'contact', 'passwords'),
          )
        ).default,
      }),
    },
    {
      path: paths.faq,
      handle: { titleId: 'shell.title.faq' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(() => import('../features/public-info/faq-page'), 'publicInfo'),
          )
        ).default,
      }),
    },
    {
      path: paths.features,
      handle: { titleId: 'shell.title.features' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(() => import('../features/public-info/features-page'), 'publicInfo'),
          )
        ).default,
      }),
    },
    // The same text at both addresses; the document titles differ so each page has its own.
    {
      path: paths.privacyPolicy,
      handle: { titleId: 'shell.title.privacyPolicy' } satisfies RouteHandle,
      lazy: privacyPage,
    },
    {
      path: paths.privacy,
      handle: { titleId: 'shell.title.privacy' } satisfies RouteHandle,
      lazy: privacyPage,
    },
    // Served by the server as PDF: an in-app visit loads the address from the server.
    {
      path: paths.privacyPdf,
      handle: { titleId: 'shell.title.privacyPDF' } satisfies RouteHandle,
      lazy: serverDocument,
    },
    {
      path: paths.supportPdf,
      handle: { titleId: 'shell.title.supportPDF' } satisfies RouteHandle,
      lazy: serverDocument,
    },
    {
      path: paths.mobileApp,
      handle: { titleId: 'shell.title.mobileApp' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (
          await inOwnTask(() =>
            importWithAreas(() => import('../features/public-info/mobile-app-page'), 'publicInfo'),
          )
        ).default,
      }),
    },
    {
      path: paths.welcomeMember,
      handle: { titleId: 'shell.title.welcomeMember' } satisfies RouteHandle,
      lazy: welcomeMemberPage,
    },
    // The mobile app signs in inside the app; its web address says so (docs/decisions/0110).
    {
      path: paths.mobileLogin,
      handle: { titleId: 'shell.title.mobileAppSignIn' } satisfies RouteHandle,
      lazy: welcomeMemberPage,
    },
  ];
}
