import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '../../../lib/i18n/i18n';
import { paths } from '../../../lib/paths';

/** The views, each with its catalogue id (`benchmarks` area). */
const views = [
  { path: paths.benchmarks, id: 'benchmarkCommon.viewsNav.chart' },
  { path: paths.benchAppBenchmark, id: 'benchmarkCommon.viewsNav.inpatientTable' },
  { path: paths.benchAppBenchmarkOph, id: 'benchmarkCommon.viewsNav.outpatientTable' },
  { path: paths.benchAppCounty, id: 'benchmarkCommon.viewsNav.county' },
  { path: paths.benchAppHospital, id: 'benchmarkCommon.viewsNav.hospital' },
] as const;

/**
 * The 'Benchmark views' link list of /benchmarks and each further view (docs/decisions/0103): the
 * other views and /benchmarks; the current page is marked and not a link. Its texts are the
 * `benchmarks` area's, which every one of those routes loads, so that /benchmarks does not
 * download the views' own texts for six names.
 */
export function BenchmarkViewsNav({ current }: { current: string }) {
  const { _ } = useLingui();
  return (
    <nav aria-label={_('benchmarkCommon.viewsNav.label')}>
      <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
        {views.map((view) => (
          <li key={view.path}>
            {view.path === current ? (
              <span aria-current="page">{_(view.id)}</span>
            ) : (
              <Link component={RouterLink} to={view.path}>
                {_(view.id)}
              </Link>
            )}
          </li>
        ))}
      </Stack>
    </nav>
  );
}
