import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { providerPageSizes } from '@medivi/domain';
import { useAppDispatch } from '../../../lib/hooks';
import { limitChanged, pageChanged } from '../provider-search-slice';

/** The range label 'start-end of total' (cases spec §2); '0-0 of 0' without results. */
export function rangeLabel(page: number, limit: number, totalCount: number): string {
  const start = totalCount === 0 ? 0 : Math.min((page - 1) * limit + 1, totalCount);
  const end = Math.min(page * limit, totalCount);
  return `${String(start)}-${String(end)} of ${String(totalCount)}`;
}

/**
 * Paging controls above the results (cases spec §2, §4, §9): page size 50/75/100 (a change goes
 * back to page 1), range label, Previous disabled on page 1 and Next on the last page.
 */
export function PagingBar({
  page,
  limit,
  totalCount,
  totalPages,
  disabled,
}: {
  page: number;
  limit: number;
  totalCount: number;
  totalPages: number;
  disabled: boolean;
}) {
  const dispatch = useAppDispatch();
  return (
    <Box
      component="nav"
      aria-label="Result pages"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}
    >
      <TextField
        id="provider-search-page-size"
        select
        label="Per page"
        size="small"
        value={limit}
        disabled={disabled}
        onChange={(event) => dispatch(limitChanged(Number(event.target.value)))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: 96 }}
      >
        {providerPageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </TextField>
      <Typography variant="body2" aria-live="polite" sx={{ minWidth: 112, textAlign: 'center' }}>
        {rangeLabel(page, limit, totalCount)}
      </Typography>
      <IconButton
        aria-label="Previous page"
        disabled={disabled || page <= 1}
        onClick={() => dispatch(pageChanged(page - 1))}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label="Next page"
        disabled={disabled || page >= totalPages}
        onClick={() => dispatch(pageChanged(page + 1))}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
