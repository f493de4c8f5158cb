import { useLingui } from '../../../lib/i18n/i18n';
import { useCallback } from 'react';
import { OutlinedTextField } from '../../../components/outlined-text-field';
import { searchDebounceMs, searchTextMaxLength } from '@medivi/domain';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { searchInputChanged, selectProviderSearch } from '../provider-search-slice';
import { useDebouncedDraft } from '../../../lib/use-debounced-draft';

/**
 * Free-text search (cases spec §5 Provider search, §7 notes): matches name, address, city, state,
 * phone and NPI once longer than 2 characters; applied 500 ms after the last keystroke. It stays
 * usable while a search loads, since typing on cancels that search.
 */
export function SearchTextField() {
  const { _ } = useLingui();
  const dispatch = useAppDispatch();
  const committed = useAppSelector((state) => selectProviderSearch(state).searchInput);
  const commit = useCallback((text: string) => dispatch(searchInputChanged(text)), [dispatch]);
  const [draft, setDraft] = useDebouncedDraft(committed, commit, searchDebounceMs);

  return (
    <OutlinedTextField
      type="search"
      label={_('providerSearch.filters.text')}
      size="small"
      fullWidth
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
      }}
      helperText={_('providerSearch.filters.text.help')}
      maxLength={searchTextMaxLength}
      autoComplete="off"
    />
  );
}
