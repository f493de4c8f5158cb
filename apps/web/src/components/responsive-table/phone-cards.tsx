import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NativeSelectField } from '../native-select-field';
import type { ListSort, ResponsiveColumn, TableLayoutProps } from './table-types';

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
                fontWeight: isEmphasized?.(row) === true ? 700 : undefined,
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
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: 'inherit' }}
                    >
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
          label="Sort by"
          value={sort.field}
          onChange={(field) => {
            onSortChange({ field, direction: sort.direction });
          }}
          options={sortable.map((column) => ({ value: column.id, label: column.header }))}
        />
      </Box>
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
