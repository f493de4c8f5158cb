import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';

const views = [
  { path: paths.benchmarks, label: 'Benchmarks chart' },
  { path: paths.benchAppBenchmark, label: 'Inpatient benchmark table' },
  { path: paths.benchAppBenchmarkOph, label: 'Outpatient and professional benchmark table' },
  { path: paths.benchAppCounty, label: 'County comparison' },
  { path: paths.benchAppHospital, label: 'Hospital profile' },
] as const;

/**
 * The 'Benchmark views' link list of each further view (docs/decisions/0103): the other views and
 * /benchmarks; the current page is marked and not a link.
 */
export function BenchmarkViewsNav({ current }: { current: string }) {
  return (
    <nav aria-label="Benchmark views">
      <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
        {views.map((view) => (
          <li key={view.path}>
            {view.path === current ? (
              <span aria-current="page">{view.label}</span>
            ) : (
              <Link component={RouterLink} to={view.path}>
                {view.label}
              </Link>
            )}
          </li>
        ))}
      </Stack>
    </nav>
  );
}
