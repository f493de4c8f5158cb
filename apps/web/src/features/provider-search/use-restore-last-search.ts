import { zipPattern } from '@medivi/domain';
import { useLayoutEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { searchRestored, selectProviderSearch, zipCodeApplied } from './provider-search-slice';
import { findSearchToRestore } from './restore-search';

/** Query parameter naming the zip to search near, as the first run at /onboarding sends it. */
export const zipParam = 'zip';

/**
 * With no zip in the store (a first visit or a reload): searches near the address's `?zip=` when
 * it holds 5 digits (the first run's choice, issue 20 item 2), else brings back the member's last
 * search if the provider cache still holds it fresh; before the first paint, so the page does not
 * jump from the empty state.
 */
export function useRestoreLastSearch(): void {
  const dispatch = useAppDispatch();
  const zipCode = useAppSelector((state) => selectProviderSearch(state).zipCode);
  const [searchParams] = useSearchParams();
  const zipFromAddress = searchParams.get(zipParam);
  useLayoutEffect(() => {
    if (zipCode !== '') return;
    if (zipFromAddress !== null && zipPattern.test(zipFromAddress)) {
      dispatch(zipCodeApplied({ zip: zipFromAddress, details: null }));
      return;
    }
    const restored = findSearchToRestore();
    if (restored !== null) dispatch(searchRestored(restored));
  }, [zipCode, zipFromAddress, dispatch]);
}
