import { useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { spinnerDelayMs } from '@medivi/domain';
import { useAppSelector } from '../../lib/hooks';
import { FiltersSidebar } from './filters/filters-sidebar';
import { ProviderResults } from './results/provider-results';
import { useDelayedFlag } from './use-delayed-flag';
import { useProviderSearch } from './use-provider-search';
import { useRestoreLastSearch } from './use-restore-last-search';
import { useSearchPlans } from './use-search-plans';

/** The description under the title, before and after a zip is set (cases spec §2). */
export function descriptionFor(hasZip: boolean): string {
  return hasZip ? 'Search for Providers by zip code' : 'Enter Zip code to search for providers nearby you';
}

/**
 * Provider Search, the member's page at /provider-search (cases-and-provider-search spec §2
 * Provider Search, §4, §5, §7): filters on the left, provider cards on the right, stacked on narrow
 * screens. Filters are disabled and a spinner shows once a load lasts past 400 ms.
 */
export default function ProviderSearchPage() {
  useRestoreLastSearch();
  const plans = useSearchPlans();
  const view = useProviderSearch();
  const isBusy = useDelayedFlag(view.isFetching, spinnerDelayMs);
  const hasZip = useAppSelector((state) => state.providerSearch.zipCode !== '');
  // The title paints first; the filters and results follow in an interruptible render.
  const isContentShown = useDeferredValue(true, false);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h1">Provider Search</Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>{descriptionFor(hasZip)}</Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
          gap: { xs: 3, md: 4 },
          alignItems: 'start',
          minHeight: { xs: 360, md: 640 },
        }}
      >
        {isContentShown ? (
          <>
            <FiltersSidebar plans={plans} view={view} isBusy={isBusy} />
            <ProviderResults view={view} isBusy={isBusy} />
          </>
        ) : null}
      </Box>
    </Box>
  );
}
