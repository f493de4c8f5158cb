import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import {
  providerExperiencePageSizes,
  type ProviderExperienceRecord,
  type ProviderExperienceSortDirection,
  type ProviderExperienceSortField,
  providerRowHeight,
} from '@medivi/domain';
import type { SxProps, Theme } from '@mui/material/styles';
import { ListPager } from '../../components/responsive-table/list-pager';
import { useLingui } from '../../lib/i18n/i18n';
import { formatChangeTime } from './experience-display';
import { entityTypeText, recommendationText } from './experience-texts';

/** Widths of the two fixed columns, px: the second sticks where the first ends. */
const nameColumnPx = 240;
const npiColumnPx = 130;

/** The first two columns stay in place when the table scrolls sideways (spec §9). */
function stickySx(column: 0 | 1, isHead: boolean): SxProps<Theme> {
  return {
    position: 'sticky',
    left: column === 0 ? 0 : nameColumnPx,
    zIndex: isHead ? 3 : 1,
    minWidth: column === 0 ? nameColumnPx : npiColumnPx,
    maxWidth: column === 0 ? nameColumnPx : npiColumnPx,
    backgroundColor: 'background.paper',
    ...(column === 1 ? { borderRight: 1, borderRightColor: 'divider' } : {}),
  };
}

const columnCount = 10;

export interface ExperienceTableProps {
  records: readonly ProviderExperienceRecord[];
  total: number;
  /** 0-based page shown. */
  pageNo: number;
  pageSize: number;
  sortBy: ProviderExperienceSortField;
  sortDirection: ProviderExperienceSortDirection;
  /** Update mode: a radio per row; choosing one opens its dialog. */
  isSelecting: boolean;
  selectedNpi: string | null;
  isLoading: boolean;
  onSelect: (npi: string) => void;
  onSortChange: (sortBy: ProviderExperienceSortField, sortDirection: ProviderExperienceSortDirection) => void;
  onPageChange: (pageNo: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * The provider-experience list (cases spec §2, §9): provider name and NPI fixed on the left,
 * sortable by either, then tax ID, entity type, recommendation, notes, active and the last change;
 * rows at least 70 px high, 20 px more per 50 characters of the longest of name and notes; paged
 * 5, 10 or 25 rows by the server. In update mode each row has a selection radio.
 */
export function ExperienceTable({
  records,
  total,
  pageNo,
  pageSize,
  sortBy,
  sortDirection,
  isSelecting,
  selectedNpi,
  isLoading,
  onSelect,
  onSortChange,
  onPageChange,
  onPageSizeChange,
}: ExperienceTableProps) {
  const { _ } = useLingui();
  const sortHead = (field: ProviderExperienceSortField, label: string, column: 0 | 1) => (
    <TableCell
      key={field}
      sortDirection={sortBy === field ? sortDirection : false}
      sx={stickySx(column, true)}
    >
      <TableSortLabel
        active={sortBy === field}
        direction={sortBy === field ? sortDirection : 'asc'}
        onClick={() => {
          onSortChange(field, sortBy === field && sortDirection === 'asc' ? 'desc' : 'asc');
        }}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={_('providerExperience.table.label')}
          aria-busy={isLoading}
          sx={{ minWidth: 1400 }}
        >
          <TableHead>
            <TableRow>
              {sortHead('providerName', _('providerExperience.field.providerName'), 0)}
              {sortHead('npi', _('providerExperience.field.npi'), 1)}
              <TableCell>{_('providerExperience.field.taxId')}</TableCell>
              <TableCell>{_('providerExperience.field.entityType')}</TableCell>
              <TableCell>{_('providerExperience.field.recommendation')}</TableCell>
              <TableCell sx={{ minWidth: 260 }}>{_('providerExperience.field.externalNotes')}</TableCell>
              <TableCell sx={{ minWidth: 260 }}>{_('providerExperience.field.internalNotes')}</TableCell>
              <TableCell>{_('providerExperience.field.active')}</TableCell>
              <TableCell>{_('providerExperience.table.lastUpdated')}</TableCell>
              <TableCell>{_('providerExperience.table.updatedBy')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columnCount}>
                  <Typography sx={{ py: 2, textAlign: 'center' }}>
                    {_(isLoading ? 'providerExperience.loading' : 'providerExperience.table.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              records.map((record) => {
                const name = record.provider_name ?? '';
                const height = providerRowHeight([name, record.external_notes, record.internal_notes]);
                return (
                  <TableRow key={record.npi} hover selected={selectedNpi === record.npi} style={{ height }}>
                    <TableCell component="th" scope="row" sx={stickySx(0, false)}>
                      {isSelecting && (
                        <Radio
                          size="small"
                          name="selected-provider"
                          checked={selectedNpi === record.npi}
                          onChange={() => {
                            onSelect(record.npi);
                          }}
                          slotProps={{
                            input: {
                              'aria-label': _('providerExperience.table.updateRow', {
                                name: name || record.npi,
                              }),
                            },
                          }}
                          sx={{ ml: -1 }}
                        />
                      )}
                      {name}
                    </TableCell>
                    <TableCell sx={stickySx(1, false)}>{record.npi}</TableCell>
                    <TableCell>{record.ein ?? ''}</TableCell>
                    <TableCell>{entityTypeText(record.entity_type, _)}</TableCell>
                    <TableCell>{recommendationText(record.recommendation, _)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{record.external_notes ?? ''}</TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{record.internal_notes ?? ''}</TableCell>
                    <TableCell>
                      {_(record.active ? 'providerExperience.yes' : 'providerExperience.no')}
                    </TableCell>
                    <TableCell>{formatChangeTime(record.lastupdateddate)}</TableCell>
                    <TableCell>{record.updated_by ?? ''}</TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPager
        count={total}
        page={total === 0 ? 0 : pageNo}
        pageSize={pageSize}
        pageSizes={providerExperiencePageSizes}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </Paper>
  );
}
