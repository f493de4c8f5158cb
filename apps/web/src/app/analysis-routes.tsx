import { benchmarksRoles, costComparisonRoles } from '@medivi/domain';
import type { RouteObject } from 'react-router';
import { importWithAreas } from '../lib/i18n/i18n';
import { paths } from '../lib/paths';
import type { RouteHandle } from './route-handle';
import type { LoadInOwnTask } from './route-loading';

/**
 * The analysis side of the route table (analysis-reports-admin spec §2): the benchmarks pages and
 * Market Analysis, each behind its role, each page's code loaded on demand (the charting library
 * comes only with the pages that draw charts).
 */
export function analysisRoutes(inOwnTask: LoadInOwnTask): RouteObject[] {
  return [
    // Benchmarks (analysis-reports-admin spec §2; issue 17): the chart page, whose module
    // alone brings the charting library.
    {
      lazy: async () => {
        const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
        return { element: <RequireRoles anyOf={benchmarksRoles} /> };
      },
      children: [
        {
          path: paths.benchmarks,
          handle: { titleId: 'shell.title.benchmarks' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (
              await inOwnTask(() =>
                importWithAreas(
                  () => import('../features/benchmarks/benchmarks-page'),
                  'benchmarks',
                  'benchmarkCommon',
                ),
              )
            ).default,
          }),
        },
        // The further benchmark views (docs/decisions/0103).
        {
          path: paths.benchAppBenchmark,
          handle: { titleId: 'shell.title.inpatientBenchmarkTable' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (
              await inOwnTask(() =>
                importWithAreas(
                  () => import('../features/benchmarks/views/benchmark-table-page'),
                  'benchmarkCommon',
                  'benchmarkViews',
                ),
              )
            ).default,
          }),
        },
        {
          path: paths.benchAppBenchmarkOph,
          handle: { titleId: 'shell.title.outpatientAndProfessionalBenchmarkTable' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (
              await inOwnTask(() =>
                importWithAreas(
                  () => import('../features/benchmarks/views/benchmark-table-oph-page'),
                  'benchmarkCommon',
                  'benchmarkViews',
                ),
              )
            ).default,
          }),
        },
        {
          path: paths.benchAppCounty,
          handle: { titleId: 'shell.title.countyComparison' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (
              await inOwnTask(() =>
                importWithAreas(
                  () => import('../features/benchmarks/views/county-page'),
                  'benchmarkCommon',
                  'benchmarkViews',
                ),
              )
            ).default,
          }),
        },
        {
          path: paths.benchAppHospital,
          handle: { titleId: 'shell.title.hospitalProfile' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (
              await inOwnTask(() =>
                importWithAreas(
                  () => import('../features/benchmarks/views/hospital-page'),
                  'benchmarkCommon',
                  'benchmarkViews',
                ),
              )
            ).default,
          }),
        },
      ],
    },
    // Market Analysis (analysis-reports-admin spec §2 Analysis page; issue 18): the cost comparison.
    {
      lazy: async () => {
        const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
        return { element: <RequireRoles anyOf={costComparisonRoles} /> };
      },
      children: [
        {
          path: paths.analysis,
          handle: { titleId: 'shell.title.marketAnalysis' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (
              await inOwnTask(() =>
                importWithAreas(() => import('../features/cost-comparison/analysis-page'), 'costComparison'),
              )
            ).default,
          }),
        },
      ],
    },
  ];
}
