import Button from '@mui/material/Button';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import type { ClaimType } from './benchmarks-api-types';
import {
  type Display,
  figureLabels,
  type SortKey,
  sortOptionsFor,
  tableFiguresFor,
} from './benchmarks-options';
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
 * options; each name is a button opening the provider's details. Cards on a phone.
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
  const sortable = sortOptionsFor(claimType, display);
  const columns: ResponsiveColumn<BenchmarkRow>[] = [
    {
      id: 'name',
      header: 'Provider',
      render: (row) => (
        <Button
          variant="text"
          size="small"
          sx={{ textAlign: 'left', textTransform: 'none', p: 0, minWidth: 0 }}
          onClick={() => {
            onOpenProvider(row.providerID);
          }}
        >
          {row.name}
        </Button>
      ),
    },
    {
      id: 'place',
      header: 'Location',
      render: (row) => [row.city, row.state].filter((part) => part !== '').join(', '),
    },
    ...tableFiguresFor(claimType, display).map((key) => ({
      id: key,
      header: figureLabels[key],
      isSortable: sortable.includes(key),
      render: (row: BenchmarkRow) => formatFigure(key, row.figures[key]),
    })),
  ];
  return (
    <ResponsiveTable
      label="Benchmarks data"
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
