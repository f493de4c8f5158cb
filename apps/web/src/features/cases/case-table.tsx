import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type CaseRecord, caseListPageSizes } from '@medivi/domain';
import { useLingui } from '../../lib/i18n/i18n';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import {
  type CaseSortField,
  formatCreatedDate,
  patientNameOf,
  type SortDirection,
  sortCases,
} from './case-display';
import { ClockStateChip } from './case-clock-panel';
import { formatDue } from './case-clock-text';
import { CaseStatusText } from './case-status-text';
import { recordTypeNameText } from './case-texts';

/** When a case is due and where its clock stands (issue 35): paused clocks say so instead. */
function DueCell({ clock }: { clock: NonNullable<CaseRecord['clock']> }) {
  const { _ } = useLingui();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{clock.pausedSince === null ? formatDue(clock) : _('cases.table.paused')}</span>
      <ClockStateChip clock={clock} />
    </Stack>
  );
}

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

const sortFields: readonly string[] = ['CaseNumber', 'CreatedDate', 'Due'] satisfies CaseSortField[];

function isCaseSortField(field: string): field is CaseSortField {
  return sortFields.includes(field);
}

/**
 * The case list (cases spec §2 /my-cases): case number (opens the detail), type, created date,
 * status, due (staff and client viewers, issue 35), provider or hospital and plan, sortable by
 * case number, created date and due, paged 5, 10 or
 * 25 rows; 'No Cases Found' when empty. A table from 600 px up, a card a case below
 * (docs/decisions/0095).
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
  const { _ } = useLingui();
  const sorted = sortCases(records, sort.field, sort.direction);
  const rows = sorted.slice(page * pageSize, (page + 1) * pageSize);
  const columns: ResponsiveColumn<CaseRecord>[] = [
    {
      id: 'CaseNumber',
      header: _('cases.table.caseNumber'),
      isSortable: true,
      render: (record) => (
        <Link
          component="button"
          type="button"
          onClick={() => {
            onOpen(record.id);
          }}
          aria-label={_('cases.table.openCase', { caseNumber: record.CaseNumber })}
        >
          {record.CaseNumber}
        </Link>
      ),
    },
    { id: 'Type', header: _('cases.table.type'), render: (r) => recordTypeNameText(r.RecordType.Name, _) },
    {
      id: 'CreatedDate',
      header: _('cases.table.createdDate'),
      isSortable: true,
      render: (r) => formatCreatedDate(r.CreatedDate),
    },
    {
      id: 'Status',
      header: _('cases.table.status'),
      render: (r) => <CaseStatusText label={r.statusLabel} />,
    },
    ...(showsMember
      ? [
          {
            id: 'Due',
            header: _('cases.table.due'),
            isSortable: true,
            render: (r: CaseRecord) => (r.clock === undefined ? '' : <DueCell clock={r.clock} />),
          },
          { id: 'MemberName', header: _('cases.table.memberName'), render: patientNameOf },
          {
            id: 'MemberID',
            header: _('cases.table.memberId'),
            render: (r: CaseRecord) => r.Member_ID__c ?? '',
          },
        ]
      : []),
    { id: 'Provider', header: _('cases.table.provider'), render: (r) => r.Hospital__r?.Name ?? '' },
    { id: 'Plan', header: _('cases.table.plan'), render: (r) => r.Plan_Name__r?.Name ?? '' },
  ];
  return (
    <ResponsiveTable
      label={_('cases.table.label')}
      columns={columns}
      rows={rows}
      rowKey={(record) => record.id}
      emptyText={_('cases.table.empty')}
      sort={sort}
      onSortChange={(next) => {
        if (isCaseSortField(next.field)) onSortChange({ field: next.field, direction: next.direction });
      }}
      pager={{
        count: records.length,
        page,
        pageSize,
        pageSizes: caseListPageSizes,
        onPageChange,
        onPageSizeChange,
      }}
    />
  );
}
