import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { type CaseRecord, caseListPageSizes, caseSubmissionTexts } from '@medivi/domain';
import {
  type CaseSortField,
  caseTypeNameOf,
  formatCreatedDate,
  patientNameOf,
  type SortDirection,
  sortCases,
} from './case-display';
import { CaseStatusText } from './case-status-text';

export interface CaseTableProps {
  records: readonly CaseRecord[];
  /** Adds the member name and member ID columns (client viewers and staff). */
  showsMember: boolean;
  page: number;
  pageSize: number;
  sort: { field: CaseSortField; direction: SortDirection };
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onSortChange: (sort: { field: CaseSortField; direction: SortDirection }) => void;
  onOpen: (caseId: string) => void;
}

/**
 * The case list (cases spec §2 /my-cases): case number (opens the detail), type, created date,
 * status, provider or hospital and plan, sortable by case number and created date, paged 5, 10 or
 * 25 rows; 'No Cases Found' when empty.
 */
export function CaseTable({
  records,
  showsMember,
  page,
  pageSize,
  sort,
  onPageChange,
  onPageSizeChange,
  onSortChange,
  onOpen,
}: CaseTableProps) {
  const sorted = sortCases(records, sort.field, sort.direction);
  const rows = sorted.slice(page * pageSize, (page + 1) * pageSize);
  const sortHead = (field: CaseSortField, label: string) => (
    <TableCell key={field} sortDirection={sort.field === field ? sort.direction : false}>
      <TableSortLabel
        active={sort.field === field}
        direction={sort.field === field ? sort.direction : 'desc'}
        onClick={() => {
          onSortChange({
            field,
            direction: sort.field === field && sort.direction === 'desc' ? 'asc' : 'desc',
          });
        }}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Cases">
          <TableHead>
            <TableRow>
              {sortHead('CaseNumber', 'Case Number')}
              <TableCell>Type</TableCell>
              {sortHead('CreatedDate', 'Created Date')}
              <TableCell>Status</TableCell>
              {showsMember && <TableCell>Member Name</TableCell>}
              {showsMember && <TableCell>Member ID</TableCell>}
              <TableCell>Provider/Hospital</TableCell>
              <TableCell>Plan</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={showsMember ? 8 : 6}>
                  <Typography sx={{ py: 2, textAlign: 'center' }}>{caseSubmissionTexts.noCases}</Typography>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((record) => (
                <TableRow key={record.id} hover>
                  <TableCell>
                    <Link
                      component="button"
                      type="button"
                      onClick={() => {
                        onOpen(record.id);
                      }}
                      aria-label={`Case ${record.CaseNumber} details`}
                    >
                      {record.CaseNumber}
                    </Link>
                  </TableCell>
                  <TableCell>{caseTypeNameOf(record)}</TableCell>
                  <TableCell>{formatCreatedDate(record.CreatedDate)}</TableCell>
                  <TableCell>
                    <CaseStatusText label={record.statusLabel} />
                  </TableCell>
                  {showsMember && <TableCell>{patientNameOf(record)}</TableCell>}
                  {showsMember && <TableCell>{record.Member_ID__c ?? ''}</TableCell>}
                  <TableCell>{record.Hospital__r?.Name ?? ''}</TableCell>
                  <TableCell>{record.Plan_Name__r?.Name ?? ''}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={records.length}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...caseListPageSizes]}
        onPageChange={(_, next) => {
          onPageChange(next);
        }}
        onRowsPerPageChange={(event) => {
          onPageSizeChange(Number(event.target.value));
        }}
      />
    </Paper>
  );
}
