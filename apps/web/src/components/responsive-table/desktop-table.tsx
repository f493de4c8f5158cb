import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLingui } from '../../lib/i18n/i18n';
import type { ListSort, ResponsiveColumn, TableLayoutProps } from './table-types';
import { useHorizontalOverflow } from './use-horizontal-overflow';

export interface DesktopTableProps<Row> extends TableLayoutProps<Row> {
  rowHeight?: number | undefined;
  /**
   * The first columns that stay in view while the table scrolls sideways (default 1, the column
   * that names the row); every one but the last needs a `width`.
   */
  stickyColumns?: number | undefined;
  /** Tallest the table may be before it scrolls down too, its header kept in view; the sideways
   * scrollbar is then always on screen. */
  maxHeight?: string | number | undefined;
}

/** A column's fixed width as sx, or none. */
/** A row's first cell as its header. */
const rowHeaderProps = { component: 'th', scope: 'row' } as const;

function widthSx<Row>(column: ResponsiveColumn<Row>) {
  return column.width === undefined
    ? undefined
    : { width: column.width, minWidth: column.width, maxWidth: column.width };
}

/**
 * A list as a table from 600 px up (docs/decisions/0095, 0112): compact cells whose headers wrap,
 * its first columns kept in view while it scrolls sideways (the row's name and the key figures
 * stay readable), in a region the keyboard can reach and scroll when it is wider than the page
 * (`useHorizontalOverflow`); with `maxHeight` it also scrolls down under a header that stays.
 */
export function DesktopTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  sort,
  onSortChange,
  caption,
  isEmphasized,
  hasRowHeaders = false,
  isNamedByCaption = false,
  rowHeight,
  stickyColumns = 1,
  maxHeight,
}: DesktopTableProps<Row>) {
  const { _ } = useLingui();
  const [containerRef, overflows] = useHorizontalOverflow<HTMLDivElement>();
  // A table wider than the page scrolls sideways: then it is a labelled region the keyboard can
  // reach and scroll (use-horizontal-overflow.ts).
  const scrollProps = overflows
    ? { tabIndex: 0, role: 'region', 'aria-label': _('common.table.scrolls', { label }) }
    : {};
  const lefts = columns.map((_column, index) =>
    columns.slice(0, index).reduce((sum, previous) => sum + (previous.width ?? 0), 0),
  );
  const cellSx = (
    column: ResponsiveColumn<Row>,
    index: number,
    isHeader: boolean,
    isBold = false,
  ): SxProps<Theme> => ({
    ...widthSx(column),
    ...(isBold ? { fontWeight: 700 } : {}),
    ...(index < stickyColumns
      ? {
          position: 'sticky',
          left: lefts[index],
          zIndex: isHeader ? 3 : 1,
          bgcolor: 'background.paper',
          ...(index === stickyColumns - 1
            ? { boxShadow: (theme: Theme) => `1px 0 0 ${theme.palette.divider}` }
            : {}),
        }
      : {}),
  });
  const flip = (field: string): ListSort => ({
    field,
    direction: sort?.field === field && sort.direction === 'desc' ? 'asc' : 'desc',
  });
  return (
    <TableContainer
      ref={containerRef}
      {...scrollProps}
      sx={maxHeight === undefined ? undefined : { maxHeight }}
    >
      <Table
        size="small"
        // Named by its caption when asked: the label then names only its scrolling region.
        aria-label={isNamedByCaption && caption !== undefined ? undefined : label}
        stickyHeader={maxHeight !== undefined}
        // Compact cells; a header wraps, even inside a long word (CLIENTPLANHEALTHREPORT).
        sx={{ '& .MuiTableCell-root': { px: 1 }, '& thead .MuiTableCell-root': { overflowWrap: 'anywhere' } }}
      >
        {caption !== undefined && (
          <caption style={{ captionSide: 'top', textAlign: 'left' }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {caption}
            </Typography>
          </caption>
        )}
        <TableHead>
          <TableRow>
            {columns.map((column, index) =>
              column.isSortable === true && sort !== undefined && onSortChange !== undefined ? (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sortDirection={sort.field === column.id ? sort.direction : false}
                  sx={cellSx(column, index, true)}
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
                <TableCell key={column.id} align={column.align} sx={cellSx(column, index, true)}>
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
                {columns.map((column, index) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    {...(hasRowHeaders && index === 0 ? rowHeaderProps : {})}
                    sx={cellSx(column, index, false, isEmphasized?.(row) === true)}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
