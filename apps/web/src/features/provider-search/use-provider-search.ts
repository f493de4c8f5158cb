import { useCallback, useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { AccessibilityCounts, ProviderSearchReply, TaxonomyMappingReply } from '@medivi/domain';
import { useAppSelector } from '../../lib/hooks';
import { useGetTaxonomyMappingQuery, useLazySearchProvidersQuery } from './provider-search-api';
import { selectProviderSearch } from './provider-search-slice';
import { type ProviderSearchArgs, selectSearchArgs, selectTaxonomyArgs } from './search-params';

/** What the results and filters show of the current search. */
export interface ProviderSearchView {
  /** The reply to show: the current one, or the previous one while the next loads; none after a failure. */
  reply: ProviderSearchReply | undefined;
  /** Counts of the latest successful search, kept while the next loads so the labels do not jump. */
  accessibilityCounts: AccessibilityCounts | undefined;
  /** Counts per provider type and specialty; the last good ones stay after a failure (spec §4). */
  providerTypes: TaxonomyMappingReply['data']['providerType'] | undefined;
  isFetching: boolean;
  isError: boolean;
  /** Runs the current search again. */
  retry: () => void;
}

interface RunningSearch {
  arg: ProviderSearchArgs;
  abort: () => void;
}

/**
 * Runs the search whenever its query changes (cases spec §4 Provider search, §7): a new query
 * cancels the request of the previous one, so a quicker later reply is never overwritten by a
 * slower earlier one. Searches wait until the plan selection is settled.
 */
export function useProviderSearch(): ProviderSearchView {
  const args = useAppSelector(selectSearchArgs);
  const taxonomyArgs = useAppSelector(selectTaxonomyArgs);
  const arePlansSettled = useAppSelector((state) => selectProviderSearch(state).arePlansSettled);
  const [trigger, result] = useLazySearchProvidersQuery();
  const running = useRef<RunningSearch | null>(null);

  const run = useCallback(
    (arg: ProviderSearchArgs) => {
      const previous = running.current;
      // The same query (a remount, StrictMode) joins the request already on its way.
      if (previous !== null && previous.arg !== arg) previous.abort();
      const request = trigger(arg);
      running.current = {
        arg,
        abort: () => {
          request.abort();
        },
      };
    },
    [trigger],
  );

  useEffect(() => {
    if (args !== null && arePlansSettled) run(args);
  }, [args, arePlansSettled, run]);

  const retry = useCallback(() => {
    if (args !== null) run(args);
  }, [args, run]);

  const mapping = useGetTaxonomyMappingQuery(
    taxonomyArgs !== null && arePlansSettled ? taxonomyArgs : skipToken,
  );

  const isError = result.isError && !result.isFetching;
  // After a failure the list stays empty until a search succeeds again (spec §4), even while the
  // next one loads; otherwise the previous list stays on screen, dimmed, until the next arrives.
  const [hasFailed, setHasFailed] = useState(false);
  if (isError && !hasFailed) setHasFailed(true);
  if (result.currentData !== undefined && hasFailed) setHasFailed(false);

  return {
    reply: hasFailed || isError || args === null ? undefined : (result.currentData ?? result.data),
    accessibilityCounts: result.data?.accessibilityCounts,
    providerTypes: mapping.data?.data.providerType,
    isFetching: result.isFetching,
    isError,
    retry,
  };
}
