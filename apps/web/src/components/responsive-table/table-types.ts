import type { ReactNode } from 'react';

/** One column: its header, how a row shows in it, and whether the list sorts by it. */
export interface ResponsiveColumn<Row> {
  id: string;
  header: string;
  render: (row: Row) => ReactNode;
  isSortable?: boolean;
  /** Fixed width of the column in the table, px (none: as wide as its content). */
  width?: number;
  /** Numbers line up on the right; default left. */
  align?: 'left' | 'right';
}

/** The sort in force: a sortable column's id and the direction. */
export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

/** What both layouts of a `ResponsiveTable` take (see there). */
export interface TableLayoutProps<Row> {
  label: string;
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText: string;
  sort?: ListSort | undefined;
  onSortChange?: ((sort: ListSort) => void) | undefined;
  caption?: ReactNode;
  /** True for a row shown in bold, such as a totals row. */
  isEmphasized?: ((row: Row) => boolean) | undefined;
  /** The first column's cells head their rows (`<th scope="row">`). */
  hasRowHeaders?: boolean | undefined;
  /** The table is named by its caption (which names the data shown) rather than by `label`. */
  isNamedByCaption?: boolean | undefined;
}
