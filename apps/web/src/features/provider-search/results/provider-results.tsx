import { useLingui, type Translate } from '../../../lib/i18n/i18n';
import { type RefObject, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { activeSearchText } from '@medivi/domain';
import { useAppSelector } from '../../../lib/hooks';
import type { ProviderSearchView } from '../use-provider-search';
import { visuallyHiddenSx } from '../../../components/visually-hidden';
import { LoadingSpinner } from './loading-spinner';
import { PagingBar } from './paging-bar';
import { ProviderCard } from './provider-card';
import { SearchIllustration } from './search-illustration';
import { selectProviderSearch } from '../provider-search-slice';

/** Narrow screens call instead of showing the number (cases spec §5 phone display). */
export const narrowScreenQuery = '(max-width:576px)';

/** The empty-results message, with the search-text clause when text is active (spec §2). */
function noProvidersText(searchInput: string, _: Translate): string {
  const text = activeSearchText(searchInput);
  return text === '' ? _('providerSearch.results.none') : _('providerSearch.results.noneWithText', { text });
}

/** Brings the top of the results back into view when the list starts over (cases spec §4). */
function useScrollToTopOnReset(section: RefObject<HTMLElement | null>, resetCount: number): void {
  const lastResetCount = useRef(resetCount);
  useEffect(() => {
    if (lastResetCount.current === resetCount) return;
    lastResetCount.current = resetCount;
    const element = section.current;
    if (element !== null && element.getBoundingClientRect().top < 0) {
      element.scrollIntoView({ block: 'start' });
    }
  }, [section, resetCount]);
}

/**
 * The results area (cases spec §2): the illustration before a zip is set; then the paging bar and
 * a two-column list of provider cards, the empty message with the search text, or a load failure
 * (the list is emptied, spec §4). Its height is reserved so loading does not shift the page.
 */
export function ProviderResults({
  view,
  isBusy,
}: {
  view: Pick<ProviderSearchView, 'reply' | 'isFetching' | 'isError' | 'retry'>;
  isBusy: boolean;
}) {
  const { _ } = useLingui();
  const section = useRef<HTMLElement>(null);
  const search = useAppSelector(selectProviderSearch);
  const isNarrowScreen = useMediaQuery(narrowScreenQuery, { noSsr: true });
  useScrollToTopOnReset(section, search.listResetCount);
  const reply = view.reply;
  const hasZip = search.zipCode !== '';
  const heading = useRef<HTMLHeadingElement>(null);
  // After Previous or Next, the place to read on from is the top of the new page.
  const focusResults = () => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  };
  const pagingBar = (placement: 'top' | 'bottom') => (
    <PagingBar
      page={search.page}
      limit={search.limit}
      totalCount={reply?.totalCount ?? 0}
      totalPages={reply?.totalPages ?? 0}
      disabled={isBusy}
      placement={placement}
      onPageChosen={focusResults}
    />
  );

  return (
    <Box
      component="section"
      ref={section}
      aria-labelledby="provider-search-results-heading"
      sx={{ position: 'relative', minHeight: { xs: 360, md: 640 }, scrollMarginTop: 80, minWidth: 0 }}
    >
      <Typography
        id="provider-search-results-heading"
        ref={heading}
        component="h2"
        tabIndex={-1}
        sx={hasZip ? { fontSize: '1.25rem', fontWeight: 600, mb: 1, scrollMarginTop: 80 } : visuallyHiddenSx}
      >
        {_('providerSearch.results.title')}
      </Typography>
      {hasZip ? (
        <Stack spacing={2}>
          {pagingBar('top')}
          {view.isError ? (
            <Box role="alert" sx={{ py: 4, textAlign: 'center' }}>
              <Typography sx={{ mb: 1 }}>{_('providerSearch.results.failed')}</Typography>
              <Button variant="outlined" onClick={view.retry}>
                {_('providerSearch.results.retry')}
              </Button>
            </Box>
          ) : null}
          {reply !== undefined && reply.providers.length === 0 && !view.isFetching ? (
            <Typography role="status" sx={{ py: 4, textAlign: 'center' }}>
              {noProvidersText(search.searchInput, _)}
            </Typography>
          ) : null}
          {reply !== undefined && reply.providers.length > 0 ? (
            <Box
              component="ul"
              role="list"
              aria-busy={view.isFetching}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                gap: 2,
                opacity: isBusy ? 0.5 : 1,
                transition: 'opacity 300ms',
              }}
            >
              {reply.providers.map((provider) => (
                <li key={provider.npi}>
                  <ProviderCard provider={provider} isNarrowScreen={isNarrowScreen} />
                </li>
              ))}
            </Box>
          ) : null}
          {reply !== undefined && reply.providers.length > 0 ? pagingBar('bottom') : null}
        </Stack>
      ) : (
        <SearchIllustration />
      )}
      <LoadingSpinner isVisible={isBusy} />
    </Box>
  );
}
