import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import type { ClaimType } from './benchmarks-api-types';
import { useLingui } from '../../lib/i18n/i18n';
import { type Display, type SortKey, sortOptionsFor, tableFiguresFor } from './benchmarks-options';
import { figureLabel } from './benchmarks-texts';
import { type BenchmarkRow, formatFigure, type SortDirection } from './benchmark-rows';

export interface BenchmarksTableProps {
  rows: readonly BenchmarkRow[];
  claimType: ClaimType;
  display: Display;
  sortKey: SortKey;
  sortDirection: SortDirection;
  onSortChange: (key: SortKey, direction: SortDirection) => void;
  onOpenProvider: (providerID: string) => void;
  emptyText: string;
}

/**
 * The chart's data as a table (spec §2; house style: every chart has its table): one row per
 * provider in the chart's order, the figures of the display chosen, sortable by the §9 sort
 * options; each name is a button opening the provider's details, its place under it. Cards on
 * a phone.
 */
export function BenchmarksTable({
  rows,
  claimType,
  display,
  sortKey,
  sortDirection,
  onSortChange,
  onOpenProvider,
  emptyText,
}: BenchmarksTableProps) {
  const { _ } = useLingui();
  const notAvailable = _('benchmarks.notAvailable');
  const sortable = sortOptionsFor(claimType, display);
  const columns: ResponsiveColumn<BenchmarkRow>[] = [
    {
      id: 'name',
      header: _('benchmarks.table.provider'),
      // The place under the name, not a column of its own, so the figures fit beside the chart's
      // panels at 1280 px (issue 31 item 10).
      render: (row) => (
        <>
          <Button
            variant="text"
            size="small"
            sx={{ textAlign: 'left', textTransform: 'none', p: 0, minWidth: 0, minHeight: 24 }}
            onClick={() => {
              onOpenProvider(row.providerID);
            }}
          >
            {row.name}
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[row.city, row.state].filter((part) => part !== '').join(', ')}
          </Typography>
        </>
      ),
    },
    ...tableFiguresFor(claimType, display).map((key) => ({
      id: key,
      header: figureLabel(key, _),
      align: 'right' as const,
      isSortable: sortable.includes(key),
      // A quality score names its HVBP year: providers' newest years differ (issue 31 item 14).
      render: (row: BenchmarkRow) => {
        const value = formatFigure(key, row.figures[key], notAvailable);
        return key === 'quality' && row.qualityFiscalYear !== null && value !== notAvailable
          ? _('benchmarks.table.qualityYear', { score: value, year: String(row.qualityFiscalYear) })
          : value;
      },
    })),
  ];
  return (
    <ResponsiveTable
      label={_('benchmarks.table.label')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.providerID}
      emptyText={emptyText}
      sort={{ field: sortKey, direction: sortDirection }}
      onSortChange={(sort) => {
        const key = sortable.find((option) => option === sort.field);
        if (key !== undefined) onSortChange(key, sort.direction);
      }}
    />
  );
}
