import type { RoleName } from '@medivi/domain';
import type { RouteObject } from 'react-router';
import { importWithAreas } from '../lib/i18n/i18n';
import { paths } from '../lib/paths';
import type { RouteHandle } from './route-handle';
import type { LoadInOwnTask } from './route-loading';

const casesHandle: RouteHandle = { titleId: 'shell.title.cases', documentTitleId: 'shell.title.myCases' };
/** Who may open the case list: members, client viewers and staff (docs/decisions/0056, 0066). */
const caseListRoles: readonly RoleName[] = ['casesmember', 'caseviewclient', 'admin'];
/** Who may fill the case steps: member or client submission (cases spec §6). */
const caseSubmissionRoles: readonly RoleName[] = ['casesubmissionmember', 'casesubmissionclient'];

/**
 * The case pages of the route table (cases spec §2 case flow, §6 roles): My Cases for the case-list
 * roles, the case steps for the submission roles, all sharing the case draft; each page's code
 * loaded on demand through `inOwnTask`.
 */
export function caseRoutes(inOwnTask: LoadInOwnTask): RouteObject[] {
  return [
    // Case pages share the case draft (cases spec §2 case flow, §3; docs/decisions/0055).
    {
      lazy: async () => {
        const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
        return { element: <RequireRoles anyOf={caseListRoles} /> };
      },
      children: [
        {
          lazy: async () => ({
            // The case pages' texts (the `cases` catalogue area) load with the draft every case page
            // is under.
            Component: (
              await inOwnTask(() =>
                importWithAreas(() => import('../features/cases/case-draft-context'), 'cases'),
              )
            ).CaseDraftRoute,
          }),
          children: [
            {
              path: paths.myCases,
              handle: casesHandle,
              lazy: async () => ({
                Component: (await inOwnTask(() => import('../features/cases/my-cases-page'))).default,
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
                    titleId: 'shell.title.cases',
                    documentTitleId: 'shell.title.memberInformation',
                  } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await inOwnTask(() => import('../features/cases/member-detail-page')))
                      .default,
                  }),
                },
                {
                  path: paths.providerDetail,
                  handle: {
                    titleId: 'shell.title.cases',
                    documentTitleId: 'shell.title.providerInformation',
                  } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await inOwnTask(() => import('../features/cases/provider-detail-page')))
                      .default,
                  }),
                },
                {
                  path: paths.uploadFile,
                  handle: {
                    titleId: 'shell.title.cases',
                    documentTitleId: 'shell.title.uploadDocuments',
                  } satisfies RouteHandle,
                  lazy: async () => ({
                    Component: (await inOwnTask(() => import('../features/cases/upload-file-page'))).default,
                  }),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
