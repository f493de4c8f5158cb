import TablePagination from '@mui/material/TablePagination';

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
 * The pager of the portal's lists (MUI TablePagination): its parts wrap onto a second line on a
 * narrow screen instead of running past the edge (docs/decisions/0095).
 */
export function ListPager({
  count,
  page,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
}: ListPagerProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_, next) => {
        onPageChange(next);
      }}
      onRowsPerPageChange={(event) => {
        onPageSizeChange(Number(event.target.value));
      }}
      sx={{
        overflow: 'visible',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5, px: 1 },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        '& .MuiTablePagination-actions': { ml: 1 },
      }}
    />
  );
}
