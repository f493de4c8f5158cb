import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { ListPager, type ListPagerProps } from './list-pager';
import { useHorizontalOverflow } from './use-horizontal-overflow';

/** One column: its header, how a row shows in it, and whether the list sorts by it. */
export interface ResponsiveColumn<Row> {
  id: string;
  header: string;
  render: (row: Row) => ReactNode;
  isSortable?: boolean;
  /** Fixed width of the column in the table, px (none: as wide as its content). */
  width?: number;
}

/** The sort in force: a sortable column's id and the direction. */
export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ResponsiveTableProps<Row> {
  /** Accessible name of the table, and of the card list on a phone. */
  label: string;
  columns: readonly ResponsiveColumn<Row>[];
  /** The rows of the page shown. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
  sort?: ListSort;
  onSortChange?: (sort: ListSort) => void;
  /** The pager under the list; none without it. */
  pager?: ListPagerProps;
  /** Height of a table row, px (none: as tall as its content). */
  rowHeight?: number;
  /** A visible caption: the table's `<caption>`, and the line above the cards on a phone. */
  caption?: ReactNode;
}

/**
 * A list of records that works on every screen (docs/decisions/0095): a table from 600 px up;
 * below, one card a record (the first column as its title, the others as labelled values, none
 * hidden and nothing to scroll sideways), with a 'Sort by' choice and a direction button instead
 * of the column headers. The pager wraps on narrow screens. Shared by the case list and the
 * tables of the analysis pages.
 */
export function ResponsiveTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  sort,
  onSortChange,
  pager,
  rowHeight,
  caption,
}: ResponsiveTableProps<Row>) {
  const widthSx = (column: ResponsiveColumn<Row>) =>
    column.width === undefined
      ? undefined
      : { width: column.width, minWidth: column.width, maxWidth: column.width };
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [containerRef, overflows] = useHorizontalOverflow<HTMLDivElement>();
  const [first, ...rest] = columns;
  const flip = (field: string): ListSort => ({
    field,
    direction: sort?.field === field && sort.direction === 'desc' ? 'asc' : 'desc',
  });
  return (
    <Paper variant="outlined">
      {isPhone ? (
        <>
          {caption !== undefined && <Typography sx={{ px: 2, pt: 1.5 }}>{caption}</Typography>}
          {sort !== undefined && onSortChange !== undefined && (
            <PhoneSort columns={columns} sort={sort} onSortChange={onSortChange} />
          )}
          {rows.length === 0 ? (
            <Typography sx={{ py: 3, textAlign: 'center' }}>{emptyText}</Typography>
          ) : (
            <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {rows.map((row) => (
                <Box
                  component="li"
                  key={rowKey(row)}
                  sx={{
                    px: 2,
                    py: 1.5,
                    borderTop: 1,
                    borderColor: 'divider',
                    '&:first-of-type': { borderTop: 0 },
                  }}
                >
                  {first !== undefined && <Box sx={{ fontWeight: 600, mb: 0.5 }}>{first.render(row)}</Box>}
                  <Box
                    component="dl"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'minmax(6.5rem, auto) 1fr',
                      columnGap: 1.5,
                      rowGap: 0.5,
                      m: 0,
                    }}
                  >
                    {rest.map((column) => (
                      <Box key={column.id} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {column.header}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                          {column.render(row)}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </>
      ) : (
        <TableContainer
          ref={containerRef}
          // A table wider than the page scrolls sideways: then it is a labelled region the
          // keyboard can reach and scroll (use-horizontal-overflow.ts).
          {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': `${label}, scrolls sideways` } : {})}
        >
          <Table size="small" aria-label={label}>
            {caption !== undefined && (
              <caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</caption>
            )}
            <TableHead>
              <TableRow>
                {columns.map((column) =>
                  column.isSortable === true && sort !== undefined && onSortChange !== undefined ? (
                    <TableCell
                      key={column.id}
                      sortDirection={sort.field === column.id ? sort.direction : false}
                      sx={widthSx(column)}
                    >
                      <TableSortLabel
                        active={sort.field === column.id}
                        direction={sort.field === column.id ? sort.direction : 'desc'}
                        onClick={() => {
                          onSortChange(flip(column.id));
                        }}
                      >
                        {column.header}
                      </TableSortLabel>
                    </TableCell>
                  ) : (
                    <TableCell key={column.id} sx={widthSx(column)}>
                      {column.header}
                    </TableCell>
                  ),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length}>
                    <Typography sx={{ py: 2, textAlign: 'center' }}>{emptyText}</Typography>
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((row) => (
                  <TableRow
                    key={rowKey(row)}
                    hover
                    style={rowHeight === undefined ? undefined : { height: rowHeight }}
                  >
                    {columns.map((column) => (
                      <TableCell key={column.id} sx={widthSx(column)}>
                        {column.render(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pager !== undefined && <ListPager {...pager} />}
    </Paper>
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
  const id = useId();
  const sortable = columns.filter((column) => column.isSortable === true);
  if (sortable.length === 0) return null;
  const isDescending = sort.direction === 'desc';
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ p: 1.5, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
    >
      <TextField
        id={id}
        select
        size="small"
        label="Sort by"
        value={sort.field}
        onChange={(event) => {
          onSortChange({ field: event.target.value, direction: sort.direction });
        }}
        sx={{ flexGrow: 1 }}
      >
        {sortable.map((column) => (
          <MenuItem key={column.id} value={column.id}>
            {column.header}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={
          isDescending
            ? 'Sorted newest or highest first; sort the other way'
            : 'Sorted oldest or lowest first; sort the other way'
        }
        onClick={() => {
          onSortChange({ field: sort.field, direction: isDescending ? 'asc' : 'desc' });
        }}
      >
        {isDescending ? <ArrowDownward /> : <ArrowUpward />}
      </IconButton>
    </Stack>
  );
}
