import {
  type RoleName,
  serviceLevelsRoles,
  transparencyIdentifiersRoles,
  usersAdminRoles,
} from '@medivi/domain';
import type { RouteObject } from 'react-router';
import { importWithAreas } from '../lib/i18n/i18n';
import { paths } from '../lib/paths';
import type { RouteHandle } from './route-handle';
import type { LoadInOwnTask } from './route-loading';

/** Who may open the audit trail: medivi-admin (docs/decisions/0097). */
const auditRoles: readonly RoleName[] = ['admin'];

/**
 * The administration pages of the route table, each behind the roles its API asks for: Users
 * (admin or invite role; analysis-reports-admin spec §2, issue 16), the audit trail (medivi-admin;
 * issue 15, docs/decisions/0097), the plans' service levels (medivi-admin; issue 35 item 1,
 * docs/decisions/0117) and what the Transparency in Coverage files name each plan by (medivi-admin;
 * issue 34, docs/decisions/0116); each page's code loaded on demand through `inOwnTask`.
 */
export function adminRoutes(inOwnTask: LoadInOwnTask): RouteObject[] {
  const gate = (roles: readonly RoleName[]) => async () => {
    const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
    return { element: <RequireRoles anyOf={roles} /> };
  };
  return [
    {
      lazy: gate(usersAdminRoles),
      children: [
        {
          path: paths.users,
          handle: { titleId: 'shell.title.users' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (
              await inOwnTask(() =>
                importWithAreas(() => import('../features/users-admin/users-page'), 'usersAdmin'),
              )
            ).default,
          }),
        },
      ],
    },
    {
      lazy: gate(auditRoles),
      children: [
        {
          path: paths.audit,
          handle: { titleId: 'shell.title.auditTrail' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (
              await inOwnTask(() => importWithAreas(() => import('../features/audit/audit-page'), 'audit'))
            ).default,
          }),
        },
      ],
    },
    {
      lazy: gate(serviceLevelsRoles),
      children: [
        {
          path: paths.serviceLevels,
          handle: { titleId: 'shell.title.serviceLevels' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (
              await inOwnTask(() =>
                importWithAreas(
                  () => import('../features/service-levels/service-levels-page'),
                  'serviceLevels',
                ),
              )
            ).default,
          }),
        },
      ],
    },
    {
      lazy: gate(transparencyIdentifiersRoles),
      children: [
        {
          path: paths.transparencyIdentifiers,
          handle: { titleId: 'shell.title.planIdentifiers' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (
              await inOwnTask(() =>
                importWithAreas(
                  () => import('../features/transparency/plan-identifiers-page'),
                  'transparency',
                ),
              )
            ).default,
          }),
        },
      ],
    },
  ];
}
