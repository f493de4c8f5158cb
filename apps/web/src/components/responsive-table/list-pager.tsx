import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { i18n, useLingui, type Translate } from '../../lib/i18n/i18n';

/** A pager of a list: which page of how many records, and the page sizes offered. */
export interface ListPagerProps {
  count: number;
  /** 0-based page shown. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * The records shown, as MUI's TablePagination says it: '11–20 of 42' (en dash), '0–0 of 0'; '11–20
 * de 42' in Spanish through `_` (Lingui's). The numbers keep their plain digits, which the
 * journeys read.
 */
export function describeListPage(
  count: number,
  page: number,
  pageSize: number,
  _: Translate = i18n._.bind(i18n),
): string {
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  return _('common.pager.range', { from: String(from), to: String(to), count: String(count) });
}

/**
 * The pager of the portal's lists: 'Rows per page' as the phone's own picker (a native select),
 * the records shown, and the previous and next page buttons, with the names, texts and layout of
 * MUI's `TablePagination` it replaces; its parts wrap onto a second line on a narrow screen
 * instead of running past the edge (docs/decisions/0095). Not `TablePagination`, whose menu
 * select brought MUI's Select, Menu, Popover, Modal and focus trap to every page with a list
 * (docs/decisions/0123-heavy-signed-in-pages.md).
 */
export function ListPager({
  count,
  page,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
}: ListPagerProps) {
  const { _ } = useLingui();
  const id = useId();
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize];
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 2,
        rowGap: 0.5,
        minHeight: 52,
        px: 1,
        color: 'text.primary',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="label" htmlFor={id} variant="body2">
          {_('common.pager.rowsPerPage')}
        </Typography>
        <NativeSelect
          value={pageSize}
          onChange={(event) => {
            onPageSizeChange(Number(event.target.value));
          }}
          input={<InputBase id={id} sx={{ fontSize: 'body2.fontSize' }} />}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </Box>
      <Typography variant="body2">{describeListPage(count, page, pageSize, _)}</Typography>
      <Box sx={{ flexShrink: 0 }}>
        <IconButton
          aria-label={_('common.pager.previous')}
          title={_('common.pager.previous')}
          disabled={page <= 0}
          onClick={() => {
            onPageChange(page - 1);
          }}
        >
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton
          aria-label={_('common.pager.next')}
          title={_('common.pager.next')}
          disabled={page >= lastPage}
          onClick={() => {
            onPageChange(page + 1);
          }}
        >
          <KeyboardArrowRight />
        </IconButton>
      </Box>
    </Box>
  );
}
