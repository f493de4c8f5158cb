import { useLingui, type Translate } from '../../../lib/i18n/i18n';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { providerPageSizes } from '@medivi/domain';
import { NativeSelectField } from '../../../components/native-select-field';
import { useAppDispatch } from '../../../lib/hooks';
import { limitChanged, pageChanged } from '../provider-search-slice';

/**
 * The range label 'start-end of total' (cases spec §2), '0-0 of 0' without results, through `_`
 * (Lingui's, from `useLingui()`).
 */
export function rangeLabel(page: number, limit: number, totalCount: number, _: Translate): string {
  const start = totalCount === 0 ? 0 : Math.min((page - 1) * limit + 1, totalCount);
  const end = Math.min(page * limit, totalCount);
  // Digits without grouping, as the label has always read ('1-50 of 1234'), in both languages.
  return _('providerSearch.paging.range', {
    start: String(start),
    end: String(end),
    total: String(totalCount),
  });
}

/**
 * Paging controls above and below the results (cases spec §2, §4, §9): page size 50/75/100 (a
 * change goes back to page 1), range label, Previous disabled on page 1 and Next on the last
 * page. `onPageChosen` runs after Previous or Next, so the page can move focus to the results.
 */
export function PagingBar({
  page,
  limit,
  totalCount,
  totalPages,
  disabled,
  placement,
  onPageChosen,
}: {
  page: number;
  limit: number;
  totalCount: number;
  totalPages: number;
  disabled: boolean;
  /** Above the results (announces the range) or below them. */
  placement: 'top' | 'bottom';
  onPageChosen: () => void;
}) {
  const { _ } = useLingui();
  const dispatch = useAppDispatch();
  const choosePage = (next: number) => {
    dispatch(pageChanged(next));
    onPageChosen();
  };
  return (
    <Box
      component="nav"
      aria-label={_(placement === 'top' ? 'providerSearch.paging.top' : 'providerSearch.paging.bottom')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}
    >
      <Box sx={{ width: 96 }}>
        <NativeSelectField
          label={_('providerSearch.paging.perPage')}
          size="small"
          value={String(limit)}
          disabled={disabled}
          onChange={(value) => dispatch(limitChanged(Number(value)))}
          options={providerPageSizes.map((size) => ({ value: String(size), label: String(size) }))}
        />
      </Box>
      <Typography
        variant="body2"
        aria-live={placement === 'top' ? 'polite' : undefined}
        sx={{ minWidth: 112, textAlign: 'center' }}
      >
        {rangeLabel(page, limit, totalCount, _)}
      </Typography>
      <IconButton
        aria-label={_('providerSearch.paging.previous')}
        disabled={disabled || page <= 1}
        onClick={() => {
          choosePage(page - 1);
        }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label={_('providerSearch.paging.next')}
        disabled={disabled || page >= totalPages}
        onClick={() => {
          choosePage(page + 1);
        }}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
