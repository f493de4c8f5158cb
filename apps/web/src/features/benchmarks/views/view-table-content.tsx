import type { ReactNode } from 'react';
import type { ViewTableProps } from './view-table';
import { useLingui } from '../../../lib/i18n/i18n';
import {
  type ResponsiveColumn,
  ResponsiveTable,
} from '../../../components/responsive-table/responsive-table';

/** A row with its place, the key of its cards and rows. */
interface IndexedRow {
  index: number;
  cells: readonly ReactNode[];
}

/**
 * A table of a benchmark view with its caption (`ResponsiveTable`, issue 31 item 10): on a
 * desktop a compact table whose first column stays in view while it scrolls sideways, figures on
 * the right; on a phone a card a row, the caption above in full and every value labelled, nothing
 * off-screen.
 */
export function ViewTableContent({ caption, headers, rows, label }: ViewTableProps) {
  const { _ } = useLingui();
  const columns: ResponsiveColumn<IndexedRow>[] = headers.map((header, index) => ({
    id: String(index),
    header,
    align: index === 0 ? 'left' : 'right',
    render: (row) => row.cells[index],
  }));
  return (
    <ResponsiveTable
      label={label}
      caption={caption}
      columns={columns}
      rows={rows.map((cells, index) => ({ index, cells }))}
      rowKey={(row) => String(row.index)}
      emptyText={_('benchmarkViews.noData')}
      hasRowHeaders
      isNamedByCaption
    />
  );
}
