import { providerSearchRoles, type RoleName } from '@medivi/domain';
import type { RouteObject } from 'react-router';
import { importWithAreas } from '../lib/i18n/i18n';
import { paths } from '../lib/paths';
import type { RouteHandle } from './route-handle';
import type { LoadInOwnTask } from './route-loading';

/** The read role's training pages (accounts spec §2 role-gated routes). */
const readRoles: readonly RoleName[] = ['read'];
/** The mobile-read role's provider-search documentation (accounts spec §2 role-gated routes). */
const mobileReadRoles: readonly RoleName[] = ['mobile-read'];

/**
 * The training and documentation pages (accounts spec §2; analysis-reports-admin spec §2 route
 * table; docs/decisions/0108), inside the signed-in layout, each group behind its role:
 * read for /training, /documentation/training and /documentation/benchmarks-training; mobile-read
 * for /documentation/provider-search-training and /documentation/provider-search-faq; read or
 * mobile-read for /instructional-video. Each page loads with its texts (the `training` area).
 */
export function trainingRoutes(inOwnTask: LoadInOwnTask): RouteObject[] {
  const gate = (anyOf: readonly RoleName[]) => async () => {
    const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
    return { element: <RequireRoles anyOf={anyOf} /> };
  };
  const indexModule = () =>
    inOwnTask(() => importWithAreas(() => import('../features/training/training-index-page'), 'training'));
  const providerSearchModule = () =>
    inOwnTask(() =>
      importWithAreas(() => import('../features/training/provider-search-training-page'), 'training'),
    );
  return [
    {
      lazy: gate(readRoles),
      children: [
        {
          path: paths.training,
          handle: { titleId: 'shell.title.training' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await indexModule()).TrainingPage }),
        },
        {
          path: paths.documentationTraining,
          handle: { titleId: 'shell.title.trainingDocumentation' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await indexModule()).TrainingDocumentationPage }),
        },
        {
          path: paths.benchmarksTraining,
          handle: { titleId: 'shell.title.benchmarksTrainingVideos' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (
              await inOwnTask(() =>
                importWithAreas(() => import('../features/training/benchmarks-training-page'), 'training'),
              )
            ).default,
          }),
        },
      ],
    },
    {
      lazy: gate(mobileReadRoles),
      children: [
        {
          path: paths.providerSearchTraining,
          handle: { titleId: 'shell.title.providerSearchTraining' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await providerSearchModule()).default }),
        },
        {
          path: paths.providerSearchFaq,
          handle: { titleId: 'shell.title.providerSearchFAQ' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (
              await inOwnTask(() =>
                importWithAreas(() => import('../features/training/provider-search-faq-page'), 'training'),
              )
            ).default,
          }),
        },
      ],
    },
    {
      lazy: gate(providerSearchRoles),
      children: [
        {
          path: paths.instructionalVideo,
          handle: { titleId: 'shell.title.instructionalVideo' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await providerSearchModule()).InstructionalVideoPage }),
        },
      ],
    },
  ];
}
