import { useLingui } from '../../lib/i18n/i18n';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { spinnerDelayMs } from '@medivi/domain';
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../lib/hooks';
import { useStagedReveal } from '../../lib/use-staged-reveal';
import { filterGroupCount } from './filters/filter-groups';
import { useDelayedFlag } from './use-delayed-flag';
import { useProviderSearch } from './use-provider-search';
import { useRestoreLastSearch } from './use-restore-last-search';
import { useSearchPlans } from './use-search-plans';
import { selectProviderSearch } from './provider-search-slice';

// The filters and the results are chunks of their own, requested as soon as this page's code runs:
// they download beside it and are evaluated in tasks of their own, and they show only once the
// plans are settled.
const filtersSidebarModule = import('./filters/filters-sidebar');
const providerResultsModule = import('./results/provider-results');
const FiltersSidebar = lazy(async () => ({ default: (await filtersSidebarModule).FiltersSidebar }));
const ProviderResults = lazy(async () => ({ default: (await providerResultsModule).ProviderResults }));

/** The catalogue id of the description under the title, before and after a zip is set (cases spec §2). */
export function descriptionFor(hasZip: boolean): string {
  return hasZip ? 'providerSearch.description.withZip' : 'providerSearch.description.withoutZip';
}

/**
 * Provider Search, the member's page at /provider-search (cases-and-provider-search spec §2
 * Provider Search, §4, §5, §7): filters on the left, provider cards on the right, stacked on narrow
 * screens. Filters are disabled and a spinner shows once a load lasts past 400 ms. The title paints
 * first; the filters (group by group), then the results, follow once the plans are settled (the
 * filters need them and no search runs before), each in a commit of its own (docs/decisions/0011).
 */
export default function ProviderSearchPage() {
  const { _ } = useLingui();
  useRestoreLastSearch();
  const plans = useSearchPlans();
  const view = useProviderSearch();
  const isBusy = useDelayedFlag(view.isFetching, spinnerDelayMs);
  const hasZip = useAppSelector((state) => selectProviderSearch(state).zipCode !== '');
  const arePlansSettled = useAppSelector((state) => selectProviderSearch(state).arePlansSettled);
  // One step per group of filters, then the results.
  const partsShown = useStagedReveal(arePlansSettled, filterGroupCount + 1);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h1">{_('providerSearch.title')}</Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>{_(descriptionFor(hasZip))}</Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
          gap: { xs: 3, md: 4 },
          alignItems: 'start',
          minHeight: { xs: 360, md: 640 },
        }}
      >
        <Suspense fallback={null}>
          {partsShown >= 1 && (
            <FiltersSidebar plans={plans} view={view} isBusy={isBusy} groupsShown={partsShown} />
          )}
        </Suspense>
        <Suspense fallback={null}>
          {partsShown > filterGroupCount && <ProviderResults view={view} isBusy={isBusy} />}
        </Suspense>
      </Box>
    </Box>
  );
}
