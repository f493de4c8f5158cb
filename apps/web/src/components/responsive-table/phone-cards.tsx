import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Fragment } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import { NativeSelectField } from '../native-select-field';
import type { ListSort, ResponsiveColumn, TableLayoutProps } from './table-types';

/** The cards' styles, in one place for every card of the list. */
const cardListSx: SxProps<Theme> = (theme) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  '& > li': {
    px: 2,
    py: 1.5,
    borderTop: 1,
    borderColor: 'divider',
    '&:first-of-type': { borderTop: 0 },
    '&[data-emphasized]': { fontWeight: 700 },
  },
  '& .card-title': { fontWeight: 600, mb: 0.5 },
  '& dl': {
    display: 'grid',
    gridTemplateColumns: 'minmax(6.5rem, auto) 1fr',
    columnGap: 1.5,
    rowGap: 0.5,
    m: 0,
  },
  '& dt': { ...theme.typography.body2, m: 0, color: 'text.secondary' },
  '& dd': { ...theme.typography.body2, m: 0, overflowWrap: 'anywhere', fontWeight: 'inherit' },
});

/**
 * A list on a phone: one card a record, the first column as its title, the others as labelled
 * values, none hidden and nothing to scroll sideways; the caption as a line above; a 'Sort by'
 * choice and a direction button instead of the column headers.
 */
export function PhoneCards<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  sort,
  onSortChange,
  caption,
  isEmphasized,
}: TableLayoutProps<Row>) {
  const [first, ...rest] = columns;
  return (
    <>
      {caption !== undefined && <Typography sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>{caption}</Typography>}
      {sort !== undefined && onSortChange !== undefined && (
        <PhoneSort columns={columns} sort={sort} onSortChange={onSortChange} />
      )}
      {rows.length === 0 ? (
        <Typography sx={{ py: 3, textAlign: 'center' }}>{emptyText}</Typography>
      ) : (
        // One styled list and plain elements inside: a card of eight columns was 24 MUI components
        // (each resolving its styles when rendered), 240 for ten claims, which made the first
        // render of a list page block a phone (docs/decisions/0123-heavy-signed-in-pages.md).
        <Box component="ul" aria-label={label} sx={cardListSx}>
          {rows.map((row) => (
            <li key={rowKey(row)} data-emphasized={isEmphasized?.(row) === true ? '' : undefined}>
              {first !== undefined && <div className="card-title">{first.render(row)}</div>}
              <dl>
                {rest.map((column) => (
                  <Fragment key={column.id}>
                    <dt>{column.header}</dt>
                    <dd>{column.render(row)}</dd>
                  </Fragment>
                ))}
              </dl>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

/** On a phone: the sortable columns in a 'Sort by' choice, and a button for the direction. */
function PhoneSort<Row>({
  columns,
  sort,
  onSortChange,
}: {
  columns: readonly ResponsiveColumn<Row>[];
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
}) {
  const { _ } = useLingui();
  const sortable = columns.filter((column) => column.isSortable === true);
  if (sortable.length === 0) return null;
  const isDescending = sort.direction === 'desc';
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ p: 1.5, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
    >
      {/* The phone's own picker rather than MUI's menu select, whose menu, popover and modal
          code would load with every list (docs/decisions/0123-heavy-signed-in-pages.md). */}
      <Box sx={{ flexGrow: 1 }}>
        <NativeSelectField
          size="small"
          label={_('common.sort.by')}
          value={sort.field}
          onChange={(field) => {
            onSortChange({ field, direction: sort.direction });
          }}
          options={sortable.map((column) => ({ value: column.id, label: column.header }))}
        />
      </Box>
      <IconButton
        aria-label={isDescending ? _('common.sort.descending') : _('common.sort.ascending')}
        onClick={() => {
          onSortChange({ field: sort.field, direction: isDescending ? 'asc' : 'desc' });
        }}
      >
        {isDescending ? <ArrowDownward /> : <ArrowUpward />}
      </IconButton>
    </Stack>
  );
}
