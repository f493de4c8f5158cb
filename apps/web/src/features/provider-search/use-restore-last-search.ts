import { useLayoutEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { searchRestored } from './provider-search-slice';
import { findSearchToRestore } from './restore-search';

/**
 * After a reload (no zip in the store) brings back the member's last search if the provider cache
 * still holds it fresh, before the first paint so the page does not jump from the empty state.
 */
export function useRestoreLastSearch(): void {
  const dispatch = useAppDispatch();
  const zipCode = useAppSelector((state) => state.providerSearch.zipCode);
  useLayoutEffect(() => {
    if (zipCode !== '') return;
    const restored = findSearchToRestore();
    if (restored !== null) dispatch(searchRestored(restored));
  }, [zipCode, dispatch]);
}
